import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
/** What repositories take: the database itself or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
