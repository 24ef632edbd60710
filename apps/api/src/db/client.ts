import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** What repositories take: the database itself or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /** The PGlite instance when kind is 'pglite' (tests dump it to make their template). */
  client?: PGlite;
  kind: 'pglite' | 'postgres';
  migrate(migrationsDir: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** dataDir 'memory://' keeps the data in memory; loadDataDir starts from a dumped copy (tests). */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob };

/** The database the configuration names: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export function configuredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir === 'memory://';
  const unlock = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create(inMemory ? undefined : options.dataDir, {
      loadDataDir: options.loadDataDir,
    });
    const db = drizzlePglite(client, { schema });
    return {
      db,
      client,
      kind: 'pglite',
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
