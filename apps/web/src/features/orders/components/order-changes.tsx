import { type ChangeLine, type CustomerOrder, formatDublinTime12h, formatEuro } from '@tiffin/core';
import { orderChangeCustomerWords as text } from '@/lib/messages/order-change-messages';

const lineText = (line: ChangeLine) =>
  [`${line.quantity} × ${line.name}`, ...line.options.map((option) => option.label)].join(', ');

/**
 * The restaurant's changes of the order (issue 49), oldest first: what was removed (struck out),
 * added and changed, what moved, and the totals either side. Nothing when it was never changed.
 */
export function OrderChanges({ order }: { order: CustomerOrder }) {
  if (order.changes.length === 0) return null;
  return (
    <section className="rounded-2xl border border-line bg-white p-5 text-sm" aria-labelledby="order-changes">
      <h2 id="order-changes" className="font-display text-lg font-semibold">
        {text.title}
      </h2>
      <ol className="mt-2 space-y-3">
        {order.changes.map(({ at, summary }) => (
          <li key={at} className="space-y-1">
            <p className="font-semibold">{text.at(formatDublinTime12h(new Date(at)))}</p>
            {summary.removed.map((line) => (
              <p key={`removed-${lineText(line)}`}>
                {text.removed}: <del>{lineText(line)}</del>
              </p>
            ))}
            {summary.added.map((line) => (
              <p key={`added-${lineText(line)}`}>
                {text.added}: <ins className="font-semibold no-underline">{lineText(line)}</ins>
              </p>
            ))}
            {summary.changed.map(({ before, after }) => (
              <p key={`changed-${lineText(before)}`}>{text.changed(lineText(before), lineText(after))}</p>
            ))}
            {summary.details.map((detail) => (
              <p key={detail.field}>{text.detail(detail.field, detail.after)}</p>
            ))}
            {summary.difference_cents !== 0 && (
              <p className="text-ink-muted">
                {text.totals(formatEuro(summary.old_total_cents), formatEuro(summary.new_total_cents))}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A changed card order's money: what the card paid, and the difference still to pay. */
export function PaidAndDue({ order }: { order: CustomerOrder }) {
  if (order.to_pay_cents <= 0 || order.payment_method !== 'digital_payment') return null;
  return (
    <dl className="mt-2 space-y-1">
      <div className="flex justify-between">
        <dt>{text.paidByCard}</dt>
        <dd>{formatEuro(order.total_cents - order.to_pay_cents)}</dd>
      </div>
      <div className="flex justify-between font-semibold">
        <dt>{text.stillToPay}</dt>
        <dd>{formatEuro(order.to_pay_cents)}</dd>
      </div>
    </dl>
  );
}
