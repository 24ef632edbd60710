import type { QueryClient } from '@tanstack/react-query';
import { STAFF_PAGE_PATH, type StaffPagePath, staffPages } from '@tiffin/core';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { RouteError } from './route-error';

/**
 * The routes of the staff side and of the profile area, in one chunk that the router loads on the
 * first visit of a page of either (router.tsx). Each area has a layout and a page per path; each
 * page's module (routes/staff/*, routes/profile/*) is loaded on the page's first visit, and a page
 * that fails shows the error inside its area's layout.
 */
export type Area = 'staff' | 'profile';

export function areaRoutes(area: Area, queryClient: QueryClient): RouteObject[] {
  const page = pageRoute(queryClient);
  return area === 'staff' ? staffRoutes(page) : profileRoutes(page);
}

/** A page's module: the page, and the loader that starts the queries it shows (given the query client). */
type PageModule = {
  Component: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};
type PageRoute = (module: PageModule) => Pick<RouteObject, 'Component' | 'loader'>;

const pageRoute =
  (queryClient: QueryClient): PageRoute =>
  ({ Component, clientLoader }) => ({ Component, loader: clientLoader?.(queryClient) });

const withErrors = (pages: RouteObject[]) => pages.map((route) => ({ ...route, ErrorBoundary: RouteError }));

/** Each staff page's module (routes/staff/*), by its path in core's `staffPages`. */
const STAFF_PAGE_MODULES = {
  '/staff': () => import('./staff/board'),
  '/staff/menu': () => import('./staff/menu'),
  '/staff/enquiries': () => import('./staff/enquiries'),
  '/staff/customers': () => import('./staff/customers'),
  '/staff/coupons': () => import('./staff/coupons'),
  '/staff/settings': () => import('./staff/settings'),
  '/staff/zones': () => import('./staff/zones'),
  '/staff/printers': () => import('./staff/printers'),
  '/staff/fake-orders': () => import('./staff/fake-orders'),
  '/staff/figures': () => import('./staff/figures'),
  '/staff/reports': () => import('./staff/reports'),
  '/staff/ratings': () => import('./staff/ratings'),
  '/staff/emails': () => import('./staff/emails'),
  '/staff/team': () => import('./staff/team'),
  '/staff/run': () => import('./staff/run'),
  '/staff/password': () => import('./staff/password'),
  '/staff/drivers/:driverId': () => import('./staff/driver'),
  '/staff/orders/:orderId/ticket': () => import('./staff/ticket'),
  '/staff/phone-order': () => import('./staff/phone-order'),
} satisfies Record<StaffPagePath, () => Promise<PageModule>>;

/**
 * /staff (issue 14): the layout, with the session gate, and a page for each of core's
 * `staffPages` (decision 062; the frame's navigation and the server's `isStaffPagePath` are made
 * from the same list). Any other path under /staff is the site's not-found page.
 */
function staffRoutes(page: PageRoute): RouteObject[] {
  return [
    {
      path: 'staff',
      ErrorBoundary: RouteError,
      lazy: { Component: async () => (await import('./staff/staff-layout')).StaffLayout },
      children: withErrors(
        staffPages.map(({ path }) => {
          const lazy = () => STAFF_PAGE_MODULES[path]().then(page);
          return path === STAFF_PAGE_PATH
            ? { index: true, lazy }
            : { path: path.slice('/staff/'.length), lazy };
        }),
      ),
    },
  ];
}

/**
 * /profile (checkout-and-account §2.10; core's `sitePaths.profile…` and `isCustomerOrderPagePath`):
 * the layout, with the sign-in guard, and a page for each path; any other path under /profile is
 * the not-found page, without the layout.
 */
function profileRoutes(page: PageRoute): RouteObject[] {
  const personalInfo = () => import('./profile/personal-info').then(page);
  return [
    {
      path: 'profile',
      children: [
        {
          lazy: { Component: async () => (await import('./profile/profile-layout')).ProfileLayoutRoute },
          children: withErrors([
            { index: true, lazy: personalInfo },
            { path: 'personal', lazy: personalInfo },
            { path: 'orders', lazy: () => import('./profile/orders').then(page) },
            { path: 'orders/:orderId', lazy: () => import('./profile/order').then(page) },
            { path: 'addresses', lazy: () => import('./profile/addresses').then(page) },
            { path: 'notifications', lazy: () => import('./profile/notifications').then(page) },
            { path: 'security', lazy: () => import('./profile/security').then(page) },
            { path: 'delete-account', lazy: () => import('./profile/delete-account').then(page) },
          ]),
        },
        { path: '*', lazy: { Component: async () => (await import('./not-found')).NotFoundRoute } },
      ],
    },
  ];
}
