import type { QueryClient } from '@tanstack/react-query';
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

/**
 * /staff (issue 14): the layout, with the session gate, and a page for each path (core's
 * `isStaffPagePath` has the same list, for the server). Any other path under /staff is the site's
 * not-found page.
 */
function staffRoutes(page: PageRoute): RouteObject[] {
  return [
    {
      path: 'staff',
      ErrorBoundary: RouteError,
      lazy: { Component: async () => (await import('./staff/staff-layout')).StaffLayout },
      children: withErrors([
        { index: true, lazy: () => import('./staff/board').then(page) },
        { path: 'orders/:orderId/ticket', lazy: () => import('./staff/ticket').then(page) },
        { path: 'menu', lazy: () => import('./staff/menu').then(page) },
        { path: 'enquiries', lazy: () => import('./staff/enquiries').then(page) },
        { path: 'customers', lazy: () => import('./staff/customers').then(page) },
        { path: 'coupons', lazy: () => import('./staff/coupons').then(page) },
        { path: 'settings', lazy: () => import('./staff/settings').then(page) },
        { path: 'figures', lazy: () => import('./staff/figures').then(page) },
        { path: 'reports', lazy: () => import('./staff/reports').then(page) },
        { path: 'emails', lazy: () => import('./staff/emails').then(page) },
        { path: 'team', lazy: () => import('./staff/team').then(page) },
        { path: 'printers', lazy: () => import('./staff/printers').then(page) },
        { path: 'password', lazy: () => import('./staff/password').then(page) },
      ]),
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
