/**
 * What a route's loader hands back: its page's query, started with `queryClient.ensureQueryData` (an
 * answer already in the cache is used as it is). The browser does not wait for it: the page shows
 * at once with its own loading and error states, as the spec describes them. The server waits for
 * `ready` before rendering (entry-server.tsx), so its HTML carries the answer. A failed query is left
 * to the page's error state.
 */
export type RouteData = { ready: Promise<unknown> };

export function routeData(query: Promise<unknown>): RouteData {
  return { ready: query.catch(() => undefined) };
}

export function isRouteData(value: unknown): value is RouteData {
  return typeof value === 'object' && value !== null && 'ready' in value;
}
