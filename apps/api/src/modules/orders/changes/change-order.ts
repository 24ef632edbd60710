import {
  dublinDate,
  dublinWallClock,
  formatDublinTime12h,
  formatScheduleAt,
  type OrderChangeRequest,
  type OrderChangeResponse,
  orderChangeMessages,
  type QuoteRequest,
  type Slot,
} from '@tiffin/core';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError, notFound } from '../../../errors.ts';
import { slotLimits, takeSlot } from '../../slots/index.ts';
import { recordAction } from '../../staff/index.ts';
import { giveBack } from '../give-back.ts';
import { writeOrderEvent } from '../order-events.ts';
import * as orders from '../orders.repository.ts';
import { checkAndTakeBasket } from '../placement/check-and-take.ts';
import { checkAndTakeSlot } from '../placement/check-slot.ts';
import { failed, passed, problem } from '../placement/checked.ts';
import { settingsAt } from '../placement/settings-snapshot.ts';
import { lineRowsOf } from '../placement/write-order.ts';
import { changesNothing, detailDifference, lineDifference, type OrderDetails } from './change-difference.ts';
import { type CardSeams, cardSeamsOf, type SeamRefund, settleDifference } from './change-money.ts';
import { staleOrder } from './change-refusals.ts';
import * as repository from './changes.repository.ts';

/*
 * Staff change an order before it is handed over (issue 49, decision 069): its lines, time, mode and
 * address, contact and note. A change is the placement story told again for the order's new basket:
 * in one transaction over the order's locked row, at the version the staff read, the order gives
 * back what it took (its slot place and portions, its coupon use, its stock), the placement's own
 * steps check and take the new basket (stock, slot capacity and portions, area and fee, minimum,
 * the dish's hours, the coupon as on the day it was placed), and it is priced as placing prices it.
 * The preview runs the same transaction and rolls it back; saving keeps it, with its change row, the
 * timeline's row, the staff log, the `order.changed` event (the ticket, the customer's news and
 * push) and the boards' bus event. A refusal, a stale version or a race leaves nothing behind.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'orderEvents' | 'events' | 'config' | 'paymentGateway' | 'log'>;
export type ChangeInput = { orderId: number; staffId: number; body: OrderChangeRequest };

/** Statuses in which an order may still change: not yet handed over, nor finished. */
const CHANGEABLE = new Set(['pending', 'confirmed', 'processing']);

/** Thrown to roll the preview's transaction back with its answer. */
class Preview {
  readonly answer: OrderChangeResponse;
  constructor(answer: OrderChangeResponse) {
    this.answer = answer;
  }
}

export async function previewOrderChange(deps: Deps, input: ChangeInput): Promise<OrderChangeResponse> {
  try {
    await deps.db.transaction(async (tx) => {
      const { answer } = await applyChange(tx, deps, input, cardSeamsOf(deps));
      throw new Preview(answer);
    });
  } catch (error) {
    if (error instanceof Preview) return error.answer;
    throw error;
  }
  throw new Error('a preview that did not roll back');
}

export async function changeOrder(
  deps: Deps,
  input: ChangeInput,
  seams: CardSeams = cardSeamsOf(deps),
): Promise<OrderChangeResponse> {
  const { answer, refund } = await deps.db.transaction(async (tx) => {
    const applied = await applyChange(tx, deps, input, seams);
    const { order, summary, version, now, settled } = applied;
    // The money's records in the change's transaction: a refusal of either leaves nothing done.
    let refund: SeamRefund | null = null;
    let paymentUrl: string | null = null;
    if (settled.refundCents > 0 && seams.refundPart)
      refund = await seams.refundPart(tx, {
        order,
        amountCents: settled.refundCents,
        staffId: input.staffId,
        now,
      });
    if (settled.linkCents > 0 && seams.paymentLink)
      paymentUrl = (await seams.paymentLink(tx, { order, amountCents: settled.linkCents })).url;
    const ids = await repository.insertOrderChange(tx, {
      orderId: order.id,
      staffId: input.staffId,
      version,
      status: order.status,
      summary,
      createdAt: now,
    });
    await recordAction(
      { db: tx, clock: deps.clock },
      {
        staffId: input.staffId,
        action: orderChangeMessages.staffAction,
        subject: `order ${order.reference}`,
        details: { version, ...summary },
      },
    );
    await writeOrderEvent(tx, { type: 'order.changed', orderId: order.id, payload: ids }, now);
    await deps.events.publish(tx, {
      type: 'order.changed',
      orderId: order.id,
      changeId: ids.statusChangeId,
      customerId: order.customerId,
    });
    return { answer: { ...applied.answer, payment_url: paymentUrl }, refund };
  });
  deps.orderEvents.wake();
  // The gateway is asked once the change is kept, as a whole cancel's refund is (order-status.ts).
  if (refund) await refund.send();
  return answer;
}

