import { type OrderStatus, orderStatusLabel } from '@tiffin/core';

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-saffron-soft text-saffron-dark',
  confirmed: 'bg-saffron-soft text-saffron-dark',
  processing: 'bg-saffron-soft text-saffron-dark',
  handover: 'bg-chutney-soft text-chutney',
  delivered: 'bg-chutney-soft text-chutney',
  canceled: 'bg-danger-soft text-danger-dark',
  failed: 'bg-danger-soft text-danger-dark',
  refunded: 'bg-cream-deep text-ink',
};

/** An order's status in the customer's words (the hand-over step named for the fulfilment). */
export function OrderStatusBadge({ status, delivery }: { status: OrderStatus; delivery: boolean }) {
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${TONES[status]}`}>
      {orderStatusLabel(status, delivery ? 'delivery' : 'collection')}
    </span>
  );
}
