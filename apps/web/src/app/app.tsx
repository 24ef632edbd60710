import type { QueryClient } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';

/** The browser's app: the same providers around the router as the server renders (entry-server.tsx). */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
