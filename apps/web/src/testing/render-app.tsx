import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** A query client for tests: no retries, so an error answer shows its error state at once. */
export function createTestQueryClient() {
  return createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
}

/** The whole app (routes, layout, providers) at a path, in memory. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
