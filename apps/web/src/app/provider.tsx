import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_MS, TOAST_POSITION } from '@tiffin/core';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSessionExpiry } from '@/features/auth/hooks/use-session-expiry';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { forgetStoredFavourites, keepFavouritesStored } from '@/features/favourites/api/favourites-storage';
import { isToasterWanted, loadToasts, subscribeToToaster } from '@/lib/toast';
import './toaster.css';

type AppProviderProps = {
  children: ReactNode;
  /** The client the router's loaders fill too (main.tsx, entry-server.tsx; tests bring their own). */
  queryClient: QueryClient;
};

/**
 * The providers every page needs: server state, the session-expiry rule, the basket and the
 * favourites following the session (the favourites kept under 'wishlist_items' from the query
 * cache), and the toasts.
 */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  useEffect(() => keepFavouritesStored(queryClient), [queryClient]);
  // `<html data-app="ready">` once the first render (or hydration) is done: the page's buttons work.
  // Here, not in a component of its own: the tree must be the server's, or React's ids would differ.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionExpiry />
      <AccountDataFollowsSession />
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}

/** The header's height (64 px) and a gap. */
const TOAST_TOP_PX = 72;

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * sonner's Toaster, mounted once a toast is wanted (lib/toast.ts) or the visitor first presses a key
 * or a pointer, whichever comes first: the first view of a page does not carry its code.
 */
function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  useEffect(() => {
    if (wanted) return;
    const load = () => void loadToasts();
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', load, options);
    window.addEventListener('keydown', load, options);
    return () => {
      window.removeEventListener('pointerdown', load, options);
      window.removeEventListener('keydown', load, options);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={TOAST_POSITION}
        // Below the sticky header (h-16), so Sign In, Sign Up and the account menu stay in reach.
        offset={{ top: TOAST_TOP_PX, right: 16 }}
        mobileOffset={{ top: TOAST_TOP_PX, right: 8, left: 8 }}
        duration={TOAST_MS}
        richColors
        closeButton
      />
    </Suspense>
  );
}

/** A 401 to any call made with the token ends the session, in one place (features/auth). */
function SessionExpiry() {
  useSessionExpiry();
  return null;
}

/**
 * Signing out (here, in another tab, or a session that expired) clears the stored basket and
 * favourites (features/auth clearAccountData removes the 'cart' and 'wishlist_items' keys); the
 * basket on screen empties with them, and the hearts with the answers fetched with the token
 * (use-session-expiry.ts). The favourites belong to one session: the kept ones are forgotten
 * whenever the token changes, and the new session's come from the server. Composed here because
 * features do not import each other.
 */
function AccountDataFollowsSession() {
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.token === previous.token) return;
        if (previous.token !== null && state.token === null) useBasketStore.getState().clear();
        forgetStoredFavourites();
      }),
    [],
  );
  return null;
}
