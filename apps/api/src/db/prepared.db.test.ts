import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { preparedStatement, transaction } from './prepared.ts';

/*
 * The hot path's statements (decision 074): on PostgreSQL named and prepared on the connection of
 * the transaction that runs them; on PGlite the same text, unnamed; the same rows on both.
 */
const echo = preparedStatement<{ ids: number[]; twice: string; same: boolean }>(
  'test_prepared_echo',
  'select $1::integer[] as ids, $2::text || $2::text as twice, $3::integer = any($1::integer[]) as same',
);

/** The rows of an `execute`, which Drizzle types by the driver (either database's here). */
async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await dispose();
});

describe('a prepared statement', () => {
  it('takes an array as one parameter and a parameter used twice, in a transaction and outside', async () => {
    const inside = await transaction(database.db, (tx) => echo(tx, [[4, 5], 'ab', 5]));
    const outside = await echo(database.db, [[6], 'c', 5]);
    expect(inside).toEqual([{ ids: [4, 5], twice: 'abab', same: true }]);
    expect(outside).toEqual([{ ids: [6], twice: 'cc', same: false }]);
  });

  it("runs in the transaction's own connection, and is prepared there on PostgreSQL", async () => {
    const write = preparedStatement('test_prepared_write', "select set_config('tiffin.test', $1, true)");
    const named = await transaction(database.db, async (tx) => {
      await write(tx, ['set in the transaction']);
      const [setting] = await rowsOf<{ value: string }>(
        tx.execute(sql`select current_setting('tiffin.test', true) as value`),
      );
      expect(setting?.value).toBe('set in the transaction');
      const prepared = await rowsOf(
        tx.execute(sql`select name from pg_prepared_statements where name = 'test_prepared_write'`),
      );
      return prepared.length;
    });
    expect(named).toBe(database.kind === 'postgres' ? 1 : 0);
  });
});
