import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '../test/migrations-before.ts';

/*
 * Migration `vat_by_rate` (decision 046) on a database that had orders before it: each order gets a
 * one-row VAT breakdown from its single rate, its lines that rate, and the seeded drinks (by exact
 * name) their class and deposit; a dish of another name is left alone.
 */
const TAG = 'vat_by_rate';

let client: PGlite;
let before: Awaited<ReturnType<typeof migrationsBefore>>;
beforeAll(async () => {
  before = await migrationsBefore(TAG);
  client = await PGlite.create();
});
afterAll(async () => {
  await client.close();
  await before.remove();
});

describe('the vat_by_rate migration', () => {
  it('gives an order placed before it a one-row breakdown, its lines its rate, and the cans a deposit', async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before.folder });
    await client.exec(`
      insert into restaurants (id, name, address_line, town, county, eircode, latitude, longitude, phones, email,
        minimum_order_cents, delivery_base_fee_cents, delivery_base_km, delivery_per_km_cents, delivery_radius_km,
        collection_lead_minutes, delivery_lead_minutes, slot_interval_minutes, wait_min_minutes, wait_max_minutes,
        vat_rate_basis_points)
      values (1, 'Tiffin', '1 Main Street', 'Cashel', 'Tipperary', 'E25 X9T4', 52.5, -7.9, '[]', 'a@b.ie',
        1500, 300, 2, 75, 10, 20, 40, 15, 25, 45, 900);
      insert into categories (id, restaurant_id, name, position) values (1, 1, 'Drinks', 0);
      insert into products (id, category_id, name, description, price_cents, position)
      values (1, 1, '7UP (330ml can)', 'A can.', 250, 0), (2, 1, 'Mango Lassi', 'Yoghurt.', 450, 1);
      insert into orders (id, restaurant_id, reference, status, fulfilment, payment_method, scheduled_at,
        contact_name, contact_phone, subtotal_cents, delivery_fee_cents, discount_cents, total_cents, vat_cents,
        vat_rate_basis_points, created_at, updated_at)
      values (1, 1, 'ACD347', 'delivered', 'collection', 'cash_on_delivery', now(), 'Aoife', '0871234567',
        1950, 0, 0, 1950, 161, 900, now(), now());
      insert into order_lines (order_id, product_id, name, quantity, unit_price_cents, line_total_cents, options,
        position)
      values (1, 2, 'Mango Lassi', 3, 650, 1950, '[]', 0);
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS });
    const rows = async (query: string) => (await client.query(query)).rows;
    expect(await rows('select * from order_vat')).toEqual([
      { order_id: 1, rate_basis_points: 900, gross_cents: 1950, net_cents: 1789, vat_cents: 161 },
    ]);
    expect(await rows('select vat_rate_basis_points, deposit_cents from order_lines')).toEqual([
      { vat_rate_basis_points: 900, deposit_cents: 0 },
    ]);
    expect(await rows('select vat_cents, vat_rate_basis_points, deposit_cents from orders')).toEqual([
      { vat_cents: 161, vat_rate_basis_points: 900, deposit_cents: 0 },
    ]);
    expect(await rows('select name, vat_class, deposit_cents from products order by id')).toEqual([
      { name: '7UP (330ml can)', vat_class: 'soft_drink', deposit_cents: 15 },
      { name: 'Mango Lassi', vat_class: 'food', deposit_cents: 0 },
    ]);
    expect(
      await rows(
        "select column_name from information_schema.columns where table_name = 'restaurants' and column_name = 'vat_rate_basis_points'",
      ),
    ).toEqual([]);
  });
});
