import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '../test/migrations-before.ts';

/*
 * Migration `address_marks_eircode_compact` (issue 51): an address mark kept as the staff typed an
 * Eircode, with its space, is kept compact as an order keeps its Eircode, so that it matches; a
 * mark of an address line, or of another kind of target, stays as it was.
 */
const TAG = 'address_marks_eircode_compact';

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

it('keeps the Eircodes of address marks compact, and nothing else', async () => {
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: before.folder });
  await client.exec(`
    insert into customer_marks (target, value, kind, reason, created_at) values
      ('address', 'e25 x9t4', 'blocked', 'Fake orders', now()),
      ('address', 'd6w y2k5', 'flag', 'Call first', now()),
      ('address', 'e25x9t4', 'flag', 'Already compact', now()),
      ('address', '4 rock view, cashel', 'flag', 'A line', now()),
      ('address', 'e25 x9t4 upstairs', 'flag', 'Not only an Eircode', now()),
      ('email', 'e25 x9t4', 'flag', 'Not an address', now());
  `);

  await migrate(db, { migrationsFolder: MIGRATIONS });
  const { rows } = await client.query<{ target: string; value: string }>(
    'select target, value from customer_marks order by id',
  );
  expect(rows).toEqual([
    { target: 'address', value: 'e25x9t4' },
    { target: 'address', value: 'd6wy2k5' },
    { target: 'address', value: 'e25x9t4' },
    { target: 'address', value: '4 rock view, cashel' },
    { target: 'address', value: 'e25 x9t4 upstairs' },
    { target: 'email', value: 'e25 x9t4' },
  ]);
});
