import type { Db } from './client.ts';

/**
 * A statement of the hot path (placing an order) written once as SQL with `$n` parameters, and run
 * as a named prepared statement through Drizzle's session of `db` (a transaction's included):
 * PostgreSQL parses and plans it once per connection, and no SQL is built per call (issue 36,
 * decision 057). Drizzle's own `.prepare()` cannot do this: a statement it prepares is bound to the
 * session it was prepared on, the pool, not the order's transaction.
 *
 * The parameters go to the driver as they are: instants as ISO strings, JSON as text, arrays as
 * arrays. Rows come as the driver reads them, named by the SQL's aliases; instants are best selected
 * as epoch milliseconds, which node-postgres and PGlite read alike.
 */
export function preparedStatement<Row = never>(name: string, text: string) {
  return async (db: Db, params: readonly unknown[]): Promise<Row[]> => {
    const query = db._.session.prepareQuery({ sql: text, params: [...params] }, undefined, name, false);
    const result = (await query.execute()) as { rows: Row[] };
    return result.rows;
  };
}
