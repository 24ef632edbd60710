import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { orders, products, restaurants } from '../apps/api/src/db/schema.ts';
import { seedIfEmpty } from '../apps/api/src/seed/seed.ts';
import { floorOrderOf, type Query } from './orders-floor.ts';

/**
 * Orders placed per second by 20 concurrent customers through `POST /api/v1/customer/order/place1`
 * of the real app, listening on 127.0.0.1 and called over HTTP/1.1 with keep-alive (node:http, one
 * socket per customer, in this process), against a floor measured in the same run on the same
 * database: 20 concurrent clients each writing the same rows in one hand-written SQL transaction
 * per order, with no HTTP (pg clients on PostgreSQL; on PGlite, its instance's `transaction()`,
 * which runs one transaction at a time, so the 20 clients queue for it as the app's requests do).
 *
 * PGlite in memory by default; PostgreSQL with BENCH_DATABASE_URL (or TEST_DATABASE_URL): a fresh
 * database is created on that server for the run and dropped after.
 *
 * BENCH_ORDERS (2000) orders per measurement, BENCH_ROUNDS (2) rounds of floor then app, each after
 * a warm-up of BENCH_WARMUP (200) orders; BENCH_LOG_LEVEL (warn) for the app.
 */
const CUSTOMERS = 20;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

// Tuesday 24 November 2026, 17:00 in Dublin (GMT, so Dublin wall time = UTC): slots from 17:30.
const NOW = '2026-11-24T17:00:00Z';
const DATES = ['2026-11-24', '2026-11-25'];
const clock = { now: () => new Date(NOW) };

