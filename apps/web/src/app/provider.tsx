import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_MS, TOAST_POSITION } from '@tiffin/core';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { useSessionExpiry } from '@/features/auth/hooks/use-session-expiry';
import { createQueryClient } from '@/lib/query-client';
// Sonner's styles as a file: the page's CSP allows no inline <style> (vite.config.ts strips
// sonner's own injection).
import 'sonner/dist/styles.css';
import './toaster.css';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass their own client (no retries, fresh cache). */
  queryClient?: QueryClient;
};

/** The providers every page needs: server state, the session-expiry rule and the toasts. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionExpiry />
      {children}
      <Toaster position={TOAST_POSITION} duration={TOAST_MS} richColors closeButton />
    </QueryClientProvider>
  );
}

/** A 401 to any call made with the token ends the session, in one place (features/auth). */
function SessionExpiry() {
  useSessionExpiry();
  return null;
}
