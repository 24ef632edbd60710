import { onDemand } from '@/lib/on-demand';
import { useAuthUiStore } from '../stores/auth-ui-store';

/** The sign-in modal, loaded when first opened (openAuthDialog) or when a Sign In button is pointed at. */
const loadAuthDialog = () => import('./auth-dialog');

export const { Component: AuthDialogOnDemand } = onDemand(
  () => loadAuthDialog().then((module) => module.AuthDialog),
  () => useAuthUiStore((state) => state.dialogView !== null),
);

/** The modal and its forms, loading before the press that opens them. */
export function preloadAuthDialog(): void {
  void loadAuthDialog().then((module) => module.preloadAuthDialogContent());
}
