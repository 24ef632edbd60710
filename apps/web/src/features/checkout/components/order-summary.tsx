import {
  type DeliveryMode,
  euroStringToCents,
  formatEuro,
  messages,
  orderMessages,
  type QuoteResponse,
  tipMessages,
  vatBreakdownText,
  vatMessages,
} from '@tiffin/core';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down-icon';
import { Spinner } from '@/components/ui/spinner';
import type { BasketLineForOrder } from '../types';
import { UnavailableLine } from './unavailable-line';

const m = orderMessages.checkout;
/** A basket holds one line per dish, options and note (the same ones are added up). */
const lineKey = (line: QuoteResponse['lines'][number]) =>
  `${line.item_id}|${line.options.map((option) => option.label).join(',')}|${line.item_note ?? ''}`;
const euro = (amount: string) => formatEuro(euroStringToCents(amount));

type OrderSummaryProps = {
  quote: QuoteResponse | undefined;
  mode: DeliveryMode;
  /** A delivery address is chosen: until one is, the fee is not known (issue 47) */
  addressChosen: boolean;
  loading: boolean;
  /** The basket is empty: there is nothing to price. */
  empty: boolean;
  /** The basket's lines the menu no longer sells, with the server's words: listed marked, not priced. */
  unavailable: readonly { line: BasketLineForOrder; message: string }[];
  onRemoveLine: (lineId: string) => void;
  /** The tip chosen (issue 51): its own line after the total and its VAT, and what the card pays */
  tipCents?: number;
};

/**
 * The Order Summary (§2.5) in the server's numbers: the lines with their options' add-ons, notes and
 * allergens (shown before the customer commits), then Products, Delivery Fee, 'You saved', the
 * deposit on cans and bottles, Total and the VAT it contains by rate (decision 046).
 */
export function OrderSummary({
  quote,
  mode,
  addressChosen,
  loading,
  empty,
  unavailable,
  onRemoveLine,
  tipCents = 0,
}: OrderSummaryProps) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  const itemCount = quote?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  const discountCents = quote ? euroStringToCents(quote.discount) : 0;
  const depositCents = quote ? euroStringToCents(quote.deposit) : 0;

  return (
    <section aria-labelledby={`${listId}-heading`} className="rounded-2xl border border-line bg-white p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${listId}-heading`} className="font-display text-xl font-semibold">
          {m.orderSummary}
        </h2>
        {!empty && quote && quote.lines.length + unavailable.length > 0 && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-saffron-dark hover:bg-saffron-soft"
          >
            {expanded ? m.hideItems : m.showItems(itemCount)}
            <ChevronDownIcon className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          </button>
        )}
      </div>

      {empty ? (
        <p className="mt-4 text-sm text-ink-muted">{messages.basket.emptyText}</p>
      ) : quote === undefined ? (
        loading && (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" /> {m.loadingSummary}
          </p>
        )
      ) : (
        <div aria-busy={loading || undefined}>
          <ul id={listId} hidden={!expanded} className="mt-4 divide-y divide-line">
            {quote.lines.map((line) => (
              <li key={lineKey(line)} className="py-3">
                <div className="flex justify-between gap-3">
                  <p className="font-semibold">
                    <span className="text-ink-muted">{line.quantity} × </span>
                    {line.name}
                  </p>
                  <p className="shrink-0 font-semibold">{euro(line.line_total)}</p>
                </div>
                {line.options.length > 0 && (
                  <ul className="mt-1 text-sm text-ink-muted">
                    {line.options.map((option) => (
                      <li key={`${option.variation}-${option.label}`}>
                        {option.variation}: {option.label}
                        {euroStringToCents(option.price) > 0 && ` (+${euro(option.price)})`}
                      </li>
                    ))}
                  </ul>
                )}
                {line.item_note && (
                  <p className="mt-1 text-sm text-ink-muted italic">{m.itemNote(line.item_note)}</p>
                )}
                {line.allergens.length > 0 && (
                  <p className="mt-1 text-xs font-medium text-danger">{m.lineAllergens(line.allergens)}</p>
                )}
              </li>
            ))}
            {unavailable.map(({ line, message }) => (
              <UnavailableLine
                key={line.lineId}
                line={line}
                message={message}
                onRemove={() => onRemoveLine(line.lineId)}
              />
            ))}
          </ul>
          <dl className="mt-4 grid gap-2 border-t border-line pt-4 text-sm">
            <div className="flex justify-between">
              <dt>{m.products}</dt>
              <dd>{euro(quote.subtotal)}</dd>
            </div>
            {mode === 'delivery' && (
              <div className="flex justify-between">
                <dt>{m.deliveryFee}</dt>
                {/* The distance makes the fee: €0.00 before an address would read as free. */}
                <dd>{addressChosen ? euro(quote.delivery_fee) : m.deliveryFeeWithAddress}</dd>
              </div>
            )}
            {discountCents > 0 && (
              <div className="flex justify-between font-semibold text-chutney">
                <dt>{m.youSaved}</dt>
                <dd>{formatEuro(discountCents)}</dd>
              </div>
            )}
            {depositCents > 0 && (
              <div className="flex justify-between">
                <dt>{vatMessages.deposit}</dt>
                <dd>{formatEuro(depositCents)}</dd>
              </div>
            )}
            <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
              <dt>{m.total}</dt>
              <dd>{euro(quote.total)}</dd>
            </div>
          </dl>
          {quote.vat.length > 0 && (
            <p className="mt-1 text-xs text-ink-muted">
              {vatBreakdownText(
                quote.vat.map((bucket) => ({
                  rate_basis_points: Math.round(bucket.rate * 100),
                  vat_cents: euroStringToCents(bucket.vat),
                })),
              )}
            </p>
          )}
          {tipCents > 0 && (
            // Apart from the total and its VAT: a tip is no part of the price (issue 51).
            <dl className="mt-3 grid gap-2 border-t border-line pt-3 text-sm">
              <div className="flex justify-between">
                <dt>{tipMessages.line}</dt>
                <dd>{formatEuro(tipCents)}</dd>
              </div>
              <div className="flex justify-between text-base font-bold">
                <dt>{tipMessages.toPayByCard}</dt>
                <dd>{formatEuro(euroStringToCents(quote.total) + tipCents)}</dd>
              </div>
            </dl>
          )}
        </div>
      )}
    </section>
  );
}
