import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False on the server and during hydration, true afterwards (React re-renders with it at once):
 * for parts that depend on what only the browser knows (the session), so that the first render in
 * the browser is the server's, as hydration requires, and the browser's own state follows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
