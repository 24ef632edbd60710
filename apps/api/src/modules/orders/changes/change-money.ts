import { type ChangeSettlementChoice, type OrderChangeSummary, orderChangeMessages } from '@tiffin/core';
import { AppError } from '../../../errors.ts';
import type { OrderRow } from '../orders.repository.ts';

/*
 * The money of a change (issue 49, decision 069). A cash order: the new total is what is due. A card
 * order: dearer, the difference is paid by a payment link or in cash at the door, and until then
 * the kitchen sees it "to pay"; cheaper, what is still to pay goes down first and the rest is given
 * back to the card at once, in part.
 */

/**
 * The payments' functions a card change needs, owned by the payments module and built by other
 * work of issue 49: a partial refund of an order's card payment, and a payment link for an amount.
 * Null until they exist: a change that needs one is refused with the reason, never half-done.
 */
export type CardSeams = {
  refundPart: null | ((input: { orderId: number; amountCents: number; reason: string }) => Promise<void>);
  paymentLink: null | ((input: { orderId: number; amountCents: number }) => Promise<{ url: string }>);
};
export const CARD_SEAMS: CardSeams = { refundPart: null, paymentLink: null };

export type Settled = {
  settlement: OrderChangeSummary['settlement'];
  /** What the order still has to pay beyond its card payment, after the change */
  toPayCents: number;
  /** Given back to the card */
  refundCents: number;
  /** Asked for by a payment link */
  linkCents: number;
};

export function settleDifference(
  order: Pick<OrderRow, 'paymentMethod' | 'toPayCents'>,
  differenceCents: number,
  settle: ChangeSettlementChoice | undefined,
  seams: CardSeams = CARD_SEAMS,
): Settled {
  const unchanged = { toPayCents: order.toPayCents, refundCents: 0, linkCents: 0 };
  if (differenceCents === 0) return { settlement: 'none', ...unchanged };
  if (order.paymentMethod === 'cash_on_delivery') return { settlement: 'cash_due', ...unchanged };
  if (differenceCents > 0) {
    if (settle === undefined)
      throw new AppError('settle', orderChangeMessages.settleRequired(differenceCents));
    if (settle === 'link' && seams.paymentLink === null)
      throw new AppError('settle', orderChangeMessages.linkUnavailable);
    return {
      settlement: settle,
      toPayCents: order.toPayCents + differenceCents,
      refundCents: 0,
      linkCents: settle === 'link' ? differenceCents : 0,
    };
  }
  const less = -differenceCents;
  const offDue = Math.min(order.toPayCents, less);
  const refundCents = less - offDue;
  if (refundCents > 0 && seams.refundPart === null)
    throw new AppError('refund_unavailable', orderChangeMessages.refundUnavailable);
  return {
    settlement: refundCents > 0 ? 'refund' : 'none',
    toPayCents: order.toPayCents - offDue,
    refundCents,
    linkCents: 0,
  };
}
