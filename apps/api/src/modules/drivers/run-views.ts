import { type DeliveryBoard, type DriverRun, type DriverStop, firstNameOf, MINUTE_MS } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { deliveryAddressOf, ordersByIds } from '../orders/index.ts';
import { enabledMemberIds, memberNames } from '../staff/index.ts';
import { cashOf, cashUpOrdersOf } from './cash-of-orders.ts';
import { cashUpOf } from './cash-up-view.ts';
import * as repository from './drivers.repository.ts';
import { requireDriver } from './runs.ts';

/*
 * The runs as the driver's phone and the board read them (issue 50): a driver's stops in order with
 * what the door needs, what they finished since their last cash-up and the cash expected; and the
 * board's drivers with their state, and each order's delivery.
 */

/** A phone number as a `tel:` link: its digits and a leading +, nothing else. */
export const telUrl = (phone: string): string => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;

/** How long the board keeps showing an order that came back undelivered, waiting for a decision. */
const RETURNED_SHOWN_MS = 24 * 60 * MINUTE_MS;

export async function driverRun(
  deps: Pick<AppDeps, 'db'>,
  { driverId }: { driverId: number },
): Promise<DriverRun> {
  const { db } = deps;
  const name = await requireDriver(db, driverId);
  const deliveries = await repository.deliveriesOfRun(db, driverId);
  const orders = await ordersByIds(
    db,
    deliveries.map((delivery) => delivery.orderId),
  );
  const cash = await cashUpOrdersOf(db, [...orders.values()]);
  const stops: DriverStop[] = [];
  const finished: DriverRun['finished'] = [];
  let expected = 0;
  for (const delivery of deliveries) {
    const order = orders.get(delivery.orderId);
    if (!order) continue;
    const cashCents = cashOf(cash, order.id);
    if (delivery.state === 'assigned' || delivery.state === 'picked_up') {
      if (!order.deliveryAddress) continue;
      stops.push({
        delivery_id: delivery.id,
        order_id: order.id,
        reference: order.reference,
        state: delivery.state,
        order_status: order.status,
        name: order.contactName,
        phone: order.contactPhone,
        tel_url: telUrl(order.contactPhone),
        address: deliveryAddressOf(order.deliveryAddress),
        note: order.orderNote,
        payment_method: order.paymentMethod,
        cash_to_collect_cents: cashCents,
        picked_up_at: delivery.pickedUpAt?.toISOString() ?? null,
      });
      continue;
    }
    const delivered = delivery.state === 'delivered';
    if (delivered) expected += cashCents;
    finished.push({
      delivery_id: delivery.id,
      order_id: order.id,
      reference: order.reference,
      state: delivery.state,
      reason: delivery.reason,
      at: (delivery.finishedAt ?? delivery.assignedAt).toISOString(),
      cash_to_collect_cents: delivered ? cashCents : 0,
    });
  }
  const last = await repository.lastCashUpOf(db, driverId);
  return {
    driver: { id: driverId, name, first_name: firstNameOf(name) },
    stops,
    finished,
    expected_cents: expected,
    last_cash_up: last ? await cashUpOf(db, last) : null,
  };
}

/** Every enabled driver with their run's state, and each order's delivery the board shows. */
export async function deliveryBoard({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<DeliveryBoard> {
  const enabled = new Set(await enabledMemberIds(db));
  const ids = (await repository.driverIds(db)).filter((id) => enabled.has(id));
  const deliveries = await repository.deliveriesForBoard(
    db,
    new Date(clock.now().getTime() - RETURNED_SHOWN_MS),
  );
  const names = await memberNames(db, [
    ...new Set([...ids, ...deliveries.map((delivery) => delivery.driverId)]),
  ]);
  const orders = await ordersByIds(
    db,
    deliveries.map((delivery) => delivery.orderId),
  );
  // A returned delivery is shown while its order waits for a decision: not once it went out again or ended.
  const shown = deliveries.filter(
    (delivery) =>
      delivery.state !== 'returned' ||
      (orders.get(delivery.orderId)?.status === 'handover' &&
        !deliveries.some((other) => other.orderId === delivery.orderId && other.id > delivery.id)),
  );
  return {
    drivers: ids
      .map((id) => {
        const stops = shown
          .filter((delivery) => delivery.driverId === id && delivery.state !== 'returned')
          .map((delivery) => ({
            order_id: delivery.orderId,
            reference: orders.get(delivery.orderId)?.reference ?? '',
            state: delivery.state === 'picked_up' ? ('picked_up' as const) : ('assigned' as const),
          }));
        const state = stops.some((stop) => stop.state === 'picked_up')
          ? ('out' as const)
          : stops.length > 0
            ? ('assigned' as const)
            : ('free' as const);
        return { id, name: names.get(id) ?? '', state, stops };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
    deliveries: shown.map((delivery) => ({
      order_id: delivery.orderId,
      delivery_id: delivery.id,
      driver_id: delivery.driverId,
      driver_name: names.get(delivery.driverId) ?? '',
      state: delivery.state,
      reason: delivery.reason,
    })),
  };
}
