import { QueryClient } from '@tanstack/react-query';
import { isCustomerOrderPagePath, isStaffPagePath, sitePaths } from '@tiffin/core';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, loadAreaRoutes } from './router';

/** Every path the routes match as a page, their segments joined ('*' left out). */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

const staffPages = [
  '/staff',
  '/staff/orders/:orderId/ticket',
  '/staff/menu',
  '/staff/enquiries',
  '/staff/customers',
  '/staff/coupons',
  '/staff/settings',
  '/staff/figures',
  '/staff/reports',
  '/staff/emails',
  '/staff/team',
  '/staff/printers',
  '/staff/password',
];
const orderPage = '/profile/orders/:orderId';
const withId = (path: string) => path.replace(':orderId', '12');

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
});