// ---------------------------------------------------------------------------------------------
// The database

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const loadBefore = os.loadavg();
let dbName: string | undefined;
let database: Database;
let databaseUrl: string | undefined;
if (serverUrl) {
  dbName = `tiffin_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  database = await openDatabase({ kind: 'postgres', url: databaseUrl });
} else {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
}

try {
  // Round trips to PostgreSQL (pg.Client.query is what drizzle and the pool call), counted while
  // the app alone runs.
  let appRoundTrips = 0;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    appRoundTrips += 1;
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;

  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    GEOCODER: 'offline',
    PAYMENT_GATEWAY: 'none',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'tiffin-no-web-build'),
    // Each request names its own client address, so the per-address limit of 20 orders a minute
    // (which still runs on every request) does not stop the benchmark.
    TRUST_PROXY: 'true',
  });
  await database.migrate(config.migrationsDir);
  await seedIfEmpty(database.db);
  // Room in every slot for every order of the run.
  const [seeded] = await database.db.update(restaurants).set({ slotCapacity: 1_000_000 }).returning();
  if (!seeded) throw new Error('no restaurant seeded');
  const restaurant = seeded;

  const app = await buildApp(config, { database, clock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  // ---------------------------------------------------------------------------------------------
  // Customers, the basket and the slots

  let addressCounter = 0;
  const nextAddress = () => {
    addressCounter += 1;
    return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  };

  async function inject(method: 'POST' | 'GET', url: string, payload?: object, token?: string) {
    const response = await app.inject({
      method,
      url,
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: nextAddress(),
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  const customers: { id: number; token: string; email: string }[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const suffix = String(i).padStart(4, '0');
    const email = `bench.${suffix}@example.ie`;
    const answer = await inject('POST', '/api/v1/auth/reg', {
      name: `Bench Customer${i}`,
      phone: `087 555 ${suffix}`,
      email,
      password: 'correct horse battery',
    });
    customers.push({ id: answer.user.id, token: answer.access_token, email });
  }

  const dishRows = await database.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, ['Onion Bhaji', 'Tandoori Lamb Chops']));
  const bhajiId = dishRows.find((row) => row.name === 'Onion Bhaji')?.id;
  const chopsId = dishRows.find((row) => row.name === 'Tandoori Lamb Chops')?.id;
  if (bhajiId === undefined || chopsId === undefined) throw new Error('seeded dishes missing');

  /** 24-hour 'HH:mm' of a label such as '6:15 PM'. */
  function time24(label: string): string {
    const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
    if (!match) throw new Error(`unexpected slot label ${label}`);
    const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${match[2]}`;
  }
  const slots: { scheduleAt: string; startsAt: Date }[] = [];
  for (const date of DATES) {
    const answer = await inject('POST', '/api/v1/tslots', { date }, customers[0]?.token);
    for (const label of answer.slots as string[]) {
      const time = time24(label);
      // November: Dublin keeps GMT, so the wall time is the UTC instant.
      slots.push({ scheduleAt: `${date} ${time}:00`, startsAt: new Date(`${date}T${time}:00Z`) });
    }
  }
  if (slots.length < CUSTOMERS) throw new Error(`only ${slots.length} slots`);

  /** Three onion bhajis and four lamb chops (an unlimited option), for collection, in cash. */
  const basket = (scheduleAt: string, amount: string) => ({
    order_amount: amount,
    payment_method: 'cash_on_delivery',
    order_type: 'take_away',
    restaurant_id: '2',
    cart: [
      {
        item_id: bhajiId,
        quantity: 3,
        variations: [],
        add_on_ids: [],
        add_on_qtys: [],
        item_note: 'Extra crispy',
      },
      {
        item_id: chopsId,
        quantity: 1,
        variations: [{ name: 'Portion', values: { label: ['Four chops'] } }],
        add_on_ids: [],
        add_on_qtys: [],
      },
    ],
    order_note: 'Ring the bell',
    schedule_at: scheduleAt,
    coupon_code: '',
    contact_person_name: 'Aoife Ryan',
    contact_person_number: '087 123 4567',
  });
  const quote = await inject(
    'POST',
    '/api/v1/customer/order/quote',
    basket(slots[0]?.scheduleAt ?? '', '0.00'),
    customers[0]?.token,
  );
  const total: string = quote.total;
  // Each customer orders for a slot of their own, so customers do not queue for one slot's row.
  const bodies = customers.map((_, index) =>
    JSON.stringify(basket(slots[index % slots.length]?.scheduleAt ?? '', total)),
  );

  // ---------------------------------------------------------------------------------------------
  // The app: HTTP with keep-alive, one socket per customer

  const agent = new http.Agent({ keepAlive: true, maxSockets: CUSTOMERS });
  let keyCounter = 0;

  function placeOverHttp(customer: number): Promise<void> {
    const body = bodies[customer] ?? '';
    const token = customers[customer]?.token ?? '';
    keyCounter += 1;
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/customer/order/place1',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'idempotency-key': `bench-${keyCounter}`,
            'x-forwarded-for': nextAddress(),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            if (response.statusCode === 200) resolve();
            else reject(new Error(`place1: ${response.statusCode} ${Buffer.concat(chunks).toString()}`));
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  const floorOrder = floorOrderOf({ customers, slots, restaurant, bhajiId, chopsId, total, now: clock.now });

  /** One floor order in its own transaction: BEGIN and COMMIT on a pg client, or PGlite's transaction(). */
  let floorOnce: (customer: number) => Promise<void>;
  let floorClients: pg.Client[] = [];
  if (databaseUrl) {
    floorClients = customers.map(() => new pg.Client({ connectionString: databaseUrl }));
    for (const client of floorClients) await client.connect();
    floorOnce = async (customer) => {
      const client = floorClients[customer];
      if (!client) throw new Error('no client');
      const query: Query = (text, params) => client.query(text, params);
      await query('begin', []);
      try {
        await floorOrder(query, customer);
        await query('commit', []);
      } catch (error) {
        await query('rollback', []);
        throw error;
      }
    };
  } else {
    const pglite = database.client;
    if (!pglite) throw new Error('no PGlite instance');
    floorOnce = (customer) =>
      pglite.transaction((tx) =>
        floorOrder(
          (text, params) => tx.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>,
          customer,
        ),
      );
  }

  // ---------------------------------------------------------------------------------------------
  // Measuring

  type Figures = {
    orders: number;
    seconds: number;
    ordersPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    /** CPU time of this process (app, client and, on PGlite, the database) per order */
    nodeCpuMsPerOrder: number;
  };

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

  /** 20 customers, each placing orders back to back until `total` have been placed. */
  async function run(total: number, placeOne: (customer: number) => Promise<void>): Promise<Figures> {
    const latencies: number[] = [];
    let issued = 0;
    const startedAt = performance.now();
    const cpuBefore = process.cpuUsage();
    await Promise.all(
      customers.map(async (_, customer) => {
        while (issued < total) {
          issued += 1;
          const at = performance.now();
          await placeOne(customer);
          latencies.push(performance.now() - at);
        }
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const sorted = latencies.sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      orders: latencies.length,
      seconds: round(seconds),
      ordersPerSecond: round(latencies.length / seconds),
      p50Ms: round(percentile(sorted, 0.5)),
      p99Ms: round(percentile(sorted, 0.99)),
      nodeCpuMsPerOrder: round((cpu.user + cpu.system) / 1000 / latencies.length),
    };
  }

  /**
   * Waits for the app's order events to reach their subscribers (the receipts, the kitchen copies,
   * the notifications written after each order's commit, decision 062), so that no measurement runs
   * beside the last one's deliveries; answers the seconds that took.
   */
  async function settleEvents(): Promise<number> {
    const at = performance.now();
    await app.settleEvents();
    return Math.round((performance.now() - at) / 10) / 100;
  }

  const rounds: { floor: Figures; app: Figures; ratio: number; eventsSettledSeconds: number }[] = [];
  let roundTripsPerOrder: number | null = null;
  try {
    await run(WARMUP, floorOnce);
    await run(WARMUP, placeOverHttp);
    await settleEvents();
    for (let round = 0; round < ROUNDS; round += 1) {
      const floor = await run(ORDERS, floorOnce);
      const tripsBefore = appRoundTrips;
      const appFigures = await run(ORDERS, placeOverHttp);
      // The round trips of the deliveries made while the app ran are counted with it.
      if (databaseUrl) roundTripsPerOrder = (appRoundTrips - tripsBefore) / appFigures.orders;
      rounds.push({
        floor,
        app: appFigures,
        ratio: Math.round((floor.ordersPerSecond / appFigures.ordersPerSecond) * 100) / 100,
        eventsSettledSeconds: await settleEvents(),
      });
    }
    const [placed] = await database.db.select({ value: count() }).from(orders);
    const expected = 2 * (WARMUP + ORDERS * ROUNDS);
    if ((placed?.value ?? 0) !== expected)
      throw new Error(`${placed?.value} orders written, expected ${expected}`);
  } finally {
    agent.destroy();
    await app.close();
    for (const client of floorClients) await client.end();
  }

  console.info(
    JSON.stringify(
      {
        benchmark: 'orders-per-second',
        database: databaseUrl ? 'postgres' : 'pglite (memory)',
        customers: CUSTOMERS,
        ordersPerMeasurement: ORDERS,
        http: 'node:http keep-alive to the app listening on 127.0.0.1, in this process',
        logLevel: config.logLevel,
        appPool: databaseUrl ? 'pg.Pool, max 10 connections (apps/api/src/db/client.ts)' : null,
        appRoundTripsPerOrder: roundTripsPerOrder,
        // BEGIN, the key, the prices, the slot, the order, its VAT, its lines, its status change and
        // event, the key's answer, COMMIT (order_vat since decision 046; the event, decision 062).
        floorRoundTripsPerOrder: databaseUrl ? 10 : null,
        rounds,
        ratio: rounds.map((round) => round.ratio),
        cores: os.cpus().length,
        loadAverageBefore: loadBefore.map((value) => Math.round(value * 100) / 100),
        loadAverageAfter: os.loadavg().map((value) => Math.round(value * 100) / 100),
        node: process.version,
      },
      null,
      2,
    ),
  );
  for (const { floor, app: a, ratio, eventsSettledSeconds } of rounds) {
    console.info(
      `| ${databaseUrl ? 'PostgreSQL' : 'PGlite'} | ${a.ordersPerSecond} | ${a.p50Ms} ms | ${a.p99Ms} ms | ` +
        `${floor.ordersPerSecond} | ${floor.p50Ms} ms | ${floor.p99Ms} ms | **${ratio}** | ${eventsSettledSeconds} s |`,
    );
  }
} finally {
  await database.close();
  if (dbName) await adminQuery(`drop database if exists ${dbName}`);
}
