import { formatEuro } from '@tiffin/core';
import { Link } from 'react-router';
import { staffMessages } from '@/lib/messages/staff-messages';
import type { OrderWatch } from '../hooks/use-watch-orders';
import { isOverdue, minutesWaiting } from '../utils/board-columns';

const text = staffMessages.newOrders;
/** The orders named; the rest are counted (the board shows them all). */
const NAMED = 3;

/**
 * On every staff page but the board (whose cards show them), while new orders wait to be accepted
 * or rejected: each named, longest waiting first, with the way to the board. Red once one is overdue,
 * which says how long it has waited.
 */
export function NewOrderAlert({ watch }: { watch: OrderWatch }) {
  const { pending } = watch;
  if (pending.length === 0) return null;
  const loud = watch.overdueCount > 0;
  return (
    <section
      role="alert"
      aria-label={text.heading(pending.length)}
      className={`flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-white ${loud ? 'bg-danger' : 'bg-saffron'}`}
    >
      <ul className="space-y-1 text-xl font-bold sm:text-2xl">
        {pending.slice(0, NAMED).map((order) => (
          <li key={order.id}>
            {text.order(
              order.reference,
              order.fulfilment === 'delivery' ? staffMessages.order.delivery : staffMessages.order.collection,
              formatEuro(order.total_cents),
            )}
            {isOverdue(order, watch.boardNow, watch.alertMinutes) &&
              ` · ${text.waiting(minutesWaiting(order, watch.boardNow))}`}
          </li>
        ))}
        {pending.length > NAMED && <li>{text.more(pending.length - NAMED)}</li>}
      </ul>
      <Link
        to="/staff"
        className="inline-flex min-h-12 items-center rounded-full bg-white px-6 text-lg font-bold text-ink hover:bg-cream"
      >
        {text.openBoard}
      </Link>
    </section>
  );
}
