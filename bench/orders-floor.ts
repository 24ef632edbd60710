import { randomInt } from 'node:crypto';

/**
 * The floor of bench/orders-per-second.ts: the rows placement writes for one order, in one
 * hand-written SQL transaction per order, with no HTTP and no app. What the app adds above it is
 * the ratio the benchmark reports.
 */

export type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const REFERENCE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const reference = () =>
  Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
type MenuRow = {
  id: number;
  name: string;
  price_cents: number;
  allergens: string[];
  option_id: number | null;
  label: string | null;
  option_cents: number | null;
};

/** What one floor order needs: the run's customers, slots, restaurant, the two dishes, the quote's total. */
export type FloorRun = {
  customers: { id: number }[];
  slots: { startsAt: Date }[];
  restaurant: { id: number; slotCapacity: number };
  bhajiId: number;
  chopsId: number;
  total: string;
  now: () => Date;
};

/**
 * The floor's transaction body: claims the key, reads the prices, writes every row placement
 * writes. The caller runs it in a transaction of its own (orders-per-second.ts).
 */
export function floorOrderOf({
  customers,
  slots,
  restaurant,
  bhajiId,
  chopsId,
  total,
  now: clockNow,
}: FloorRun) {
  let keyCounter = 0;
  return async function floorOrder(query: Query, customer: number): Promise<void> {
    const who = customers[customer];
    const slot = slots[customer % slots.length];
    if (!who || !slot) throw new Error('no customer');
    const now = clockNow();
    keyCounter += 1;
    const key = `floor-${keyCounter}`;
    const claimed = await query(
      `insert into idempotency_keys (customer_id, key, request_hash, created_at) values ($1, $2, $3, $4)
     on conflict do nothing returning key`,
      [who.id, key, 'f'.repeat(64), now],
    );
    if (claimed.rows.length !== 1) throw new Error('key taken');
    const menuRows = (
      await query(
        `select p.id, p.name, p.price_cents, p.allergens, o.id as option_id, o.label, o.price_cents as option_cents
       from products p join categories c on c.id = p.category_id
       left join variations v on v.product_id = p.id
       left join variation_options o on o.variation_id = v.id and o.label = 'Four chops'
       where p.id = any($1) and c.restaurant_id = $2 and p.available`,
        [[bhajiId, chopsId], restaurant.id],
      )
    ).rows as MenuRow[];
    const bhaji = menuRows.find((row) => row.id === bhajiId);
    const chops = menuRows.find((row) => row.id === chopsId && row.option_id !== null);
    if (!bhaji || !chops) throw new Error('menu rows missing');
    const chopsUnit = chops.price_cents + (chops.option_cents ?? 0);
    const subtotal = bhaji.price_cents * 3 + chopsUnit;
    const slotTaken = await query(
      `insert into slot_bookings (restaurant_id, starts_at, taken) values ($1, $2, 1)
     on conflict (restaurant_id, starts_at) do update set taken = slot_bookings.taken + 1
     where slot_bookings.taken < $3 returning taken`,
      [restaurant.id, slot.startsAt, restaurant.slotCapacity],
    );
    if (slotTaken.rows.length !== 1) throw new Error('slot full');
    const ref = reference();
    const vat = Math.round((subtotal * 900) / 10_900);
    const [order] = (
      await query(
        `insert into orders (restaurant_id, customer_id, reference, status, fulfilment, payment_method, scheduled_at,
         contact_name, contact_phone, subtotal_cents, delivery_fee_cents, discount_cents, total_cents, vat_cents,
         order_note, created_at, updated_at)
       values ($1, $2, $3, 'pending', 'collection', 'cash_on_delivery', $4, 'Aoife Ryan', '0871234567', $5, 0, 0, $5,
         $6, 'Ring the bell', $7, $7)
       on conflict (reference) do nothing returning id`,
        [restaurant.id, who.id, ref, slot.startsAt, subtotal, vat, now],
      )
    ).rows as { id: number }[];
    if (!order) throw new Error('reference taken');
    // The VAT by rate, as placement writes it (decision 046): both dishes are food at 9%.
    await query(
      `insert into order_vat (order_id, rate_basis_points, gross_cents, net_cents, vat_cents) values ($1, 900, $2, $3, $4)`,
      [order.id, subtotal, subtotal - vat, vat],
    );
    await query(
      `insert into order_lines (order_id, product_id, name, quantity, unit_price_cents, line_total_cents, options, note,
       allergens, position, vat_rate_basis_points)
     values ($1, $2, $3, 3, $4, $5, '[]', 'Extra crispy', $6, 0, 900),
            ($1, $7, $8, 1, $9, $9, $10, null, $11, 1, 900)`,
      [
        order.id,
        bhaji.id,
        bhaji.name,
        bhaji.price_cents,
        bhaji.price_cents * 3,
        bhaji.allergens,
        chops.id,
        chops.name,
        chopsUnit,
        JSON.stringify([
          {
            variation: 'Portion',
            label: chops.label,
            price_cents: chops.option_cents,
            option_id: chops.option_id,
          },
        ]),
        chops.allergens,
      ],
    );
    // Its first status change and its event (decision 062): the receipt, the notification and the
    // kitchen's copy are the subscribers' to write, after the commit, as in the app.
    await query(
      `with change as (
        insert into order_status_changes (order_id, status, staff_id, created_at) values ($1, 'pending', null, $2)
      )
      insert into order_events (type, order_id, payload, created_at) values ('order.placed', $1, '{}', $2)`,
      [order.id, now],
    );
    await query(
      `update idempotency_keys set response_status = 200, response_body = $3 where customer_id = $1 and key = $2`,
      [
        who.id,
        key,
        JSON.stringify({
          message: 'Order placed successfully!',
          order_id: order.id,
          order_reference: ref,
          total,
        }),
      ],
    );
  };
}
