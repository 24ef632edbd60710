import { messages } from '@tiffin/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { siteText } from '@/lib/site-text';
import { type AuthView, useAuthUiStore } from '../stores/auth-ui-store';

/** The forms load on the first opening; the first visit does not carry them. */
const loadContent = () => import('./auth-dialog-content');
const AuthDialogContent = lazy(loadContent);

/** Starts loading the forms early (pointer over or focus on a Sign In / Sign Up button). */
export function preloadAuthDialogContent(): void {
  void loadContent();
}

const titles: Record<AuthView, string> = {
  login: messages.navigation.signIn,
  register: messages.navigation.signUp,
  'forgot-password': siteText.authDialog.forgotTitle,
};

/**
 * The sign-in modal, mounted once in the layout and opened with openAuthDialog() from the header's
 * Sign In / Sign Up buttons and from any page that needs a signed-in customer.
 */
export function AuthDialog() {
  const view = useAuthUiStore((state) => state.dialogView);
  const closeAuthDialog = useAuthUiStore((state) => state.closeAuthDialog);
  const { pathname } = useLocation();

  // Going to another page (the browser's back button) closes it. Only a change: the first run, which
  // may come after a first press has opened it, leaves it open.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    useAuthUiStore.getState().closeAuthDialog();
  }, [pathname]);

  return (
    <Dialog
      open={view !== null}
      onClose={closeAuthDialog}
      title={view === null ? '' : titles[view]}
      closeLabel={siteText.authDialog.close}
      // After signing in the Sign In button is gone: the page itself takes the focus.
      fallbackFocus={() => document.getElementById('main')}
    >
      <Suspense
        fallback={
          <p role="status" className="flex items-center justify-center gap-3 p-10 text-ink-muted">
            <Spinner />
            {siteText.authDialog.loadingForm}
          </p>
        }
      >
        {view !== null && <AuthDialogContent view={view} />}
      </Suspense>
    </Dialog>
  );
}
