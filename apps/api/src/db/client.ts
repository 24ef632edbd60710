import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ConnectionUnavailableError } from '../errors.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { registerPool } from './prepared.ts';
import type { Db } from './types.ts';

export type { Db } from './types.ts';

/** A lock one process of the cluster holds at a time (`Database.leadership`). */
export type Leadership = {
  /** Whether this process holds the lock now, taking it when it is free; asked again at every call. */
  holds(): Promise<boolean>;
  /** Gives the lock up (another process may take it at its next ask) and stops asking. */
  release(): Promise<void>;
};

export type Database = {
  db: Db;
  /** The PGlite instance when kind is 'pglite' (tests dump it to make their template). */
  client?: PGlite;
  kind: 'pglite' | 'postgres';
  migrate(migrationsDir: string): Promise<void>;
  /**
   * Runs `startUp` while no other server process runs its own on this database: processes started
   * together must not migrate or seed it at once (two seeds would make two menus).
   */
  alone<T>(startUp: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from this process or (on a
   * PostgreSQL server) any other; resolves with the function that stops listening. `onLink` is told
   * when the connection that listens is `lost` (nothing is heard until it is back) and when it is
   * `regained` (listening again: what was sent meanwhile is missed).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLink?: (change: 'lost' | 'regained') => void,
  ): Promise<() => Promise<void>>;
  /**
   * The lock `key` for work one process of the cluster does at a time (lib/scheduler.ts). On a
   * PostgreSQL server, a session advisory lock on a connection of its own, opened at the first ask:
   * it goes with that connection when the process ends or loses it. On PGlite, always held (the data
   * directory's lock already keeps one process).
   */
  leadership(key: number): Leadership;
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

/** How long a request waits for a connection to the server before it is refused (503). */
const POOL_CONNECT_TIMEOUT_MS = 10_000;

/** The advisory lock's key for starting up: any constant of the application's own ("tiff"). */
const STARTUP_LOCK_KEY = 0x74696666;

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose failures to acquire a connection say so (ConnectionUnavailableError, answered 503
 * with Retry-After, errors.ts), whatever the server answered the attempt with: a database refusing
 * connections (55000), too many of them (53300), a password refused while the role is being moved.
 * Queries and transactions both acquire through `connect` (pg-pool's `query` calls it too).
 */
class AcquiringPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback === undefined)
      return super.connect().catch((error: unknown) => {
        throw new ConnectionUnavailableError(error);
      });
    super.connect((error, client, done) =>
      callback(error ? new ConnectionUnavailableError(error) : undefined, client, done),
    );
    return undefined;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new AcquiringPool({
      connectionString: options.url,
      max: 10,
      // A server that does not answer at all (a network gone) fails a request in 10 s rather than
      // holding it for ever; refused connections fail at once.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server drops (a restart, a failover, a terminated backend) is an
    // 'error' of the pool, which would end the process unheard; the pool discards that connection
    // and the next query opens another.
    pool.on('error', () => {});
    // A connection dropped while lent out (in a transaction, the start-up lock) emits 'error' on its
    // client, where the pool listens only while it is idle: unheard, it would end the process too.
    // Its query fails with the error (answered 503, errors.ts), and the pool discards it when returned.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg(pool);
    registerPool(db, pool);
    return {
      db,
      kind: 'postgres',
      migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
      alone: async (startUp) => {
        // A session-level advisory lock on a connection of its own, held while `startUp` uses the pool.
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await startUp();
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
          connection.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: (channel, onMessage, onLink) => listenOnServer(options.url, channel, onMessage, onLink),
      leadership: (key) => leadershipOnServer(options.url, key),
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir === 'memory://';
  const unlock = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create(inMemory ? undefined : options.dataDir, {
      loadDataDir: options.loadDataDir,
    });
    const db = drizzlePglite(client);
    return {
      db,
      client,
      kind: 'pglite',
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      // The data directory's lock already keeps every other process out.
      alone: (startUp) => startUp(),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, onMessage) => {
        const stop = await client.listen(channel, onMessage);
        return async () => {
          if (!client.closed) await stop();
        };
      },
      leadership: () => ({ holds: async () => true, release: async () => {} }),
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

/** A channel name as PostgreSQL's LISTEN takes it: an identifier, quoted. */
const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The first wait before the listener connects again; it doubles up to the longest. */
const RECONNECT_FIRST_DELAY_MS = 250;
/**
 * Short, so that the live streams hear events again within seconds of the database's return (the
 * staff's board, issue 28); a try is one refused connection, cheap for the database.
 */
const RECONNECT_LONGEST_DELAY_MS = 2_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), connected again
 * after a failure for as long as it takes, waiting 250 ms, then twice as long each try up to 2 s:
 * a database restarting or failing over for a minute must not leave the process deaf for good.
 * Notifications sent while it is down are lost, as PostgreSQL does not keep them, so what needs
 * every event (e-mails) goes through tables, listeners only refresh caches and live streams, and
 * `onLink` tells them when they are deaf and when to catch up from the tables.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLink: (change: 'lost' | 'regained') => void = () => {},
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let connectedBefore = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delayMs = RECONNECT_FIRST_DELAY_MS;
  const connectLater = () => {
    if (stopped || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(connectLater);
    }, delayMs);
    delayMs = Math.min(delayMs * 2, RECONNECT_LONGEST_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    // A connection lost (the server restarted, the backend was terminated) is given up and replaced.
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      if (client === next) {
        client = null;
        onLink('lost');
      }
      void next.end().catch(() => {});
      connectLater();
    };
    next.on('error', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      gone = true; // the caller tries again; this connection's late events schedule nothing
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    next.on('end', lost);
    client = next;
    delayMs = RECONNECT_FIRST_DELAY_MS;
    if (connectedBefore) onLink('regained');
    connectedBefore = true;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** How long one ask of the leadership may take before its connection is taken for lost. */
const LEADERSHIP_ASK_TIMEOUT_MS = 5_000;

/**
 * A session advisory lock on a connection of its own (a pooled one would hand the lock to whoever
 * borrows it next). Held, an ask only checks that the connection still answers, as the lock lasts
 * as long as the session; lost, the next ask connects again and takes the lock if no other session
 * holds it. The server probes the connection once it is idle, so the lock of a machine that vanished
 * without closing its connection is freed within a minute rather than the system's two hours.
 */
function leadershipOnServer(url: string, key: number): Leadership {
  let client: pg.Client | null = null;
  let held = false;
  let asking: Promise<boolean> | null = null;
  let released = false;
  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    held = false;
    void lost.end().catch(() => {});
  };
  const ask = async (): Promise<boolean> => {
    let current = client;
    try {
      if (!current) {
        const opened = new pg.Client({
          connectionString: url,
          keepAlive: true,
          connectionTimeoutMillis: LEADERSHIP_ASK_TIMEOUT_MS,
          query_timeout: LEADERSHIP_ASK_TIMEOUT_MS,
          options: '-c tcp_keepalives_idle=20 -c tcp_keepalives_interval=10 -c tcp_keepalives_count=3',
        });
        opened.on('error', () => drop(opened));
        opened.on('end', () => drop(opened));
        client = current = opened;
        await opened.connect();
      }
      const { rows } = held
        ? await current.query<{ held: boolean }>('select true as held')
        : await current.query<{ held: boolean }>('select pg_try_advisory_lock($1) as held', [key]);
      held = rows[0]?.held === true;
      return held;
    } catch (error) {
      if (current) drop(current);
      throw error;
    }
  };
  return {
    holds: () => {
      if (released) return Promise.resolve(false);
      asking ??= ask().finally(() => {
        asking = null;
      });
      return asking;
    },
    release: async () => {
      released = true;
      await asking?.catch(() => {});
      const last = client;
      client = null;
      held = false;
      // Ending the session gives the lock up.
      await last?.end().catch(() => {});
    },
  };
}
