import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startRelay } from '../test/tcp-relay.ts';
import { newPostgresDatabase } from '../test/test-app.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * The listener that carries events between processes (orders to the board, cache clears) outlives
 * the database going away: a restart or failover that refuses connections for seconds. The
 * database is reached through a TCP relay the test can cut and restore, as a restart would.
 */

let url: string;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  ({ url, dispose } = await newPostgresDatabase(serverUrl));
});
afterAll(() => dispose());

it('hears events again after the database refused connections for 3 s, once and only once', async () => {
  const target = new URL(url);
  const relay = await startRelay(target);
  const database: Database = await openDatabase({ kind: 'postgres', url: relay.url(url) });
  const heard: string[] = [];
  const linkChanges: string[] = [];
  const stop = await database.listen(
    'relay_test',
    (payload) => heard.push(payload),
    (change) => linkChanges.push(change),
  );
  const notifier = new pg.Client({ connectionString: url });
  await notifier.connect();
  try {
    await notifier.query(`select pg_notify('relay_test', 'before')`);
    await vi.waitFor(() => expect(heard).toEqual(['before']), { timeout: 5_000 });

    // Down for longer than a reconnect's first waits: each try meanwhile is refused.
    await relay.cut();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // Told at once that it hears nothing (the event bus: live streams say they are not live).
    expect(linkChanges).toEqual(['lost']);
    await relay.restore();

    // Back: a notification sent once the listener is connected again reaches it, once.
    await vi.waitFor(
      async () => {
        await notifier.query(`select pg_notify('relay_test', 'after')`);
        expect(heard).toContain('after');
      },
      { timeout: 15_000, interval: 500 },
    );
    heard.length = 0;
    await notifier.query(`select pg_notify('relay_test', 'once')`);
    await vi.waitFor(() => expect(heard).toContain('once'), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.filter((payload) => payload === 'once')).toHaveLength(1);
    // Told once that it listens again, so that what was missed is read again (the event bus).
    expect(linkChanges).toEqual(['lost', 'regained']);
  } finally {
    await notifier.end();
    await stop();
    await database.close();
    await relay.cut();
  }
}, 40_000);

it('keeps answering when the server ends its idle connections, as a restart does', async () => {
  const database = await openDatabase({ kind: 'postgres', url });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await database.ping();
    // Every other backend of this database, the pool's idle connection among them, is terminated.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(database.ping()).resolves.toBeUndefined();
  } finally {
    await admin.end();
    await database.close();
  }
});

it('lives on when a connection lent out for a transaction is ended by the server, and the transaction fails', async () => {
  const database = await openDatabase({ kind: 'postgres', url });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The backend is ended while the transaction holds its connection, between two statements.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 2`);
    });
    await expect(transaction).rejects.toThrow();
    // Before, the connection's 'error' had no listener and ended the process here.
    await expect(database.ping()).resolves.toBeUndefined();
  } finally {
    await admin.end();
    await database.close();
  }
});
