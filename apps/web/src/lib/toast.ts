import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner, top-right, 4 s) without sonner in the first visit's JavaScript: the library
 * (about 7 KB gzipped) loads the first time a toast is shown, or as soon as the visitor first
 * presses a key or a pointer (app/provider.tsx), so it is ready before any form answers. Call this
 * module's `toast` rather than sonner's; sonner keeps its toasts in a module and shows any that
 * were raised before its Toaster mounted.
 */

type Sonner = typeof import('sonner');
type ToastKind = 'success' | 'error' | 'warning' | 'info';

let sonner: Promise<Sonner> | null = null;
let toasterWanted = false;
const listeners = new Set<() => void>();

/** Starts loading sonner (once) and asks the app to mount its Toaster. */
export function loadToasts(): Promise<Sonner> {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  return sonner;
}

/** For useSyncExternalStore: whether the Toaster should be on the page yet. */
export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return toasterWanted;
}

function show(kind: ToastKind) {
  return (message: string, options?: ExternalToast): void => {
    void loadToasts().then((module) => module.toast[kind](message, options));
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  /** Closes one toast, or all; nothing to do while sonner has not loaded. */
  dismiss: (id?: string | number): void => {
    void sonner?.then((module) => module.toast.dismiss(id));
  },
};
