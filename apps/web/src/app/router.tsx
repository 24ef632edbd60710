import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { productsWithCategoriesQueryOptions } from '@/features/menu/api/get-products-with-categories';
import { policyPageQueryOptions } from '@/features/pages/api/get-policy-page';
import { restaurantQueryOptions } from '@/features/restaurant/api/get-restaurant';
import { paths } from '@/lib/paths';
import { routeData } from './route-data';
import { HomeRoute } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { PageFallback, RouteError } from './routes/route-error';

/**
 * Which pages the server renders (decision 016): the public pages, as for a visitor, with what
 * depends on the session filled in after hydration. The account pages, all about the session, are
 * rendered by the browser alone.
 */
export type PageHandle = { prerender: boolean };
const publicPage: PageHandle = { prerender: true };

/** The server's page slug is the route's path without its slash. */
const slugOf = (path: string) => path.replace(/^\//, '');

/** The policy pages (checkout-and-account §2.11): one page each, showing the settings' text. */
const policyPaths = [
  paths.aboutUs,
  paths.termsConditions,
  paths.refundPolicy,
  paths.shippingPolicy,
  paths.privacyPolicy,
];

/**
 * The route table (checkout-and-account §2.1). The home page is in the main bundle; every other
 * page is loaded when first visited. Each route's loader starts the queries its page shows
 * (route-data.ts): the server waits for them and renders with their answers, the browser shows the
 * page at once with its loading states.
 *
 * A function of the query client the loaders fill, and new for each router: a router marks the lazy
 * functions it has run by clearing them in the route objects.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const menuLoader = () => routeData(queryClient.ensureQueryData(productsWithCategoriesQueryOptions()));
  const policyLoader = (path: string) => () =>
    routeData(queryClient.ensureQueryData(policyPageQueryOptions(slugOf(path))));
  return [
    {
      // The staff side, in its own frame (no customer header or footer); its pages are its own
      // routes, so that not even their table is part of a customer's first visit.
      path: 'staff/*',
      ErrorBoundary: RouteError,
      lazy: { Component: async () => (await import('./routes/staff')).StaffRoutes },
    },
    {
      id: 'root',
      Component: RootLayout,
      // A failure of the header or footer themselves: no frame to keep.
      ErrorBoundary: RouteError,
      children: [
        {
          // Pathless: a page's failure or first load is shown inside the header and footer, which
          // show the restaurant's settings (started here, for every page).
          ErrorBoundary: RouteError,
          HydrateFallback: PageFallback,
          loader: () => routeData(queryClient.ensureQueryData(restaurantQueryOptions())),
          children: [
            { index: true, Component: HomeRoute, handle: publicPage, loader: menuLoader },
            { path: 'menu', Component: HomeRoute, handle: publicPage, loader: menuLoader },
            {
              path: 'login',
              lazy: { Component: async () => (await import('./routes/auth-pages')).LoginRoute },
            },
            {
              path: 'register',
              lazy: { Component: async () => (await import('./routes/auth-pages')).RegisterRoute },
            },
            {
              path: 'forgot-password',
              lazy: { Component: async () => (await import('./routes/auth-pages')).ForgotPasswordRoute },
            },
            {
              // The profile area's table is in its own chunk (profile-routes.tsx).
              path: 'profile/*',
              lazy: {
                Component: async () => (await import('./routes/profile/profile-routes')).ProfileRoutes,
              },
            },
            {
              path: 'check-out',
              lazy: { Component: async () => (await import('./routes/checkout')).CheckoutRoute },
            },
            {
              path: 'delete-account.php',
              lazy: {
                Component: async () => (await import('./routes/delete-account-page')).DeleteAccountPageRoute,
              },
            },
            ...policyPaths.map((path) => ({
              path: slugOf(path),
              handle: publicPage,
              loader: policyLoader(path),
              lazy: { Component: async () => (await import('./routes/policy-pages')).PolicyPageRoute },
            })),
            {
              path: 'contact-us',
              handle: publicPage,
              lazy: { Component: async () => (await import('./routes/contact-us')).ContactUsRoute },
            },
            {
              path: 'award',
              handle: publicPage,
              lazy: { Component: async () => (await import('./routes/coming-soon')).AwardRoute },
            },
            {
              path: 'reservation',
              handle: publicPage,
              lazy: { Component: async () => (await import('./routes/coming-soon')).ReservationRoute },
            },
            {
              path: 'favourites',
              handle: publicPage,
              lazy: { Component: async () => (await import('./routes/favourites')).FavouritesRoute },
            },
            {
              path: '*',
              handle: publicPage,
              lazy: { Component: async () => (await import('./routes/not-found')).NotFoundRoute },
            },
          ],
        },
      ],
    },
  ];
}

/** The browser's router; `hydrationData` is the server's, for a page it rendered (page-state.ts). */
export function createRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  return createBrowserRouter(createRoutes(queryClient), hydrationData ? { hydrationData } : {});
}
