import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { orders, products, restaurants } from './db/schema.ts';
import { systemClock } from './deps.ts';
import { addMember } from './modules/staff/index.ts';
import { openStream } from './test/event-stream-client.ts';
import { startLocalNginx } from './test/local-nginx.ts';
import { freePort, startServer, waitUntilReady } from './test/server-processes.ts';
import { newPostgresDatabase } from './test/test-app.ts';

/**
 * Two server processes in production mode on one PostgreSQL database and one Redis, behind nginx
 * (Debian's) configured with the recipe's own proxy settings (deploy/nginx/tiffin-proxy.conf):
 * whichever process a request reaches, the customer is the same, limits count once, an order is
 * placed once, live events arrive; and a process killed mid-load loses no order it acknowledged.
 */

type Site = { url: string; port: number };
let database: Database;
let dispose: () => Promise<void>;
let environment: Record<string, string>;
const processes: { port: number; child: ChildProcess; output: () => string }[] = [];
let nginx: ChildProcess;
let balancer: Site;
let bhaji: { id: number; priceCents: number };
const staff = {
  name: 'Cook',
  email: 'cook@tiffin.test',
  password: 'a long kitchen password',
  role: 'staff',
} as const;

function startProcess(port: number) {
  const server = startServer(environment, port);
  processes.push({ port, ...server });
  return server;
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!serverUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL must be set');
  const created = await newPostgresDatabase(serverUrl);
  dispose = created.dispose;
  database = await openDatabase({ kind: 'postgres', url: created.url });
  await addMember({ db: database.db, clock: systemClock }, { member: staff, createdBy: null });
  // Room for every order of the load below in one slot; slot capacity has its own tests.
  await database.db.update(restaurants).set({ slotCapacity: 100_000 });
  const [dish] = await database.db.select().from(products).where(eq(products.name, 'Onion Bhaji'));
  if (!dish) throw new Error('no Onion Bhaji seeded');
  bhaji = dish;

  const balancerPort = await freePort();
  balancer = { port: balancerPort, url: `http://127.0.0.1:${balancerPort}` };
  environment = {
    DATABASE_URL: created.url,
    NODE_ENV: 'production',
    PUBLIC_URL: balancer.url,
    GEOCODER: 'offline',
    PAYMENT_GATEWAY: 'none',
    REDIS_URL: redisUrl,
    TRUST_PROXY: '127.0.0.1',
    UPLOAD_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-uploads-')),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'tiffin-no-web-build'),
  };
  const ports = [await freePort(), await freePort()];
  for (const port of ports) startProcess(port);
  await Promise.all(ports.map(waitUntilReady));
  nginx = await startLocalNginx(balancerPort, ports);
}, 60_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const server of processes) server.child.kill('SIGKILL');
  await database?.close();
  await dispose?.();
});

// Redis keeps its counters between runs: each run's client addresses are its own.
const run = Math.floor(Math.random() * 250);
let addressCounter = 0;
/** A client address of its own, which nginx passes on in X-Forwarded-For. */
const clientAddress = () => `10.${run}.${(++addressCounter >> 8) & 255}.${addressCounter & 255}`;

