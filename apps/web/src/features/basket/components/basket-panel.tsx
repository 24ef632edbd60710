import { formatEuro, messages, vatMessages } from '@tiffin/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { BasketIcon } from '@/components/ui/icons/basket-icon';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down-icon';
import type { MenuAvailability } from '@/lib/cart-item';
import { useBasketLines } from '../hooks/use-basket-lines';
import { useBasketStore } from '../stores/basket-store';
import { BasketLine } from './basket-line';
import { basketPanelText } from './basket-panel-text';
import { type CheckoutAccess, CheckoutButton } from './checkout-button';
import { DeliveryModeSwitch } from './delivery-mode-switch';

const text = basketPanelText;

/**
 * What the basket shows, in the desktop sidebar and in the mobile sheet alike (visitor-side §2
 * "Basket panel"): the Delivery / Collection switch, the lines, the total and the Checkout button,
 * or 'Fill your basket' while it is empty.
 */
type BasketPanelProps = CheckoutAccess & {
  /**
   * Classes that make the total and Checkout stick to the bottom of the scrolling container, on
   * its background, so they stay in reach however long the basket grows.
   */
  footerClassName?: string;
  /** What the menu says now of the basket's dishes; a line it no longer sells is marked and counted out. */
  availability?: MenuAvailability;
};

export function BasketPanel({ footerClassName = '', availability, ...access }: BasketPanelProps) {
  const { items, unavailable, count, subtotalCents, depositCents, totalCents } = useBasketLines(availability);
  const deliveryMode = useBasketStore((state) => state.deliveryMode);
  const setDeliveryMode = useBasketStore((state) => state.setDeliveryMode);
  const setQuantity = useBasketStore((state) => state.setQuantity);
  const removeItem = useBasketStore((state) => state.removeItem);
  const totalRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const linesBelow = useLinesBelow(endRef, items.length);

  /** A removed line takes its buttons with it: focus goes on to the total, not to the page's top. */
  const afterRemoving = () => totalRef.current?.focus();

  return (
    <div className="relative flex flex-col gap-4">
      <DeliveryModeSwitch value={deliveryMode} onChange={setDeliveryMode} />
      {items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-4 py-8 text-center">
          <BasketIcon className="size-10 text-saffron" />
          <p className="mt-3 font-display text-lg font-semibold">{messages.basket.emptyTitle}</p>
          <p className="mt-1 text-sm text-ink-muted">{messages.basket.emptyText}</p>
        </div>
      ) : (
        <ul aria-label={text.items} className="divide-y divide-line">
          {items.map((item) => (
            <BasketLine
              key={item.id}
              item={item}
              unavailable={unavailable.has(item.id)}
              onQuantityChange={(quantity) => {
                setQuantity(item.id, quantity);
                if (quantity <= 0) afterRemoving();
              }}
              onRemove={() => {
                removeItem(item.id);
                afterRemoving();
              }}
            />
          ))}
        </ul>
      )}
      <div
        data-lines-below={linesBelow || undefined}
        className={`space-y-4 transition-shadow data-lines-below:shadow-[0_-10px_12px_-8px_rgb(0_0_0/0.25)] ${footerClassName}`}
      >
        {linesBelow && (
          // A cue for the eye only: a screen reader's list of lines does not end at the footer. It sits
          // on the footer's top edge, not over a line's name and buttons.
          <p
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-0 flex -translate-y-1/2 justify-center"
          >
            <span className="inline-flex items-center gap-1 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white shadow">
              {text.moreBelow}
              <ChevronDownIcon className="size-3.5" />
            </span>
          </p>
        )}
        <div ref={totalRef} tabIndex={-1} className="border-t border-line pt-4 outline-none">
          {depositCents > 0 && (
            <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
              <span>{vatMessages.deposit}</span>
              <span className="tabular-nums">{formatEuro(depositCents)}</span>
            </div>
          )}
          <div className="flex items-baseline justify-between gap-3 text-lg font-bold">
            <span>{messages.basket.total}</span>
            <span aria-live="polite" className="tabular-nums">
              {formatEuro(totalCents)}
            </span>
          </div>
          {deliveryMode === 'delivery' && items.length > 0 && (
            <p className="mt-1 text-xs text-ink-muted">{text.feesAtCheckout}</p>
          )}
        </div>
        <CheckoutButton itemCount={count} subtotalCents={subtotalCents} {...access} />
      </div>
      {/* Where the footer would sit unstuck: out of view while lines are hidden under the footer. */}
      <div ref={endRef} aria-hidden="true" className="absolute inset-x-0 bottom-0 h-px" />
    </div>
  );
}

/**
 * Whether lines are hidden under the sticky total and Checkout: the end of the panel is then
 * scrolled out of its box (the sidebar's or the sheet's), which IntersectionObserver sees through
 * each scrolling ancestor. Looked at again whenever the number of lines changes.
 */
function useLinesBelow(endRef: RefObject<HTMLDivElement | null>, lineCount: number): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const end = endRef.current;
    if (end === null || lineCount === 0 || typeof IntersectionObserver === 'undefined') {
      setBelow(false);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      // Out of view below the box (not a panel scrolled away above the page's top).
      if (entry)
        setBelow(!entry.isIntersecting && entry.boundingClientRect.top > (entry.rootBounds?.top ?? 0));
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [endRef, lineCount]);
  return below;
}
