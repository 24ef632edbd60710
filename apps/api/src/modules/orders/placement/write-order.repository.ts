import { publishedBy } from '../../../adapters/events.ts';
import type { Db } from '../../../db/client.ts';
import { preparedStatement } from '../../../db/prepared.ts';
import type { orderLines, orders, orderVat } from '../../../db/schema.ts';
import { newReference } from '../orders.repository.ts';

const REFERENCE_TRIES = 5;

/** The order's columns; it is updated when it is created. */
export type PlacedOrderRow = Omit<
  typeof orders.$inferInsert,
  'id' | 'reference' | 'customerId' | 'updatedAt'
> & {
  customerId: number;
};
export type PlacedVatRow = Omit<typeof orderVat.$inferInsert, 'orderId'>;
export type PlacedLineRow = Omit<typeof orderLines.$inferInsert, 'orderId'> & {
  allergens: string[];
  depositCents: number;
};

/**
 * The order, its VAT by rate and its lines (as JSON records), its first status change, and the
 * event, in one statement: nothing is written when the reference is taken (`on conflict do
 * nothing`, the rest selecting from no row).
 */
const insertPlaced = preparedStatement<{ id: number; reference: string }>(
  'insert_placed_order',
  `with placed as (
    insert into orders (restaurant_id, customer_id, reference, status, fulfilment, payment_method,
      scheduled_at, portions, contact_name, contact_phone, delivery_address, distance_km,
      subtotal_cents, delivery_fee_cents, discount_cents, deposit_cents, total_cents, vat_cents,
      coupon_id, coupon_code, order_note, payment_intent_id, created_at, updated_at)
    values ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8, $9, $10, $11::jsonb, $12::double precision,
      $13, $14, $15, $16, $17, $18, $19::integer, $20, $21, $22, $23::timestamptz, $23::timestamptz)
    on conflict (reference) do nothing
    returning id, reference, customer_id, status, created_at
  ), vat as (
    insert into order_vat (order_id, rate_basis_points, gross_cents, net_cents, vat_cents)
    select placed.id, v.rate_basis_points, v.gross_cents, v.net_cents, v.vat_cents
    from placed, jsonb_to_recordset($24::jsonb)
      as v(rate_basis_points integer, gross_cents integer, net_cents integer, vat_cents integer)
  ), lines as (
    insert into order_lines (order_id, product_id, name, quantity, unit_price_cents,
      line_total_cents, options, note, allergens, position, vat_rate_basis_points, deposit_cents)
    select placed.id, l.product_id, l.name, l.quantity, l.unit_price_cents, l.line_total_cents,
      l.options, l.note, l.allergens, l.position, l.vat_rate_basis_points, l.deposit_cents
    from placed, jsonb_to_recordset($25::jsonb)
      as l(product_id integer, name text, quantity integer, unit_price_cents integer,
        line_total_cents integer, options jsonb, note text, allergens text[], position integer,
        vat_rate_basis_points integer, deposit_cents integer)
  ), change as (
    insert into order_status_changes (order_id, status, staff_id, created_at)
    select placed.id, placed.status, null, placed.created_at from placed
    returning id, order_id
  )
  select placed.id, placed.reference, ${publishedBy(`json_build_object('type', 'order.changed',
    'orderId', placed.id, 'changeId', change.id, 'customerId', placed.customer_id)::text`)}
  from placed join change on change.order_id = placed.id`,
);

/**
 * Writes a placed order in one statement (decision 057): the order under a fresh random reference,
 * its VAT by rate, its lines, its first status change, and the event that announces it, made of
 * the order's and the change's ids. One round trip instead of five: on a Friday
 * peak each statement is a system call and a wait. A reference already taken inserts nothing
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
    vat: PlacedVatRow[];
    lines: PlacedLineRow[];
  },
): Promise<{ id: number; reference: string }> {
  const vatJson = JSON.stringify(
    vat.map((row) => ({
      rate_basis_points: row.rateBasisPoints,
      gross_cents: row.grossCents,
      net_cents: row.netCents,
      vat_cents: row.vatCents,
    })),
  );
  const linesJson = JSON.stringify(
    lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      line_total_cents: line.lineTotalCents,
      options: line.options,
      note: line.note ?? null,
      allergens: line.allergens,
      position: line.position,
      vat_rate_basis_points: line.vatRateBasisPoints,
      deposit_cents: line.depositCents,
    })),
  );
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
      vatJson,
      linesJson,
    ]);
    if (row) return { id: Number(row.id), reference: row.reference };
  }
  throw new Error(`no free order reference after ${REFERENCE_TRIES} tries`);
}
