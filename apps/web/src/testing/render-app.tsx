import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes, discoverAreaRoutes } from '@/app/router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useAuthUiStore } from '@/features/auth/stores/auth-ui-store';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { createQueryClient } from '@/lib/query-client';

/** A query client for tests: no retries, so an error answer shows its error state at once. */
export function createTestQueryClient() {
  return createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
}

/** A part of the app with the providers every page has (server state, toasts), on a test query client. */
export function renderWithProviders(element: ReactNode) {
  const queryClient = createTestQueryClient();
  const view = render(<AppProvider queryClient={queryClient}>{element}</AppProvider>);
  return { ...view, queryClient };
}

/** Where the app opens: a path, or a path with navigation state (what /login reads). */
export type InitialEntry = string | { pathname: string; state?: unknown };

/**
 * The whole app (routes, layout, providers) at a path, in memory. The session and the basket are
 * read from localStorage as the browser would on opening the site (see signInForTest).
 */
export function renderApp(entry: InitialEntry = '/') {
  void useAuthStore.persist.rehydrate();
  // The basket as the browser keeps it under 'cart' (empty unless the test stored one).
  void useBasketStore.persist.rehydrate();
  useAuthUiStore.setState({
    dialogView: null,
    signingOutLabel: null,
    signingOutShown: false,
    accountDeleted: false,
  });
  const queryClient = createTestQueryClient();
  // The areas' routes (staff, profile) are found as the browser's router finds them.
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [entry],
    patchRoutesOnNavigation: discoverAreaRoutes(queryClient),
  });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
