import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { restaurants } from '../db/schema.ts';
import { call, register, signInStaff } from '../test/auth-helpers.ts';
import { openStream } from '../test/event-stream-client.ts';
import { placeOrder } from '../test/order-helpers.ts';
import { startRelay } from '../test/tcp-relay.ts';
import { createTestApp, fixedClock, newPostgresDatabase, type TestContext } from '../test/test-app.ts';
import { openDatabase } from './client.ts';

/**
 * The database taken away for 10 s, as a restart or a failover does (issue 28): every backend
 * terminated and new connections refused, then given back. The server under test reaches the
 * database through a TCP relay the test cuts; a second server, as another process of the cluster,
 * reaches it directly and takes an order while the first is cut off.
 */

const OUTAGE_MS = 10_000;
const clock = fixedClock('2026-11-23T12:00:00Z');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('lives through 10 s without its database: 503s meanwhile, and the board hears every order after', async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  const { url, dispose } = await newPostgresDatabase(serverUrl);
  cleanups.push(dispose);
  const relay = await startRelay(new URL(url));
  cleanups.push(() => relay.cut());
  const database = await openDatabase({ kind: 'postgres', url: relay.url(url) });
  const cutOff: TestContext = await createTestApp({
    clock,
    database: { database, dispose: async () => {} },
  });
  cleanups.push(() => cutOff.close());
  await cutOff.db.update(restaurants).set({ slotCapacity: 100_000 });
  const direct = await createTestApp({
    clock,
    database: { database: await openDatabase({ kind: 'postgres', url }), dispose: async () => {} },
  });
  cleanups.push(() => direct.close());
  const base = await cutOff.app.listen({ port: 0, host: '127.0.0.1' });

  const cook = await signInStaff(cutOff);
  const customer = await register(cutOff);
  const board = await call(cutOff, 'GET', '/api/v1/staff/orders', { token: cook.token });
  const stream = await openStream(
    `${base}/api/v1/staff/orders/stream`,
    cook.token,
    board.body.last_change_id as number,
  );
  cleanups.push(async () => stream.close());
  const before = await placeOrder(cutOff, customer.token);
  await stream.waitFor((event) => event.data.id === before.id);

  // Taken away: the first server's connections dropped and refused, every backend terminated.
  await relay.cut();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await admin.end();
  const downSince = Date.now();
  // The stream stays open but says it is deaf, so the board does not look live.
  await stream.waitFor((event) => event.event === 'reconnecting', 3000);

  // Meanwhile: 503 in the error shape, never 500, and the process lives on.
  const refusals = [
    await call(cutOff, 'GET', '/api/v1/staff/orders', { token: cook.token }),
    await call(cutOff, 'GET', '/api/v1/customer/order/list?limit=10&offset=1', { token: customer.token }),
    await call(cutOff, 'GET', '/ready'),
  ];
  for (const refusal of refusals) {
    expect(refusal.status).toBe(503);
    expect(refusal.body.errors[0].code).toBe('database_unavailable');
  }
  const placing = await cutOff.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': 'during-the-outage' },
    payload: {},
  });
  expect(placing.statusCode).toBe(503);
  expect((await call(cutOff, 'GET', '/health')).status).toBe(200);

  // Another process, on its own connections, takes an order the first never hears announced.
  const during = await placeOrder(direct, customer.token);

  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - downSince)));
  await relay.restore();

  // Back: the order taken during the outage reaches the board by the stream's catch-up...
  await stream.waitFor((event) => event.data.id === during.id, 5000);
  await stream.waitFor((event) => event.event === 'live');
  // ...and one placed now, within 5 s.
  const placedAt = Date.now();
  const after = await placeOrder(cutOff, customer.token);
  await stream.waitFor((event) => event.data.id === after.id, 5000 - (Date.now() - placedAt));
  expect((await call(cutOff, 'GET', '/ready')).status).toBe(200);
}, 40_000);
