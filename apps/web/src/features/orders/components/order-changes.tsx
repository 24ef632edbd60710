import { type ChangeLine, type CustomerOrder, formatDublinTime12h, formatEuro } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
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

/**
 * A changed card order's money: what the card paid (with its tip), what payment links for the
 * changes paid, and the difference still to pay, with the link to pay it on while it is open (the
 * gateway's page). Nothing for an order no change made dearer.
 */
export function PaidAndDue({ order }: { order: CustomerOrder }) {
  const { to_pay_cents: dueCents, paid_by_link_cents: byLinkCents } = order;
  if (order.payment_method !== 'digital_payment' || (dueCents <= 0 && byLinkCents <= 0)) return null;
  const link = order.payment_link;
  const rows: [string, number][] = [
    [text.paidByCard, order.total_cents + order.tip_cents - dueCents - byLinkCents],
  ];
  if (byLinkCents > 0) rows.push([text.paidByLink, byLinkCents]);
  if (dueCents > 0) rows.push([text.stillToPay, dueCents]);
  return (
    <div className="mt-2 space-y-2">
      <dl className="space-y-1">
        {rows.map(([label, cents]) => (
          <div
            key={label}
            className={`flex justify-between ${label === text.stillToPay ? 'font-semibold' : ''}`}
          >
            <dt>{label}</dt>
            <dd>{formatEuro(cents)}</dd>
          </div>
        ))}
      </dl>
      {dueCents > 0 && link && (
        <>
          <a href={link.url} className={buttonClasses('primary', 'w-full min-h-12')}>
            {text.payNow(formatEuro(link.amount_cents))}
          </a>
          <p className="text-ink-muted">{text.payUntil(formatDublinTime12h(new Date(link.expires_at)))}</p>
        </>
      )}
    </div>
  );
}
