import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { orderLines, orders, orderVat } from '../../../db/schema.ts';
import { newReference } from '../orders.repository.ts';

const REFERENCE_TRIES = 5;

export type PlacedOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'reference' | 'customerId'> & {
  customerId: number;
};
export type PlacedVatRow = Omit<typeof orderVat.$inferInsert, 'orderId'>;
export type PlacedLineRow = Omit<typeof orderLines.$inferInsert, 'orderId'> & {
  allergens: string[];
  depositCents: number;
};

/**
 * Writes a placed order in one statement (decision 057): the order under a fresh random reference,
 * its VAT by rate, its lines, its first status change, and the event that announces it, which
 * `publishIn` makes of the order's and the change's ids. One round trip instead of five: on a Friday
 * peak each statement is a system call and a wait. A reference already taken inserts nothing
 * (`on conflict do nothing`, the rest selecting from no row) and another is drawn.
 */
export async function insertPlacedOrder(
  db: Db,
  {
    order,
    vat,
    lines,
    publishIn,
  }: {
    order: PlacedOrderRow;
    vat: PlacedVatRow[];
    lines: PlacedLineRow[];
    publishIn: (payload: SQL) => SQL;
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
  const at = (date: Date | null | undefined) => date?.toISOString() ?? null;
  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt += 1) {
    // Both drivers (node-postgres and PGlite) answer `{ rows }`.
    const { rows } = (await db.execute(sql`
      with placed as (
        insert into orders (restaurant_id, customer_id, reference, status, fulfilment, payment_method,
          scheduled_at, portions, contact_name, contact_phone, delivery_address, distance_km,
          subtotal_cents, delivery_fee_cents, discount_cents, deposit_cents, total_cents, vat_cents,
          coupon_id, coupon_code, order_note, payment_intent_id, created_at, updated_at)
        values (${order.restaurantId}, ${order.customerId}, ${newReference()}, ${order.status},
          ${order.fulfilment}, ${order.paymentMethod}, ${at(order.scheduledAt)}::timestamptz,
          ${order.portions ?? 0}, ${order.contactName}, ${order.contactPhone},
          ${order.deliveryAddress ? JSON.stringify(order.deliveryAddress) : null}::jsonb,
          ${order.distanceKm ?? null}::double precision, ${order.subtotalCents},
          ${order.deliveryFeeCents}, ${order.discountCents}, ${order.depositCents ?? 0},
          ${order.totalCents}, ${order.vatCents}, ${order.couponId ?? null}::integer,
          ${order.couponCode ?? null}, ${order.orderNote ?? null}, ${order.paymentIntentId ?? null},
          ${at(order.createdAt)}::timestamptz, ${at(order.updatedAt)}::timestamptz)
        on conflict (reference) do nothing
        returning id, reference, customer_id, created_at
      ), vat as (
        insert into order_vat (order_id, rate_basis_points, gross_cents, net_cents, vat_cents)
        select placed.id, v.rate_basis_points, v.gross_cents, v.net_cents, v.vat_cents
        from placed, jsonb_to_recordset(${vatJson}::jsonb)
          as v(rate_basis_points integer, gross_cents integer, net_cents integer, vat_cents integer)
      ), lines as (
        insert into order_lines (order_id, product_id, name, quantity, unit_price_cents,
          line_total_cents, options, note, allergens, position, vat_rate_basis_points, deposit_cents)
        select placed.id, l.product_id, l.name, l.quantity, l.unit_price_cents, l.line_total_cents,
          l.options, l.note, l.allergens, l.position, l.vat_rate_basis_points, l.deposit_cents
        from placed, jsonb_to_recordset(${linesJson}::jsonb)
          as l(product_id integer, name text, quantity integer, unit_price_cents integer,
            line_total_cents integer, options jsonb, note text, allergens text[], position integer,
            vat_rate_basis_points integer, deposit_cents integer)
      ), change as (
        insert into order_status_changes (order_id, status, staff_id, created_at)
        select placed.id, ${order.status}, null, placed.created_at from placed
        returning id, order_id
      )
      select placed.id, placed.reference,
        ${publishIn(sql`json_build_object('type', 'order.changed', 'orderId', placed.id,
          'changeId', change.id, 'customerId', placed.customer_id)::text`)}
      from placed join change on change.order_id = placed.id`)) as {
      rows: { id: number; reference: string }[];
    };
    const [row] = rows;
    if (row) return { id: Number(row.id), reference: row.reference };
  }
  throw new Error(`no free order reference after ${REFERENCE_TRIES} tries`);
}
