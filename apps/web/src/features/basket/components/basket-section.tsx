import { messages } from '@tiffin/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { BasketIcon } from '@/components/ui/icons/basket-icon';
import { Skeleton } from '@/components/ui/skeleton';
import type { MenuAvailability } from '@/lib/cart-item';
import { onDemand } from '@/lib/on-demand';
import { sectionIds } from '@/lib/paths';
import { siteText } from '@/lib/site-text';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useBasketLines } from '../hooks/use-basket-lines';
import type { CheckoutAccess } from './checkout-button';

/**
 * The lines, steppers and checkout load when the sidebar nears the screen or the sheet is first
 * opened: the first view of the page needs only the floating button and its badge.
 */
const loadPanel = () => import('./basket-panel');
const BasketPanel = lazy(async () => ({ default: (await loadPanel()).BasketPanel }));

/** The sheet the lines open in on a phone: the shared dialog, loaded when first opened. */
const { Component: Sheet, preload: preloadSheet } = onDemand(
  () => import('@/components/ui/dialog').then((module) => module.Dialog),
  (props) => props.open,
);

export function preloadBasketPanel(): void {
  void loadPanel();
  preloadSheet();
}

/** The sidebar shows from this width; below it the floating button and the sheet. */
const WIDE_QUERY = '(min-width: 1024px)';

const text = siteText.basket;

/**
 * The total and Checkout stay in reach on a long basket. A sticky element keeps clear of its scroll
 * box's padding: the sidebar pads itself (p-5), hence -bottom-5; the sheet's dialog does not.
 */
const SIDEBAR_FOOTER = 'sticky -bottom-5 -mx-5 -mb-5 bg-white px-5 pb-5';
const SHEET_FOOTER = 'sticky bottom-0 -mx-5 -mb-5 bg-cream px-5 pb-5';

/**
 * The basket (visitor-side §2 "Basket panel"): a sidebar beside the menu on wide screens
 * (#basket-section); on small screens a floating button with the count badge ('9+' above 9) that
 * opens it as a bottom sheet.
 */
type BasketSectionProps = CheckoutAccess & {
  /** What the menu says now of the basket's dishes (issue 29); the route passes it from the menu. */
  availability?: MenuAvailability;
};

export function BasketSection(props: BasketSectionProps) {
  return (
    <>
      <BasketSidebar {...props} />
      <MobileBasket {...props} />
    </>
  );
}

function BasketSidebar(props: BasketSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const headingId = useId();
  return (
    <aside
      ref={ref}
      id={sectionIds.basket}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="sticky top-20 mt-6 hidden max-h-[calc(100dvh-6rem)] scroll-mt-20 overflow-y-auto rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line outline-none lg:block"
    >
      <h2 id={headingId} className="mb-4 font-display text-xl font-bold">
        {text.heading}
      </h2>
      {near ? (
        <Suspense fallback={<PanelLoading />}>
          <BasketPanel {...props} footerClassName={SIDEBAR_FOOTER} />
        </Suspense>
      ) : (
        <PanelLoading />
      )}
    </aside>
  );
}

function MobileBasket(props: BasketSectionProps) {
  const [open, setOpen] = useState(false);
  const { count } = useBasketLines(props.availability);

  // Growing to the sidebar's width hides the button: the sheet must not stay open behind it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadBasketPanel}
        onFocus={preloadBasketPanel}
        aria-haspopup="dialog"
        aria-label={text.openBasket(count)}
        data-basket-button=""
        className="fixed right-4 bottom-4 z-30 inline-flex size-16 items-center justify-center rounded-full bg-saffron text-white shadow-lg ring-4 ring-cream hover:bg-saffron-dark"
      >
        <BasketIcon className="size-7" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-ink px-1.5 text-xs font-bold text-white tabular-nums"
          >
            {messages.basket.badge(count)}
          </span>
        )}
      </button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title={text.heading}
        closeLabel={text.closeBasket}
        placement="bottom"
      >
        {/* Only while open: the page's first render (the server's too) carries no part of it. */}
        {open && (
          <div className="p-5">
            <Suspense fallback={<PanelLoading />}>
              <BasketPanel {...props} footerClassName={SHEET_FOOTER} />
            </Suspense>
          </div>
        )}
      </Sheet>
    </div>
  );
}

function PanelLoading() {
  return (
    <div>
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <div aria-hidden="true" className="space-y-4 text-ink">
        <Skeleton className="h-12 w-full rounded-full" />
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-11 w-full rounded-full" />
      </div>
    </div>
  );
}
