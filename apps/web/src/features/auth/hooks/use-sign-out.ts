import { useQueryClient } from '@tanstack/react-query';
import { messages, SIGN_OUT_OVERLAY_MS } from '@tiffin/core';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { logout } from '../api/logout';
import {
  preloadSigningOutOverlay,
  signingOutOverlayLoaded,
} from '../components/signing-out-overlay-on-demand';
import { useAuthStore } from '../stores/auth-store';
import { useAuthUiStore } from '../stores/auth-ui-store';
import { clearAccountData } from './clear-account-data';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * How long sign-out waits for its overlay to be drawn before going on without it (its code failed
 * to load, or the phone is very slow): the customer is never left signed in behind a spinner.
 */
const OVERLAY_DRAWN_LIMIT_MS = 3000;

/** Resolves once the overlay is on screen. */
function overlayShown(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = useAuthUiStore.subscribe((state) => {
      if (!state.signingOutShown) return;
      unsubscribe();
      resolve();
    });
    if (useAuthUiStore.getState().signingOutShown) {
      unsubscribe();
      resolve();
    }
  });
}

/**
 * Sign Out, from the header or the profile area: the full-screen overlay for SIGN_OUT_OVERLAY_MS
 * (1 s everywhere, DECISIONS.md) while the server ends the session (its failure is ignored), then
 * the session, basket and favourites are cleared and the customer lands on the home page.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The overlay shows the moment Sign Out is pressed: its code comes while the button is shown.
  useEffect(preloadSigningOutOverlay, []);

  return useCallback(
    async (label: string = messages.navigation.signingOut) => {
      const ui = useAuthUiStore.getState();
      if (ui.signingOutLabel !== null) return;
      ui.setSigningOutLabel(label);
      const { token } = useAuthStore.getState();
      if (token !== null) {
        logout(token).catch(() => {
          // The session ends here whatever the server says; it expires there on its own.
        });
      }
      // The overlay's second starts once it is on screen: on a slow phone its code may still be
      // coming, and React draws a lazy component's first frame when it can (a busy page may hold
      // it past the second, and the overlay was then never seen).
      await signingOutOverlayLoaded();
      await Promise.race([overlayShown(), wait(OVERLAY_DRAWN_LIMIT_MS)]);
      await wait(SIGN_OUT_OVERLAY_MS);
      clearAccountData(queryClient);
      await navigate(paths.home);
      useAuthUiStore.getState().setSigningOutLabel(null);
    },
    [navigate, queryClient],
  );
}
