import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient} persistMenu>
      <RouterProvider router={router} />
      <ReadyMark />
    </AppProvider>
  );
}

/** `<html data-app="ready">` once the first render (or hydration) is done: its buttons work. */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
