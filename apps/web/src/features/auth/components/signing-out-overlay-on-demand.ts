import { onDemand } from '@/lib/on-demand';
import { useAuthUiStore } from '../stores/auth-ui-store';

/** The 'Signing Out' overlay, loaded with the first sign-out; whatever offers Sign Out preloads it. */
export const {
  Component: SigningOutOverlayOnDemand,
  preload: preloadSigningOutOverlay,
  loaded: signingOutOverlayLoaded,
} = onDemand(
  () => import('./signing-out-overlay').then((module) => module.SigningOutOverlay),
  () => useAuthUiStore((state) => state.signingOutLabel !== null),
);
