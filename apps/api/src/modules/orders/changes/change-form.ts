import { dublinWallClock, euroStringToCents, formatScheduleAt, type OrderChangeForm } from '@tiffin/core';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../errors.ts';
import { getProductsWithCategories, listOptions } from '../../menu/index.ts';
import * as orders from '../orders.repository.ts';
import { soldLinesOf } from './changes.repository.ts';

/**
 * What the staff's "Change order" starts from (issue 49): the order as a change request would send
 * it unchanged — its version, its lines as a cart (each option by its group and label, as the
 * basket reads them), its time, mode, address, contact and note — and the dishes on sale to add,
 * with their option groups.
 */
export async function orderChangeForm(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  { orderId }: { orderId: number },
): Promise<OrderChangeForm> {
  const order = await orders.findOrder(deps.db, orderId);
  if (!order) throw notFound('Order');
  const lines = await soldLinesOf(deps.db, orderId);
  const { date, time } = dublinWallClock(order.scheduledAt);
  const address = order.deliveryAddress;
  const { products } = await getProductsWithCategories(deps);
  const options = await listOptions(
    deps.db,
    products.map((product) => product.id),
  );
  return {
    version: order.version,
    reference: order.reference,
    payment_method: order.paymentMethod,
    total_cents: order.totalCents,
    request: {
      version: order.version,
      cart: lines.map((line) => ({
        item_id: line.productId ?? 0,
        quantity: line.quantity,
        variations: line.options.map((option) => ({
          name: option.variation,
          values: { label: [option.label] },
        })),
        item_note: line.note,
      })),
      order_type: order.fulfilment === 'delivery' ? 'delivery' : 'take_away',
      schedule_at: formatScheduleAt(date, time),
      ...(address
        ? {
            address: address.address,
            latitude: address.latitude,
            longitude: address.longitude,
            // Left out when the address has none: the request's fields take text, not null.
            house: address.house ?? undefined,
            floor: address.floor ?? undefined,
            road: address.road ?? undefined,
            eircode: address.eircode ?? undefined,
          }
        : {}),
      contact_person_name: order.contactName,
      contact_person_number: order.contactPhone,
      order_note: order.orderNote,
    },
    line_names: lines.map((line) => line.name),
    menu: products.map((product) => {
      const groups = new Map<string, { label: string; price_cents: number }[]>();
      for (const row of options.filter((option) => option.productId === product.id)) {
        const group = groups.get(row.variation) ?? [];
        if (row.label !== null && row.priceCents !== null && row.stock !== 0)
          group.push({ label: row.label, price_cents: row.priceCents });
        groups.set(row.variation, group);
      }
      return {
        id: product.id,
        name: product.name,
        price_cents: euroStringToCents(product.price),
        allergens: product.allergies,
        groups: [...groups].map(([name, choices]) => ({ name, options: choices })),
      };
    }),
  };
}
