import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What repositories take: the database itself or a transaction of it. Without Drizzle's relational
 * schema: the app never uses `db.query`, and with a schema every transaction (and savepoint) built
 * a query builder for each of the ~60 tables (decision 087).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
