import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRoute } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { PageFallback, RouteError } from './routes/route-error';

/**
 * What the server does for a page (decision 014): public pages are rendered on the server
 * (`prerender`), as for a visitor, with what depends on the session left for the browser to fill in
 * (lib/server-render.ts); the menu pages also carry the whole menu. The account pages, all about
 * the session, are rendered by the browser alone.
 */
export type PageHandle = { prerender: boolean; menu?: boolean };
const publicPage: PageHandle = { prerender: true };
const menuPage: PageHandle = { prerender: true, menu: true };

/**
 * The route table (checkout-and-account §2.1). The home page is in the main bundle; every other
 * page is loaded when first visited. The pages of later work (checkout) join the children here.
 *
 * A function, not a constant: a router marks the lazy functions it has run by clearing them in the
 * route objects, so each router (one per test) needs its own.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      // A failure of the header or footer themselves: no frame to keep.
      ErrorBoundary: RouteError,
      children: [
        {
          // Pathless: a page's failure or first load is shown inside the header and footer.
          ErrorBoundary: RouteError,
          HydrateFallback: PageFallback,
          children: [
            { index: true, Component: HomeRoute, handle: menuPage },
            { path: 'menu', Component: HomeRoute, handle: menuPage },
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
              path: 'profile',
              lazy: {
                Component: async () => (await import('./routes/profile/profile-routes')).ProfileLayoutRoute,
              },
              children: [
                { index: true, lazy: { Component: async () => (await profileRoutes()).PersonalInfoRoute } },
                {
                  path: 'personal',
                  lazy: { Component: async () => (await profileRoutes()).PersonalInfoRoute },
                },
                {
                  path: 'addresses',
                  lazy: { Component: async () => (await profileRoutes()).AddressesRoute },
                },
                {
                  path: 'notifications',
                  lazy: { Component: async () => (await profileRoutes()).NotificationsRoute },
                },
                { path: 'security', lazy: { Component: async () => (await profileRoutes()).SecurityRoute } },
                {
                  path: 'delete-account',
                  lazy: { Component: async () => (await profileRoutes()).DeleteAccountRoute },
                },
              ],
            },
            {
              path: 'delete-account.php',
              lazy: {
                Component: async () => (await import('./routes/delete-account-page')).DeleteAccountPageRoute,
              },
            },
            {
              path: 'about-us',
              handle: publicPage,
              lazy: { Component: async () => (await policyPages()).AboutUsRoute },
            },
            {
              path: 'terms-conditions',
              handle: publicPage,
              lazy: { Component: async () => (await policyPages()).TermsConditionsRoute },
            },
            {
              path: 'refund-and-cancellation-policy',
              handle: publicPage,
              lazy: { Component: async () => (await policyPages()).RefundPolicyRoute },
            },
            {
              path: 'shipping-and-delivery-policy',
              handle: publicPage,
              lazy: { Component: async () => (await policyPages()).ShippingPolicyRoute },
            },
            {
              path: 'privacy-policy',
              handle: publicPage,
              lazy: { Component: async () => (await policyPages()).PrivacyPolicyRoute },
            },
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
              lazy: { Component: async () => (await import('./routes/not-found')).NotFoundRoute },
            },
          ],
        },
      ],
    },
  ];
}

const profileRoutes = () => import('./routes/profile/profile-routes');
const policyPages = () => import('./routes/policy-pages');

export function createRouter() {
  return createBrowserRouter(createRoutes());
}
