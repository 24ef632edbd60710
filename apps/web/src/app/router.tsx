import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRoute } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { PageFallback, RouteError } from './routes/route-error';

/**
 * The route table (checkout-and-account §2.1). The home page is in the main bundle; every other
 * page is loaded when first visited. The pages of later work (favourites, sign-in, checkout,
 * profile, policies) join the children here.
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
            { index: true, Component: HomeRoute },
            { path: 'menu', Component: HomeRoute },
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

export function createRouter() {
  return createBrowserRouter(createRoutes());
}
