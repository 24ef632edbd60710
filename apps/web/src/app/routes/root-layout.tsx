import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { AuthDialogOnDemand } from '@/features/auth/components/auth-dialog-on-demand';
import { SigningOutOverlayOnDemand } from '@/features/auth/components/signing-out-overlay-on-demand';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { CLEARED_CHECKOUT_STORAGE } from '@/features/checkout/stores/cleared-draft';
import { OrderingPausedNotice } from '@/features/restaurant/components/ordering-paused-notice';
import { storageKeys, writeText } from '@/lib/browser-storage';
import { deferredSection } from '@/lib/deferred-section';
import { isProfilePath } from '@/lib/paths';
import { useReportPageViews } from '@/lib/report-page-view';
import { siteText } from '@/lib/site-text';
import { SiteHeader } from '../layout/site-header';

/** Below every page: hydrated as it comes near the screen. */
const SiteFooter = deferredSection(
  async () => (await import('@/features/restaurant/components/site-footer')).SiteFooter,
);

/**
 * The frame of every page: header, the notice while online ordering is paused, the page, and the
 * footer (not in the profile area); the sign-in modal and the sign-out overlay, opened from anywhere.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useReportPageViews();
  useCheckoutDraftGoesWithTheBasket();

  return (
    <div className="flex min-h-dvh flex-col">
      {/* A new page starts at the top, or at its #section; back and forward return to where the page was. */}
      <ScrollRestoration />
      <a
        href="#main"
        className="sr-only rounded-full bg-ink font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-3"
      >
        {siteText.skipToContent}
      </a>
      {navigation.state === 'loading' && <NavigationProgress />}
      <SiteHeader />
      <OrderingPausedNotice />
      <OfflineNotice />
      {/* At least the first screen tall: the footer starts below the fold, so a page whose code or data
          arrives later does not push a footer already in view down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        <Outlet />
      </main>
      {!isProfilePath(pathname) && <SiteFooter />}
      <AuthDialogOnDemand />
      <SigningOutOverlayOnDemand />
    </div>
  );
}

/** A thin bar while the code of the next page loads. */
function NavigationProgress() {
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-saffron-soft">
      <div className="h-full w-1/3 animate-pulse bg-saffron motion-reduce:animate-none" />
    </div>
  );
}

/**
 * §4 "Cart empty": the checkout's stored choices go when the basket empties, on whichever page;
 * the checkout reads its draft again when it opens (its code is not loaded here).
 */
function useCheckoutDraftGoesWithTheBasket() {
  useEffect(
    () =>
      useBasketStore.subscribe((state, previous) => {
        // Cleared to cash, as the spec says of clearing checkout data (issue 47: it went back to Card).
        if (previous.items.length > 0 && state.items.length === 0)
          writeText(storageKeys.checkout, CLEARED_CHECKOUT_STORAGE);
      }),
    [],
  );
}
