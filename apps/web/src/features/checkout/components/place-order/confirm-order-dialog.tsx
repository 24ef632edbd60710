import {
  allergenName,
  dublinInstant,
  formatDublinDate,
  formatEuro,
  messages,
  orderFailedDetail,
  orderMessages,
  parseTime12h,
  type QuoteResponse,
} from '@tiffin/core';
import { useEffect } from 'react';
import { Notice } from '@/components/ui/notice';
import type { BasketLineForOrder, CheckoutDraft } from '@/features/checkout/types';
import { MessageDialog } from './message-dialog';

const c = orderMessages.checkout.confirm;

type ConfirmOrderDialogProps = {
  open: boolean;
  /** Fading out (CONFIRM_FADE_MS) after Place Order or Review Order: shown, no longer pressable. */
  leaving: boolean;
  totalCents: number;
  /** Shown again after a `price_changed` refusal, with the server's new total. */
  pricesChanged: boolean;
  draft: CheckoutDraft;
  lines: readonly BasketLineForOrder[];
  /** The server's quote of those lines, each with its allergens as sold (dish and options, issue 31). */
  quoteLines?: QuoteResponse['lines'] | undefined;
  /** The restaurant's "may contain" statement (issue 31): a filter or a list is an aid, never a promise. */
  allergenStatement?: string | undefined;
  onPlace: () => void;
  onReview: () => void;
  onClose: () => void;
};

/**
 * The allergens of the order, by their regulation names, each once, in order: every line's as sold,
 * its options' with the dish's (issue 31), as the server's quote says them and as the basket took
 * them from the menu. Both: a menu changed since a dish was added may have dropped one, and an
 * allergen said once too often is safer than one missed.
 */
export function basketAllergens(
  lines: readonly BasketLineForOrder[],
  quoteLines: QuoteResponse['lines'] = [],
): string[] {
  return [...new Set([...quoteLines, ...lines].flatMap((line) => line.allergens.map(allergenName)))].sort(
    (a, b) => a.localeCompare(b),
  );
}

/** '23 Nov 2026, 6:15 PM' */
function whenText(date: string | null, time: string | null): string {
  const time24 = time === null ? null : parseTime12h(time);
  if (date === null || time === null || time24 === null) return '';
  return `${formatDublinDate(dublinInstant(date, time24))}, ${time}`;
}

/**
 * Confirm Action (checkout-and-account §2.6): what is about to be ordered — item count, total,
 * fulfilment, time, address, payment — how it is paid, that it cannot be cancelled once confirmed,
 * and the basket's allergens, which distance selling must give before the purchase. The page does
 * not scroll while it is open (§4 "Confirmation dialog"); it fades out over 200 ms.
 */
export function ConfirmOrderDialog({
  open,
  leaving,
  totalCents,
  pricesChanged,
  draft,
  lines,
  quoteLines,
  allergenStatement,
  onPlace,
  onReview,
  onClose,
}: ConfirmOrderDialogProps) {
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const allergens = basketAllergens(lines, quoteLines);
  const delivery = draft.mode === 'delivery';
  const rows: [string, string][] = [
    [c.items, c.itemCount(itemCount)],
    [c.total, formatEuro(totalCents)],
    [c.orderType, delivery ? messages.basket.delivery : messages.basket.collection],
    [c.time, whenText(draft.date, draft.time)],
    ...(delivery && draft.address !== null ? [[c.address, draft.address.address] as [string, string]] : []),
    [
      c.payment,
      draft.paymentMethod === 'cash'
        ? orderMessages.checkout.cashPayment
        : orderMessages.checkout.cardPayment,
    ],
  ];

  return (
    <MessageDialog
      open={open}
      title={c.title}
      onClose={onClose}
      // Escape, the close button and the backdrop leave as Review Order does: fading out (§4).
      onDismiss={onReview}
      className={leaving ? 'pointer-events-none opacity-0' : ''}
      actions={[
        { label: c.reviewOrder, onClick: onReview, variant: 'secondary', disabled: leaving },
        { label: c.placeOrder, onClick: onPlace, disabled: leaving },
      ]}
    >
      {pricesChanged && (
        <Notice tone="warning" role="alert">
          {orderFailedDetail('price_changed')} {c.pricesChanged}
        </Notice>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="text-right font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {draft.paymentMethod === 'cash' && <p>{delivery ? c.cashOnDelivery : c.cashOnCollection}</p>}
      <p className="font-semibold">{c.noCancelOnceConfirmed}</p>
      <section aria-label={c.allergens} className="rounded-xl border border-line bg-white px-4 py-3">
        <h3 className="font-semibold">{c.allergens}</h3>
        {allergens.length === 0 ? (
          <p>{c.noAllergens}</p>
        ) : (
          <ul className="mt-1 list-disc pl-5">
            {allergens.map((allergen) => (
              <li key={allergen}>{allergen}</li>
            ))}
          </ul>
        )}
        {allergenStatement && <p className="mt-2 text-ink-muted">{c.allergenStatement(allergenStatement)}</p>}
        <p className="mt-2 text-ink-muted">{c.allergyAdvice}</p>
      </section>
    </MessageDialog>
  );
}
