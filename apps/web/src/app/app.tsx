import { type DataRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
