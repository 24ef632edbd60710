import { formatEuro, messages } from '@tiffin/core';
import { useRef } from 'react';
import { BasketIcon } from '@/components/ui/icons';
import { siteText } from '@/lib/site-text';
import {
  selectItemCount,
  selectSubtotalCents,
  selectTotalCents,
  useBasketStore,
} from '../stores/basket-store';
import { BasketLine } from './basket-line';
import { type CheckoutAccess, CheckoutButton } from './checkout-button';
import { DeliveryModeSwitch } from './delivery-mode-switch';

const text = siteText.basket;

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
};

export function BasketPanel({ footerClassName = '', ...access }: BasketPanelProps) {
  const items = useBasketStore((state) => state.items);
  const deliveryMode = useBasketStore((state) => state.deliveryMode);
  const setDeliveryMode = useBasketStore((state) => state.setDeliveryMode);
  const setQuantity = useBasketStore((state) => state.setQuantity);
  const removeItem = useBasketStore((state) => state.removeItem);
  const count = useBasketStore(selectItemCount);
  const subtotalCents = useBasketStore(selectSubtotalCents);
  const totalCents = useBasketStore(selectTotalCents);
  const totalRef = useRef<HTMLDivElement>(null);

  /** A removed line takes its buttons with it: focus goes on to the total, not to the page's top. */
  const afterRemoving = () => totalRef.current?.focus();

  return (
    <div className="flex flex-col gap-4">
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
      <div className={`space-y-4 ${footerClassName}`}>
        <div ref={totalRef} tabIndex={-1} className="border-t border-line pt-4 outline-none">
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
    </div>
  );
}
