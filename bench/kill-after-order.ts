import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { freePort, newDataDir, serverPath, waitFor200 } from './server-process.ts';

/**
 * Durability (issue 16): a server process killed with SIGKILL the moment it has answered an order's
 * placement, then started again on the same data: is the order there? ORDERS times on each
 * database, PGlite (a data directory) and the PostgreSQL server (BENCH_POSTGRES_URL, by default the
 * local one; a database of its own is made and dropped). `node bench/kill-after-order.ts [pglite|postgres]`
 */
const ORDERS = Number(process.env.KILL_ORDERS ?? 100);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Store = { name: string; env: Record<string, string>; dispose(): Promise<void> };

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

async function pgliteStore(): Promise<Store> {
  return { name: 'PGlite', env: { DATA_DIR: newDataDir() }, dispose: async () => {} };
}

async function postgresStore(): Promise<Store> {
  const database = `tiffin_bench_kill_${process.pid}`;
  await adminQuery(`create database ${database}`);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: serverUrl.replace(/\/[^/]*$/, `/${database}`) },
    dispose: () => adminQuery(`drop database if exists ${database}`),
  };
}

function startServer(store: Store, port: number): ChildProcess {
  return spawn(process.execPath, [serverPath], {
    env: {
      ...process.env,
      ...store.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PAYMENT_GATEWAY: 'none',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

async function call<T>(url: string, init: { method?: string; body?: unknown; token?: string; key?: string }) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Tomorrow and the days after, six orders a slot from 17:15 on (the demo restaurant's limit). */
function scheduleAt(index: number): string {
  const slot = Math.floor(index / 6);
  const day = new Date(Date.now() + (1 + Math.floor(slot / 10)) * 24 * 3600_000).toISOString().slice(0, 10);
  const minutes = 17 * 60 + 15 * ((slot % 10) + 1);
  return `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

type Site = { url: string; token: string; orderBody(index: number): object };

/** A customer signed up on a fresh server, and the body of their index-th order. */
async function openSite(port: number, customerNumber: number): Promise<Site> {
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}/ready`, performance.now());
  const customer = await call<{ access_token?: string }>(`${url}/api/v1/auth/reg`, {
    method: 'POST',
    body: {
      name: 'Aoife Ryan',
      phone: `087 765 432${customerNumber}`,
      email: `aoife.kill.${customerNumber}@example.ie`,
      password: 'correct horse battery',
    },
  });
  if (!customer.body.access_token) throw new Error(`registration: ${JSON.stringify(customer.body)}`);
  const menu = await call<{ products: { id: number; name: string; price: string }[] }>(
    `${url}/api/custom/custom/products-with-categories`,
    {},
  );
  const bhaji = menu.body.products.find((dish) => dish.name === 'Onion Bhaji');
  if (!bhaji) throw new Error('no Onion Bhaji on the menu');
  return {
    url,
    token: customer.body.access_token,
    orderBody: (index) => ({
      order_type: 'take_away',
      restaurant_id: '2',
      payment_method: 'cash_on_delivery',
      order_amount: (Number(bhaji.price) * 3).toFixed(2),
      cart: [{ item_id: bhaji.id, quantity: 3, variations: [] }],
      schedule_at: scheduleAt(index),
      contact_person_name: 'Aoife Ryan',
      contact_person_number: '087 765 4321',
    }),
  };
}

function place(site: Site, index: number) {
  return call<{ order_id: number }>(`${site.url}/api/v1/customer/order/place1`, {
    method: 'POST',
    token: site.token,
    key: `kill-${index}`,
    body: site.orderBody(index),
  });
}

/** How many of the orders answered with a success the restarted server has, with their line. */
async function ordersFound(site: Site, ids: number[]): Promise<number> {
  let found = 0;
  for (const id of ids) {
    const order = await call<{ id: number; lines?: unknown[] }>(`${site.url}/api/v1/customer/order/${id}`, {
      token: site.token,
    });
    if (order.status === 200 && order.body.id === id && order.body.lines?.length === 1) found += 1;
  }
  return found;
}

/** SIGKILL the moment each order's placement is answered, then start again: ORDERS times. */
async function killAfterEachOrder(store: Store): Promise<string> {
  const port = await freePort();
  let server = startServer(store, port);
  try {
    const site = await openSite(port, 1);
    const placedIds: number[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const placed = await place(site, index);
      // The answer has arrived: the process dies at once, before anything else can be written.
      await killed(server);
      if (placed.status >= 300)
        throw new Error(`order ${index}: ${placed.status} ${JSON.stringify(placed.body)}`);
      placedIds.push(placed.body.order_id);
      server = startServer(store, port);
      await waitFor200(`${site.url}/ready`, performance.now());
    }
    return `SIGKILL after each answer: ${await ordersFound(site, placedIds)} of ${placedIds.length} orders there after restarting`;
  } finally {
    await killed(server);
  }
}

/**
 * SIGTERM while CONCURRENT placements are under way: every request that reached the server is
 * answered (a success, or 503 once closing), none is cut off; after a restart every success is
 * there, and the customer has no order that was not answered with a success.
 */
const CONCURRENT = 30;
async function terminateUnderLoad(store: Store): Promise<string> {
  const port = await freePort();
  let server = startServer(store, port);
  try {
    const site = await openSite(port, 2);
    const outcomes = Array.from({ length: CONCURRENT }, (_, index) =>
      place(site, ORDERS + index).then(
        (answer) => ({ status: answer.status, id: answer.body.order_id, error: '' }),
        (error: Error & { cause?: { code?: string } }) => ({
          status: 0,
          id: 0,
          error: error.cause?.code ?? error.message,
        }),
      ),
    );
    // Mid-load: the first answer is out, the rest are being worked on or wait their turn.
    await Promise.race(outcomes);
    server.kill('SIGTERM');
    const results = await Promise.all(outcomes);
    await new Promise((resolve) => server.once('exit', resolve));
    const succeeded = results.filter((result) => result.status >= 200 && result.status < 300);
    const refused = results.filter((result) => result.status >= 300);
    // Refused connections never reached the server; any other failure is a request cut off.
    const cutOff = results.filter((result) => result.status === 0 && result.error !== 'ECONNREFUSED');
    server = startServer(store, port);
    await waitFor200(`${site.url}/ready`, performance.now());
    const ids = succeeded.map((result) => result.id);
    const list = await call<{ total_size: number }>(
      `${site.url}/api/v1/customer/order/list?limit=50&offset=1`,
      {
        token: site.token,
      },
    );
    const statuses = [...new Set(results.map((result) => result.status || result.error))].join(', ');
    return (
      `(answers: ${statuses}) SIGTERM under ${CONCURRENT} concurrent placements: ${succeeded.length} placed, ${refused.length} refused, ` +
      `${results.length - succeeded.length - refused.length - cutOff.length} never reached it, ${cutOff.length} cut off; ` +
      `${await ordersFound(site, ids)} of ${ids.length} there after restarting, the customer holds ${list.body.total_size} orders`
    );
  } finally {
    await killed(server);
  }
}

const which = process.argv[2];
for (const makeStore of [
  ...(which !== 'postgres' ? [pgliteStore] : []),
  ...(which !== 'pglite' ? [postgresStore] : []),
]) {
  const store = await makeStore();
  try {
    console.log(`${store.name}: ${await killAfterEachOrder(store)}`);
    console.log(`${store.name}: ${await terminateUnderLoad(store)}`);
  } finally {
    await store.dispose();
  }
}
