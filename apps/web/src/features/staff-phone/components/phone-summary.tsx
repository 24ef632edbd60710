import { euroStringToCents, formatEuro, type PhoneQuotePayload, type QuoteResponse } from '@tiffin/core';
import { useMemo } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { phoneOrderWords as text } from '@/lib/messages/phone-order-messages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePhoneQuote } from '../api/quote-phone-order';
import { type PhoneDraft, quotePayloadOf } from './phone-draft';

/** How long the order rests unchanged before it is priced again: one ask per pause, not per key. */
const QUOTE_DEBOUNCE_MS = 400;

/**
 * The price to read back to the caller before the order is placed (a distance contract: the price
 * first): the server's quote of the order as taken so far, with the same code as placing it, and
 * every reason placing it now would be refused.
 */
export function PhoneSummary({ draft }: { draft: PhoneDraft }) {
  // Debounced as text: a new object each render would restart the wait at every render.
  const settled = useDebouncedValue(
    draft.lines.length > 0 ? JSON.stringify(quotePayloadOf(draft)) : null,
    QUOTE_DEBOUNCE_MS,
  );
  const body = useMemo(
    () => (settled === null ? null : (JSON.parse(settled) as PhoneQuotePayload)),
    [settled],
  );
  const quote = usePhoneQuote(body);
  if (draft.lines.length === 0) return null;
  return (
    <section className="space-y-2 rounded-xl border border-line bg-white p-4" aria-labelledby="phone-summary">
      <h2 id="phone-summary" className="text-xl font-bold">
        {text.summary}
      </h2>
      {quote.data ? (
        <QuotedPrice quote={quote.data} delivery={draft.order_type === 'delivery'} />
      ) : (
        <QueryState query={quote} loading={text.pricing} failed={text.pricingFailed} retry={text.retry} />
      )}
    </section>
  );
}

function QuotedPrice({ quote, delivery }: { quote: QuoteResponse; delivery: boolean }) {
  const cents = (amount: string) => euroStringToCents(amount);
  const rows: [string, string][] = [[text.subtotal, formatEuro(cents(quote.subtotal))]];
  if (delivery) rows.push([text.deliveryFee, formatEuro(cents(quote.delivery_fee))]);
  if (cents(quote.discount) > 0) rows.push([text.discount, `−${formatEuro(cents(quote.discount))}`]);
  if (cents(quote.deposit) > 0) rows.push([text.deposit, formatEuro(cents(quote.deposit))]);
  return (
    <>
      <ul className="space-y-1">
        {quote.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity until placed
          <li key={index} className="flex justify-between gap-3 text-lg">
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{formatEuro(cents(line.line_total))}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-line pt-2">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between">
            <dt>{label}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
        <div className="flex justify-between text-xl font-bold">
          <dt>{text.totalLine}</dt>
          <dd>{formatEuro(cents(quote.total))}</dd>
        </div>
      </dl>
      <p className="text-sm text-ink-muted">{text.vatIncluded(formatEuro(cents(quote.vat_included)))}</p>
      {quote.problems.length > 0 && (
        <div role="status" className="rounded-lg bg-cream p-3">
          <p className="font-semibold">{text.wouldRefuse}</p>
          <ul className="list-disc pl-5">
            {quote.problems.map((problem) => (
              <li key={`${problem.code}-${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
