import { QueryClient } from '@tanstack/react-query';
import { STAFF_PAGE_PATH, sitePaths } from '@tiffin/core';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router';
import { profilePages } from './routes/profile/profile-routes';

/** Every path the routes match as a page, their segments joined ('*' left out). */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  it('has exactly the pages core lists, which the server sends and counts, and the staff side', () => {
    const paths = pagePaths(createRoutes(new QueryClient()));
    const areas = [`${STAFF_PAGE_PATH}/*`, `${sitePaths.profile}/*`];
    // The profile area's pages are matched in its own chunk.
    const profile = Object.keys(profilePages).map((page) =>
      `${sitePaths.profile}/${page}`.replace(/\/$/, ''),
    );
    expect(new Set([...paths.filter((path) => !areas.includes(path)), ...profile])).toEqual(
      new Set(Object.values(sitePaths)),
    );
    expect(paths).toEqual(expect.arrayContaining(areas));
  });
});
