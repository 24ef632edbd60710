import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './types.ts';

/**
 * Statements of the hot path (placing an order) written once as SQL with `$n` parameters, and run
 * on PostgreSQL as named prepared statements: the server parses and plans each once per connection,
 * and no SQL is built per call (issue 36, decision 057). Drizzle 0.45 has no public way to run a
 * named statement in a transaction (its `.prepare()` binds a statement to the pool it was prepared
 * on), so this module keeps, through public APIs only (decision 074):
 * - the pool of each PostgreSQL database (`registerPool`, by `openDatabase`), and
 * - the pool client of each transaction opened by `transaction()`,
 * and sends the statement with node-postgres's own `query({ name, text, values })` on the one that
 * runs the caller's `db`. A `db` neither knows (PGlite, or a transaction opened elsewhere) runs the
 * same text through Drizzle's `execute`, unnamed: the same rows, only not prepared.
 *
 * The parameters go to the driver as they are: instants as ISO strings, JSON as text, arrays as
 * arrays. Rows come as the driver reads them, named by the SQL's aliases; instants are best selected
 * as epoch milliseconds, which node-postgres and PGlite read alike.
 */
const pools = new WeakMap<Db, pg.Pool>();
const transactionClients = new WeakMap<Db, pg.PoolClient>();
/** A Drizzle database on each pool client, made once: its transactions run on that client. */
const clientDatabases = new WeakMap<pg.PoolClient, Db>();

/** Called by `openDatabase` for a PostgreSQL database: its statements are prepared on this pool. */
export function registerPool(db: Db, pool: pg.Pool): void {
  pools.set(db, pool);
}

/**
 * `db.transaction(work)`, with the transaction's pool client remembered for the prepared statements
 * run in it. Use it for the transactions of the hot path; any other runs them unprepared.
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const pool = pools.get(db);
  if (!pool) return db.transaction(work);
  const client = await pool.connect();
  try {
    let clientDb = clientDatabases.get(client);
    if (!clientDb) {
      clientDb = drizzleNodePg(client);
      clientDatabases.set(client, clientDb);
    }
    return await clientDb.transaction(async (tx) => {
      transactionClients.set(tx, client);
      return work(tx);
    });
  } finally {
    client.release();
  }
}

export function preparedStatement<Row = never>(name: string, text: string) {
  const unprepared = unpreparedOf(text);
  return async (db: Db, params: readonly unknown[]): Promise<Row[]> => {
    const runner = transactionClients.get(db) ?? pools.get(db);
    if (runner) {
      const result = await runner.query({ name, text, values: [...params] });
      return result.rows as Row[];
    }
    const result = (await db.execute(unprepared(params))) as unknown as { rows: Row[] };
    return result.rows;
  };
}

/**
 * The text as Drizzle SQL, its `$n` the call's n-th parameter: split once, at load time, into the
 * text between the parameters and their numbers (a number may come twice).
 */
function unpreparedOf(text: string): (params: readonly unknown[]) => SQL {
  const parts = text.split(/\$(\d+)/);
  const strings: string[] = [];
  const positions: number[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) strings.push(part);
    else positions.push(Number(part) - 1);
  });
  const template = Object.assign([...strings], { raw: [...strings] }) as TemplateStringsArray;
  // Each a Param, so that an array goes as one array, not as a list of parameters.
  return (params) => sql(template, ...positions.map((position) => sql.param(params[position])));
}
