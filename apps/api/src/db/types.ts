import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What repositories take: the database itself or a transaction of it. Without Drizzle's relational
 * schema: the app never uses `db.query`, and with a schema every transaction (and savepoint) built
 * a query builder for each of the ~60 tables, a third of placing's Drizzle time (issue 48).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
