import { paymentLinkMessages } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findPaymentLink, markPaymentLinkLapsed, markPaymentLinkPaid } from '../payments/index.ts';
import { recordAction } from '../staff/index.ts';
import { writeOrderEvent } from './order-events.ts';
import { cancelOrder } from './order-status.ts';
import * as repository from './orders.repository.ts';

/*
 * What an order says of its payment links (issue 49, decision 063), asked by payments through its
 * `OrderSide`: a link paid lowers what the order has to pay (the board's "€4.50 to pay", a phone
 * order's "awaiting payment") in one transaction over the order's row with the link marked paid,
 * a mark on its timeline (the live streams' id), the staff log and one `order.paid_by_link` event;
 * a phone order's link lapsed unpaid cancels the order, its slot, coupon and stock given back as
 * any cancel gives them back. A change's link lapsed leaves the difference to pay in cash.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'orderEvents' | 'events' | 'paymentGateway' | 'log'>;

export async function paymentLinkPaid(deps: Deps, linkId: number, intentId: string | null): Promise<boolean> {
  const { db, clock } = deps;
  const paid = await db.transaction(async (tx) => {
    const link = await findPaymentLink(tx, linkId);
    if (!link) return false;
    const order = await repository.lockOrder(tx, link.orderId);
    if (!order) return false;
    const now = clock.now();
    const marked = await markPaymentLinkPaid(tx, { linkId, intentId, now });
    if (!marked) return false;
    const toPayCents = Math.max(0, order.toPayCents - link.amountCents);
    await repository.updateOrder(tx, order.id, { toPayCents, updatedAt: now });
    const changeId = await repository.insertStatusChange(tx, {
      orderId: order.id,
      status: order.status,
      staffId: null,
      createdAt: now,
    });
    await recordAction(
      { db: tx, clock },
      {
        staffId: null,
        action: paymentLinkMessages.staffPaid,
        subject: `order ${order.reference}`,
        details: {
          link_id: linkId,
          amount_cents: link.amountCents,
          purpose: link.purpose,
          to_pay_cents: toPayCents,
        },
      },
    );
    await writeOrderEvent(
      tx,
      {
        type: 'order.paid_by_link',
        orderId: order.id,
        payload: { changeId, linkId, amountCents: link.amountCents, purpose: link.purpose },
      },
      now,
    );
    await deps.events.publish(tx, {
      type: 'order.changed',
      orderId: order.id,
      changeId,
      customerId: order.customerId,
    });
    return true;
  });
  if (paid) deps.orderEvents.wake();
  return paid;
}

export async function paymentLinkLapsed(deps: Deps, linkId: number): Promise<boolean> {
  const { db, clock } = deps;
  const lapsed = await db.transaction(async (tx) => {
    const link = await findPaymentLink(tx, linkId);
    if (!link) return null;
    const order = await repository.lockOrder(tx, link.orderId);
    if (!order) return null;
    const marked = await markPaymentLinkLapsed(tx, { linkId, now: clock.now() });
    if (!marked) return null;
    await recordAction(
      { db: tx, clock },
      {
        staffId: null,
        action: paymentLinkMessages.staffLapsed,
        subject: `order ${order.reference}`,
        details: { link_id: linkId, amount_cents: link.amountCents, purpose: link.purpose },
      },
    );
    return link;
  });
  if (!lapsed) return false;
  // No one can pay the link now (a late payment is refunded), so the cancel after it is safe.
  if (lapsed.purpose === 'phone_order') {
    try {
      await cancelOrder(deps, {
        orderId: lapsed.orderId,
        reason: paymentLinkMessages.lapsedReason,
        staffId: null,
      });
    } catch (error) {
      // Handed over or finished meanwhile: the staff took the money another way.
      if (!(error instanceof AppError && error.status === 409)) throw error;
    }
  }
  return true;
}
