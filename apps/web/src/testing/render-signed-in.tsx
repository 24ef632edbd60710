import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { createTestQueryClient } from './render-app';

/**
 * One part of a page for a signed-in customer (signInForTest first): the app's providers — so a
 * 401 ends the session as in the app (features/auth) — and a router, without the routes: for a
 * component whose page belongs to another branch.
 */
export function renderSignedIn(element: ReactNode, path = '/check-out') {
  void useAuthStore.persist.rehydrate();
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
