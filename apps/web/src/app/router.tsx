import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { productsWithCategoriesQueryOptions } from '@/features/menu/api/get-products-with-categories';
import { policyPageQueryOptions } from '@/features/pages/api/get-policy-page';
import { restaurantQueryOptions } from '@/features/restaurant/api/get-restaurant';
import { tipsQueryOptions } from '@/features/tips/api/get-tips';
import { paths } from '@/lib/paths';
import { routeData } from './route-data';
import type { Area } from './routes/area-routes';
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

/** Modules of several pages, each imported in one place. */
const authPages = () => import('./routes/auth-pages');
const comingSoon = () => import('./routes/coming-soon');

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
 * The staff side and the profile area: each a route of the table without a path, into which the
 * area's own routes (its layout and pages, with their loaders) are added from the area's chunk on
 * the first visit of one of its pages, so that not even their table is part of a customer's first
 * visit. Before that, no path of an area matches but the not-found page's `*`, which makes the
 * router ask for them (`patchRoutesOnNavigation`).
 */
export type AreaRoutes = Partial<Record<Area, RouteObject[]>>;

const areaRoutes = (area: Area, queryClient: QueryClient) =>
  import('./routes/area-routes').then((areas) => areas.areaRoutes(area, queryClient));

/** The area a path is in, if any (spelled as the server sends its pages). */
const areaOf = (path: string) => /^\/(staff|profile)(\/|$)/.exec(path)?.[1] as Area | undefined;

/** Both areas' routes, for a table that has every page at once (the server's; the tests'). */
export async function loadAreaRoutes(queryClient: QueryClient): Promise<AreaRoutes> {
  const [staff, profile] = await Promise.all([
    areaRoutes('staff', queryClient),
    areaRoutes('profile', queryClient),
  ]);
  return { staff, profile };
}

/** The browser's: an area's routes are added on the first visit of one of its pages. */
export function discoverAreaRoutes(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    const area = areaOf(path);
    // The router leaves out the routes it has already.
    if (area) patch(area, await areaRoutes(area, queryClient));
  };
}

/**
 * The route table (checkout-and-account §2.1). The home page is in the main bundle; every other
 * page is loaded when first visited. Each route's loader starts the queries its page shows
 * (route-data.ts): the server waits for them and renders with their answers, the browser shows the
 * page at once with its loading states. `areas`: the areas' routes already loaded.
 *
 * A function of the query client the loaders fill, and new for each router: a router marks the lazy
 * functions it has run by clearing them in the route objects.
 */
export function createRoutes(queryClient: QueryClient, areas: AreaRoutes = {}): RouteObject[] {
  const menuLoader = () => routeData(queryClient.ensureQueryData(productsWithCategoriesQueryOptions()));
  const policyLoader = (path: string) => () =>
    routeData(queryClient.ensureQueryData(policyPageQueryOptions(slugOf(path))));
  return [
    // The staff side, in its own frame (no customer header or footer).
    { id: 'staff', children: areas.staff },
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
              lazy: { Component: () => authPages().then((module) => module.LoginRoute) },
            },
            {
              path: 'register',
              lazy: { Component: () => authPages().then((module) => module.RegisterRoute) },
            },
            {
              path: 'forgot-password',
              lazy: { Component: () => authPages().then((module) => module.ForgotPasswordRoute) },
            },
            {
              path: 'confirm-email',
              lazy: {
                Component: () => import('./routes/confirm-email').then((module) => module.ConfirmEmailRoute),
              },
            },
            { id: 'profile', children: areas.profile },
            {
              path: 'check-out',
              lazy: { Component: () => import('./routes/checkout').then((module) => module.CheckoutRoute) },
            },
            {
              path: 'delete-account.php',
              lazy: {
                Component: () =>
                  import('./routes/delete-account-page').then((module) => module.DeleteAccountPageRoute),
              },
            },
            ...policyPaths.map((path) => ({
              path: slugOf(path),
              handle: publicPage,
              loader: policyLoader(path),
              lazy: {
                Component: () => import('./routes/policy-pages').then((module) => module.PolicyPageRoute),
              },
            })),
            {
              path: 'tips',
              handle: publicPage,
              loader: () => routeData(queryClient.ensureQueryData(tipsQueryOptions())),
              lazy: { Component: () => import('./routes/tips').then((module) => module.TipsRoute) },
            },
            {
              path: 'contact-us',
              handle: publicPage,
              lazy: {
                Component: () => import('./routes/contact-us').then((module) => module.ContactUsRoute),
              },
            },
            {
              path: 'award',
              handle: publicPage,
              lazy: { Component: () => comingSoon().then((module) => module.AwardRoute) },
            },
            {
              path: 'reservation',
              handle: publicPage,
              lazy: { Component: () => comingSoon().then((module) => module.ReservationRoute) },
            },
            {
              path: 'favourites',
              handle: publicPage,
              lazy: {
                Component: () => import('./routes/favourites').then((module) => module.FavouritesRoute),
              },
            },
            {
              path: '*',
              handle: publicPage,
              lazy: { Component: () => import('./routes/not-found').then((module) => module.NotFoundRoute) },
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The browser's router; `hydrationData` is the server's, for a page it rendered (page-state.ts). A
 * first page that the server left to the browser and that is in an area starts with the area's
 * routes, so that it opens on its own page. (A page the server rendered is in no area: a path there
 * that is no page is the not-found page, as the server rendered it.)
 */
export async function createRouter(
  queryClient: QueryClient,
  hydrationData?: HydrationState,
  rendered = false,
) {
  const area = rendered ? undefined : areaOf(window.location.pathname);
  return createBrowserRouter(
    createRoutes(queryClient, area && { [area]: await areaRoutes(area, queryClient) }),
    {
      hydrationData,
      patchRoutesOnNavigation: discoverAreaRoutes(queryClient),
    },
  );
}
