import type { VatBucket } from '@tiffin/core';
import { publishedBy } from '../../../adapters/events.ts';
import type { Db } from '../../../db/client.ts';
import { preparedStatement } from '../../../db/prepared.ts';
import type { orderLines, orders } from '../../../db/schema.ts';
import { placedEventSql } from '../order-events.ts';
import { newReference } from '../orders.repository.ts';

const REFERENCE_TRIES = 5;

/** The order's columns; it is updated when it is created. */
export type PlacedOrderRow = Omit<
  typeof orders.$inferInsert,
  'id' | 'reference' | 'customerId' | 'updatedAt'
> & {
  /** null: a phone order's guest (issue 49) */
  customerId: number | null;
};
export type PlacedLineRow = Omit<typeof orderLines.$inferInsert, 'orderId'> & {
  allergens: string[];
  depositCents: number;
};

/** The VAT by rate and the lines go as JSON records, their keys the rows' own (camelCase). */
const insertPlaced = preparedStatement<{ id: number; reference: string }>(
  'insert_placed_order',
  `with placed as (
    insert into orders (restaurant_id, customer_id, reference, status, fulfilment, payment_method,
      scheduled_at, portions, contact_name, contact_phone, delivery_address, distance_km,
      subtotal_cents, delivery_fee_cents, discount_cents, deposit_cents, total_cents, vat_cents,
      coupon_id, coupon_code, order_note, payment_intent_id, created_at, updated_at, tip_cents)
    values ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8, $9, $10, $11::jsonb, $12::double precision,
      $13, $14, $15, $16, $17, $18, $19::integer, $20, $21, $22, $23::timestamptz, $23::timestamptz, $26)
    on conflict (reference) do nothing
    returning id, reference, customer_id, status, created_at
  ), vat as (
    insert into order_vat (order_id, rate_basis_points, gross_cents, net_cents, vat_cents)
    select placed.id, v."rateBasisPoints", v."grossCents", v."netCents", v."vatCents"
    from placed, jsonb_to_recordset($24::jsonb)
      as v("rateBasisPoints" integer, "grossCents" integer, "netCents" integer, "vatCents" integer)
  ), lines as (
    insert into order_lines (order_id, product_id, name, quantity, unit_price_cents,
      line_total_cents, options, note, allergens, position, vat_rate_basis_points, deposit_cents)
    select placed.id, l."productId", l.name, l.quantity, l."unitPriceCents", l."lineTotalCents",
      l.options, l.note, l.allergens, l.position, l."vatRateBasisPoints", l."depositCents"
    from placed, jsonb_to_recordset($25::jsonb)
      as l("productId" integer, name text, quantity integer, "unitPriceCents" integer,
        "lineTotalCents" integer, options jsonb, note text, allergens text[], position integer,
        "vatRateBasisPoints" integer, "depositCents" integer)
  ), change as (
    insert into order_status_changes (order_id, status, staff_id, created_at)
    select placed.id, placed.status, null, placed.created_at from placed
    returning id, order_id
  ), placed_event as (
    ${placedEventSql('placed')}
  )
  select placed.id, placed.reference, ${publishedBy(`json_build_object('type', 'order.changed',
    'orderId', placed.id, 'changeId', change.id, 'customerId', placed.customer_id)::text`)}
  from placed join change on change.order_id = placed.id`,
);

/**
 * Writes a placed order in one statement (decision 057): the order under a fresh random reference,
 * its VAT by rate, its lines, its first status change, its `order.placed` event for the subscribers
 * (decision 062), and the bus's event that announces it to the boards, made of the order's and the
 * change's ids. One round trip instead of five: on a Friday peak each
 * statement is a system call and a wait. A reference already taken inserts nothing
 * (`on conflict do nothing`, the rest selecting from no row) and another is drawn.
 */
export async function insertPlacedOrder(
  db: Db,
  {
    order,
    vat,
    lines,
  }: {
    order: PlacedOrderRow;
    vat: VatBucket[];
    lines: PlacedLineRow[];
  },
): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt += 1) {
    const [row] = await insertPlaced(db, [
      order.restaurantId,
      order.customerId,
      newReference(),
      order.status,
      order.fulfilment,
      order.paymentMethod,
      order.scheduledAt.toISOString(),
      order.portions ?? 0,
      order.contactName,
      order.contactPhone,
      order.deliveryAddress ? JSON.stringify(order.deliveryAddress) : null,
      order.distanceKm ?? null,
      order.subtotalCents,
      order.deliveryFeeCents,
      order.discountCents,
      order.depositCents ?? 0,
      order.totalCents,
      order.vatCents,
      order.couponId ?? null,
      order.couponCode ?? null,
      order.orderNote ?? null,
      order.paymentIntentId ?? null,
      order.createdAt.toISOString(),
      JSON.stringify(vat),
      JSON.stringify(lines),
      order.tipCents ?? 0,
    ]);
    if (row) return { id: Number(row.id), reference: row.reference };
  }
  throw new Error(`no free order reference after ${REFERENCE_TRIES} tries`);
}
