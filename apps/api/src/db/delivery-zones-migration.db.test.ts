import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '../test/migrations-before.ts';

/*
 * Migration `delivery_zones` (decision 064) on a database that had a restaurant before it: its
 * radius around it, its fee by distance and its minimum become one circle zone, switched on, and
 * a write to the zones moves the settings' version (placement keeps them in memory).
 */
const TAG = 'delivery_zones';

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

describe('the delivery_zones migration', () => {
  it("makes the restaurant's radius, fee and minimum its one circle zone", async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before.folder });
    await client.exec(`
      insert into restaurants (id, name, address_line, town, county, eircode, latitude, longitude, phones, email,
        minimum_order_cents, delivery_base_fee_cents, delivery_base_km, delivery_per_km_cents, delivery_radius_km,
        collection_lead_minutes, delivery_lead_minutes, slot_interval_minutes, wait_min_minutes, wait_max_minutes)
      values (1, 'Tiffin', '42 Main Street', 'Cashel', 'Tipperary', 'E25 X9T4', 52.5159336, -7.8890741, '[]',
        'a@b.ie', 1750, 350, 2.5, 80, 8.5, 20, 40, 15, 25, 45);
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS });
    const rows = async (query: string) => (await client.query(query)).rows;
    expect(
      await rows(`select restaurant_id, name, area, fee_kind, fee_cents, fee_base_km, fee_per_km_cents,
        minimum_order_cents, free_delivery_over_cents, extra_minutes, enabled from delivery_zones`),
    ).toEqual([
      {
        restaurant_id: 1,
        name: 'Delivery area',
        area: { type: 'circle', center: [-7.8890741, 52.5159336], radius_km: 8.5 },
        fee_kind: 'distance',
        fee_cents: 350,
        fee_base_km: 2.5,
        fee_per_km_cents: 80,
        minimum_order_cents: 1750,
        free_delivery_over_cents: null,
        extra_minutes: 0,
        enabled: true,
      },
    ]);

    const version = async () => (await rows('select version from settings_version'))[0];
    const was = await version();
    await client.exec('update delivery_zones set fee_cents = 400');
    expect(await version()).not.toEqual(was);
  });
});
