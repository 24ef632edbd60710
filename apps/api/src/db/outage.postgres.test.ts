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

/** Runs one statement on the server's own `postgres` database (a database refusing connections cannot run it). */
async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

it('refuses connections as ALLOW_CONNECTIONS false does: 503 with Retry-After meanwhile, live within 5 s after', async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  const { url, dispose } = await newPostgresDatabase(serverUrl);
  const name = new URL(url).pathname.slice(1);
  cleanups.push(async () => {
    await onServer(serverUrl, `alter database ${name} allow_connections true`);
    await dispose();
  });
  const ctx = await createTestApp({
    clock,
    database: { database: await openDatabase({ kind: 'postgres', url }), dispose: async () => {} },
  });
  cleanups.push(() => ctx.close());
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const cook = await signInStaff(ctx);
  const customer = await register(ctx);
  const board = await call(ctx, 'GET', '/api/v1/staff/orders', { token: cook.token });
  const stream = await openStream(
    `${base}/api/v1/staff/orders/stream`,
    cook.token,
    board.body.last_change_id as number,
  );
  cleanups.push(async () => stream.close());

  // The database refuses new connections (SQLSTATE 55000) and its sessions are ended, the pool's
  // and the listener's among them: what an operator's `ALTER DATABASE … ALLOW_CONNECTIONS false`
  // with a terminate does, and a database being restored or moved looks like.
  await onServer(serverUrl, `alter database ${name} allow_connections false`);
  await onServer(
    serverUrl,
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
  );
  await stream.waitFor((event) => event.event === 'reconnecting', 3000);

  // Meanwhile every call that needs the database answers 503 with Retry-After, never 500.
  const calls = [
    { method: 'GET', url: '/api/v1/staff/orders', headers: { authorization: `Bearer ${cook.token}` } },
    { method: 'GET', url: '/api/v1/restaurant', headers: {} },
    { method: 'GET', url: '/ready', headers: {} },
    {
      method: 'POST',
      url: '/api/v1/customer/order/place1',
      headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': 'while-refused' },
    },
  ] as const;
  for (const { method, url: path, headers } of calls) {
    const answer = await ctx.app.inject({
      method,
      url: path,
      headers,
      payload: method === 'POST' ? {} : undefined,
    });
    expect([path, answer.statusCode, answer.headers['retry-after']]).toEqual([path, 503, '5']);
    expect(answer.json().errors[0].code).toBe('database_unavailable');
  }
  // Long enough for the listener to be refused several times and back off as far as it goes.
  await new Promise((resolve) => setTimeout(resolve, 6000));

  await onServer(serverUrl, `alter database ${name} allow_connections true`);
  const backAt = Date.now();
  await stream.waitFor((event) => event.event === 'live', 5000);
  const placed = await placeOrder(ctx, customer.token);
  await stream.waitFor((event) => event.data.id === placed.id, 5000 - (Date.now() - backAt));
}, 40_000);
