import { type ChangeSettlementChoice, type OrderChangeSummary, orderChangeMessages } from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { createPaymentLink, finishPartRefund, refundPart, sendPartRefund } from '../../payments/index.ts';
import { refundFactsOf } from '../order-details.repository.ts';
import type { OrderRow } from '../orders.repository.ts';

/*
 * The money of a change (issue 49, decision 069). A cash order: the new total is what is due. A card
 * order: dearer, the difference is paid by a payment link or in cash at the door, and until then
 * the kitchen sees it "to pay"; cheaper, what is still to pay goes down first and the rest is given
 * back to the card at once, in part.
 */

/**
 * The payments' functions a card change needs (decisions 063, 070): a part refund of the order's
 * card payment, and a payment link for an amount. Both are written in the change's transaction,
 * over the order's locked row, so a refusal of either rolls the change back; the refund is sent to
 * the gateway once the change is kept (`sendRefund`). Null without a card gateway: a change that
 * needs one is refused with the reason, never half-done.
 */
export type CardSeams = {
  refundPart:
    | null
    | ((
        tx: Db,
        input: { order: OrderRow; amountCents: number; staffId: number; now: Date },
      ) => Promise<SeamRefund>);
  paymentLink: null | ((tx: Db, input: { order: OrderRow; amountCents: number }) => Promise<{ url: string }>);
};
/** A part refund written by a change, to send once the change is kept. */
export type SeamRefund = { send(): Promise<void> };
/** The seams with no gateway: every card difference but "cash" refused. */
export const NO_CARD_SEAMS: CardSeams = { refundPart: null, paymentLink: null };

/** The seams bound to payments through its index (decision 063), or none without a card gateway. */
export function cardSeamsOf(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'paymentGateway' | 'log'>,
): CardSeams {
  if (deps.paymentGateway === null) return NO_CARD_SEAMS;
  return {
    async refundPart(tx, { order, amountCents, staffId, now }) {
      const refund = await refundPart(tx, deps, {
        order: await refundFactsOf(tx, order),
        ask: { amountCents },
        reason: orderChangeMessages.refundReason,
        staffId,
        now,
        // The order's total is already the lower one: the refund is marked, not counted again.
        settlesChange: true,
      });
      return {
        async send() {
          const sent = await sendPartRefund(deps, refund);
          // The change's own event tells the customer; a lost answer is the payment sweep's to settle.
          if (sent.outcome === 'succeeded')
            await finishPartRefund(deps.db, {
              refundId: refund.id,
              gatewayRefundId: sent.gatewayRefundId,
              now: deps.clock.now(),
            });
          else
            deps.log.warn(
              { refundId: refund.id, outcome: sent.outcome },
              'a change’s part refund not made yet',
            );
        },
      };
    },
    paymentLink: (tx, { order, amountCents }) =>
      createPaymentLink(tx, deps, {
        orderId: order.id,
        reference: order.reference,
        amountCents,
        purpose: 'change',
      }),
  };
}

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
  seams: CardSeams,
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
