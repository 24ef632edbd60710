import { type CustomerOrder, formatEuro } from '@tiffin/core';
import { orderMoneyMessages as text } from '@/lib/messages/order-money-messages';
import { dublinDateTime } from '../utils/dublin-date-time';

/**
 * What the order cost its customer, truthfully (issue 49): each refund with its date, amount and
 * reason, then what was paid, refunded and is still due. Nothing when no refund was made.
 */
export function OrderMoney({ money }: { money: CustomerOrder['money'] }) {
  if (money.refunds.length === 0) return null;
  const rows: [string, number][] = [
    [text.paid, money.paid_cents],
    [text.refunded, money.refunded_cents],
    [text.kept, money.paid_cents - money.refunded_cents],
  ];
  if (money.due_cents > 0) rows.push([text.due, money.due_cents]);
  return (
    <section aria-labelledby="order-money" className="mt-4 border-t border-line pt-3">
      <h3 id="order-money" className="font-semibold">
        {text.title}
      </h3>
      <ul className="mt-2 space-y-2">
        {money.refunds.map((refund) => (
          <li key={refund.at + refund.amount_cents + refund.reason}>
            <span className="flex justify-between gap-3">
              <span>{text.refund(dublinDateTime(refund.at))}</span>
              <span className="shrink-0 font-medium">−{formatEuro(refund.amount_cents)}</span>
            </span>
            <span className="block text-ink-muted">
              {refund.reason} ({refund.method === 'card' ? text.toCard : text.inCash})
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1">
        {rows.map(([label, cents]) => (
          <div key={label} className="flex justify-between">
            <dt>{label}</dt>
            <dd>{formatEuro(cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
