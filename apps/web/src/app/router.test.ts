import { QueryClient } from '@tanstack/react-query';
import { sitePaths } from '@tiffin/core';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router';

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
  it('has exactly the pages core lists, which the server sends and counts', () => {
    expect(new Set(pagePaths(createRoutes(new QueryClient())))).toEqual(new Set(Object.values(sitePaths)));
  });
});