async function applyChange(tx: Db, deps: Deps, { orderId, body }: ChangeInput, seams: CardSeams) {
  const now = deps.clock.now();
  const order = await orders.lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  if (!CHANGEABLE.has(order.status))
    throw new AppError('status', orderChangeMessages.handedOver(order.reference));
  if (order.version !== body.version) throw staleOrder(order.reference);
  const before = await repository.soldLinesOf(tx, orderId);

  // What the order took is given back first, so that its own stock and place count for the new basket.
  await giveBack(tx, order);
  const settings = await settingsAt(
    deps.db,
    tx,
    await repository.currentSettingsVersion(tx),
    dublinDate(now),
  );
  const placing = placementBody(body, order);
  const mode = placing.order_type === 'delivery' ? 'delivery' : 'collection';
  const sameSlot = mode === order.fulfilment && body.schedule_at === scheduleAtOf(order.scheduledAt);
  const basket = await checkAndTakeBasket(tx, {
    settings,
    body: placing,
    customerId: order.customerId ?? 0,
    now,
    couponAt: order.createdAt,
    takeSlot: (portions, zoneMinutes) =>
      sameSlot
        ? keepSlot(tx, { restaurantId: settings.restaurant.id, settings, order, portions })
        : checkAndTakeSlot(tx, { settings, body: placing, now, portions, zoneMinutes }),
  });
  const { priced, delivery, slot } = basket;
  const lines = lineRowsOf(basket.lines, priced);

  const after: OrderDetails = {
    fulfilment: delivery ? 'delivery' : 'collection',
    scheduledAt: slot.startsAt,
    deliveryAddress: delivery?.address ?? null,
    contactName: basket.contact.name,
    contactPhone: basket.contact.number,
    orderNote: body.order_note || null,
  };
  const differenceCents = priced.totals.totalCents - order.totalCents;
  const difference = { ...lineDifference(before, lines), details: detailDifference(order, after) };
  if (changesNothing(difference)) throw new AppError('order_unchanged', orderChangeMessages.unchanged);
  const settled = settleDifference(order, differenceCents, body.settle, seams);
  const summary = {
    ...difference,
    old_total_cents: order.totalCents,
    new_total_cents: priced.totals.totalCents,
    difference_cents: differenceCents,
    settlement: settled.settlement,
  };

  await repository.replaceLines(tx, { orderId, lines, vat: priced.vat });
  const version = await repository.updateChangedOrder(tx, orderId, {
    ...after,
    portions: basket.portions,
    distanceKm: delivery?.distanceKm ?? null,
    ...priced.totals,
    vatCents: priced.vatCents,
    toPayCents: settled.toPayCents,
    // An accepted order's ready time follows its new time when that is later.
    readyAt: order.readyAt && order.readyAt < slot.startsAt && !sameSlot ? slot.startsAt : order.readyAt,
    updatedAt: now,
  });
  const answer: OrderChangeResponse = { version, summary, payment_url: null };
  return { order, summary, version, now, answer, settled };
}

/** 'YYYY-MM-DD HH:mm:00' of an instant, Dublin wall clock: as the change's body names a time. */
const scheduleAtOf = (at: Date) => {
  const { date, time } = dublinWallClock(at);
  return formatScheduleAt(date, time);
};

/** The change as placing takes a body: the order's own payment method and coupon. */
function placementBody(body: OrderChangeRequest, order: orders.OrderRow): QuoteRequest {
  const { version: _version, settle: _settle, ...rest } = body;
  return {
    ...rest,
    restaurant_id: 2,
    payment_method: order.paymentMethod,
    coupon_code: order.couponCode,
  };
}

/**
 * The order keeps its time and mode: its slot is kept however soon it now is (the lead time was met
 * when it was placed), and its place taken again for its new portions, which must still fit.
 */
async function keepSlot(
  tx: Db,
  {
    restaurantId,
    settings,
    order,
    portions,
  }: {
    restaurantId: number;
    settings: { restaurant: Parameters<typeof slotLimits>[0] };
    order: orders.OrderRow;
    portions: number;
  },
) {
  const startsAt = order.scheduledAt;
  const taken = await takeSlot(tx, { restaurantId, startsAt, ...slotLimits(settings.restaurant, portions) });
  const { time } = dublinWallClock(startsAt);
  const slot: Slot = { time, label: formatDublinTime12h(startsAt), startsAt };
  return taken ? passed(slot) : failed<Slot | undefined>(undefined, problem('slot_unavailable'));
}
