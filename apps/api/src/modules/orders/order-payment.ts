import { type PaymentState, paymentStateOf } from '@tiffin/core';
import type { CardPayment } from '../payments/index.ts';
import type { OrderRow } from './orders.repository.ts';

/** How an order stands paid, as every answer about it carries it (issue 29). */
export type OrderPayment = {
  /** A card payment stands: cancelling the order refunds it */
  paid: boolean;
  payment_state: PaymentState;
  refunded_cents: number | null;
};

/** The order's payment from its row and its card payment's, the server's truth for every surface. */
export function orderPayment(
  order: Pick<OrderRow, 'paymentMethod' | 'status' | 'totalCents'> &
    Partial<Pick<OrderRow, 'source' | 'toPayCents'>>,
  cardPayment: CardPayment | null,
): OrderPayment {
  const state = paymentStateOf({
    method: order.paymentMethod,
    status: order.status,
    cardPayment: cardPayment?.status ?? null,
    // A phone order paid by link has no card payment of its own (decision 063).
    ...(order.source === 'phone' ? { byLink: { dueCents: order.toPayCents ?? 0 } } : {}),
  });
  return {
    paid: cardPayment?.status === 'placed',
    payment_state: state,
    // The whole payment goes back (decision 024); the order's total if its row is not found.
    refunded_cents: state === 'card_refunded' ? (cardPayment?.amountCents ?? order.totalCents) : null,
  };
}