async function send(
  site: string,
  method: string,
  urlPath: string,
  {
    body,
    token,
    address = clientAddress(),
    headers = {},
  }: {
    body?: unknown;
    token?: string;
    address?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const response = await fetch(`${site}${urlPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': address,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // nginx's own 502 is a page, not JSON.
  const json = response.headers.get('content-type')?.startsWith('application/json');
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are the API's, read as a browser reads them
  const answer: any = json ? await response.json() : undefined;
  return { status: response.status, body: answer };
}

const direct = (index: number) => `http://127.0.0.1:${processes[index]?.port}`;

let customerCounter = 0;
async function registerCustomer() {
  customerCounter += 1;
  const suffix = String(customerCounter).padStart(4, '0');
  const customer = {
    name: 'Aoife Ryan',
    phone: `086 555 ${suffix}`,
    email: `aoife.cluster.${suffix}@example.ie`,
    password: 'correct horse battery',
  };
  const registered = await send(balancer.url, 'POST', '/api/v1/auth/reg', { body: customer });
  expect(registered.status).toBe(200);
  return {
    ...customer,
    token: registered.body.access_token as string,
    id: registered.body.user.id as number,
  };
}

const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
const collection = () => ({
  order_type: 'take_away',
  restaurant_id: '2',
  payment_method: 'cash_on_delivery',
  order_amount: ((bhaji.priceCents * 3) / 100).toFixed(2),
  cart: [{ item_id: bhaji.id, quantity: 3, variations: [] }],
  schedule_at: `${tomorrow} 19:00:00`,
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '087 765 4321',
});

const place = (site: string, token: string, key: string, address?: string) =>
  send(site, 'POST', '/api/v1/customer/order/place1', {
    body: collection(),
    token,
    address,
    headers: { 'idempotency-key': key },
  });

describe('two server processes behind nginx', () => {
  it('a session made on one process is the same customer on the other, and signed out on both', async () => {
    const customer = await registerCustomer();
    for (const site of [direct(0), direct(1), balancer.url]) {
      const info = await send(site, 'GET', '/api/v1/customer/info', { token: customer.token });
      expect(info).toMatchObject({ status: 200, body: { email: customer.email } });
    }
    expect((await send(direct(0), 'POST', '/api/v1/auth/logout', { token: customer.token })).status).toBe(
      200,
    );
    expect((await send(direct(1), 'GET', '/api/v1/customer/info', { token: customer.token })).status).toBe(
      401,
    );
  });

  it("counts one address's sign-in attempts once, whichever process they reach (Redis)", async () => {
    const customer = await registerCustomer();
    const address = clientAddress();
    const attempt = (site: string) =>
      send(site, 'POST', '/api/v1/auth/login', {
        address,
        body: { email_or_phone: customer.email, password: 'not the password', field_type: 'email' },
      });
    const statuses: number[] = [];
    // 10 a minute from one address (rate-limits.ts), alternating between the processes.
    for (let index = 0; index < 11; index += 1) statuses.push((await attempt(direct(index % 2))).status);
    expect(statuses.slice(0, 10).every((status) => status === 401 || status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The address is the client's, not nginx's: another customer behind the same proxy still signs in.
    const other = await registerCustomer();
    const signIn = await send(balancer.url, 'POST', '/api/v1/auth/login', {
      body: { email_or_phone: other.email, password: other.password, field_type: 'email' },
    });
    expect(signIn.status).toBe(200);
    expect((await attempt(balancer.url)).status).toBe(429);
  });

  it('one Idempotency-Key sent to both processes at once places one order', async () => {
    const customer = await registerCustomer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        place(direct(index % 2), customer.token, 'one-key-two-processes'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.order_id)).size).toBe(1);
    const placed = await database.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(placed).toHaveLength(1);
  });

  it("streams the board's live events through the proxy as they happen", async () => {
    const signIn = await send(balancer.url, 'POST', '/api/v1/staff/auth/login', {
      body: { email: staff.email, password: staff.password },
    });
    const board = await openStream(`${balancer.url}/api/v1/staff/orders/stream`, signIn.body.token);
    try {
      const customer = await registerCustomer();
      const placed = await place(balancer.url, customer.token, 'streamed-through-nginx');
      const announced = await board.waitFor((event) => event.data.id === placed.body.order_id);
      expect(announced.data.status).toBe('pending');
      expect(board.headers.get('content-type')).toMatch(/^text\/event-stream/);
    } finally {
      board.close();
    }
  });

  it('one process killed mid-load: every order acknowledged is there, once, and the rest are placed on retry', async () => {
    const customers = await Promise.all(Array.from({ length: 10 }, registerCustomer));
    const acknowledged = new Map<string, number>();
    const refusals: number[] = [];
    let stopping = false;
    // Each customer places orders back to back through nginx; a failed attempt (a process gone
    // mid-request: 502, or no answer) is retried with the same key, as the checkout retries.
    const ordering = customers.map(async (customer, index) => {
      for (let turn = 0; !stopping; turn += 1) {
        const key = `killed-${index}-${turn}`;
        // An order's attempts come from one address; each order from another, below the limit of 20 a minute.
        const address = clientAddress();
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const answer = await place(balancer.url, customer.token, key, address).catch(() => ({
            status: 0,
            body: undefined,
          }));
          if (answer.status === 200) {
            acknowledged.set(key, answer.body.order_id);
            break;
          }
          refusals.push(answer.status);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    });
    // Orders flowing through both processes, then one is killed, then orders flow on without it.
    const ordersPlaced = (count: number) =>
      vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(count), {
        timeout: 30_000,
        interval: 20,
      });
    await ordersPlaced(10);
    const victim = processes[0];
    victim?.child.kill('SIGKILL');
    const killedAt = acknowledged.size;
    await ordersPlaced(killedAt + 10);
    stopping = true;
    await Promise.all(ordering);

    expect(killedAt).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(killedAt);
    // The requests the killed process had read were lost with it (nginx: 502) and placed on retry;
    // nothing else was refused.
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.filter((status) => status !== 502)).toEqual([]);
    const ids = [...acknowledged.values()];
    const stored = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
    expect(stored).toHaveLength(ids.length);
    const byTheseCustomers = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.customerId,
          customers.map((customer) => customer.id),
        ),
      );
    expect(byTheseCustomers).toHaveLength(acknowledged.size);
  });
});
