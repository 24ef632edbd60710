import { QueryClient } from '@tanstack/react-query';
import { indexedSitePaths, isCustomerOrderPagePath, isStaffPagePath, sitePaths } from '@tiffin/core';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, loadAreaRoutes, type PageHandle } from './router';

/** Every path the routes match as a page, their segments joined ('*' left out), with its route. */
function pageRoutes(routes: RouteObject[], parent = ''): [string, RouteObject][] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own: [string, RouteObject][] =
      route.index || (route.path !== undefined && !route.children) ? [[path || '/', route]] : [];
    return [...own, ...pageRoutes(route.children ?? [], path)];
  });
}
const pagePaths = (routes: RouteObject[]) => pageRoutes(routes).map(([path]) => path);

const staffPages = [
  '/staff',
  '/staff/orders/:orderId/ticket',
  '/staff/menu',
  '/staff/enquiries',
  '/staff/customers',
  '/staff/coupons',
  '/staff/settings',
  '/staff/zones',
  '/staff/figures',
  '/staff/reports',
  '/staff/ratings',
  '/staff/emails',
  '/staff/team',
  '/staff/printers',
  '/staff/fake-orders',
  '/staff/run',
  '/staff/password',
  '/staff/drivers/:driverId',
  '/staff/phone-order',
];
const orderPage = '/profile/orders/:orderId';
const withId = (path: string) => path.replace(/:[A-Za-z]+/g, '12');

describe('the route table', () => {
  it('has exactly the pages core lists, which the server sends and counts, the order pages and the staff side', async () => {
    const queryClient = new QueryClient();
    const paths = pagePaths(createRoutes(queryClient, await loadAreaRoutes(queryClient)));
    expect(paths).toHaveLength(new Set(paths).size);
    expect(new Set(paths)).toEqual(new Set([...Object.values(sitePaths), orderPage, ...staffPages]));
    // The server sends these paths to the browser as pages (apps/api plugins/web-app.ts).
    for (const path of staffPages) expect(isStaffPagePath(withId(path))).toBe(true);
    expect(isCustomerOrderPagePath(withId(orderPage))).toBe(true);
  });

  it('leaves the staff and profile pages out of the table a first visit loads, to be found on their first visit', () => {
    const paths = pagePaths(createRoutes(new QueryClient()));
    expect(paths.filter((path) => /^\/(staff|profile)(\/|$)/.test(path))).toEqual([]);
    expect(new Set(paths)).toEqual(
      new Set(Object.values(sitePaths).filter((path) => !path.startsWith(sitePaths.profile))),
    );
  });

  it('renders on the server every page the sitemap lists (issue 52), so a crawler reads it without scripts', () => {
    const rendered = new Set(
      pageRoutes(createRoutes(new QueryClient()))
        .filter(([, route]) => (route.handle as PageHandle | undefined)?.prerender)
        .map(([path]) => path),
    );
    for (const path of indexedSitePaths) expect(rendered, path).toContain(path);
  });
});
