import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { FakePrinter } from '../apps/api/src/test/fake-printer.ts';
import { freePort, median, repoRoot, serverPath, stop, waitFor200 } from './server-process.ts';
import { openStaffMenuPage } from './staff-page.ts';

/**
 * The time from placing an order through one server process to its event on the staff board's
 * stream held by another, both on one PostgreSQL (NOTIFY/LISTEN between them), as the kitchen
 * sees it; and from the kitchen accepting it there to its event on the customer's stream held by
 * the first, as the customer's order page hears it: SAMPLES orders, one at a time, the median and
 * the slowest reported; and from placing it to its ticket fetched by a kitchen printer (a fake Star
 * printer polling the first process by CloudPRNT every PRINTER_POLL_MS, as a real one does every
 * 5-10 s; each order is placed just after its previous ticket was fetched, so the figure is the
 * poll interval's worst case plus the fetch); and from placing it to the alert naming it on a staff
 * page other than the board (the Menu page in Chromium, signed in on the second process). Needs the
 * web app built (`npm run build`) and a PostgreSQL
 * server (BENCH_POSTGRES_URL, by default the local one); a database of its own is made and dropped.
 */
const SAMPLES = 15;
const PRINTER_POLL_MS = 1000;
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `tiffin_bench_board_${process.pid}`;
const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${database}`);
const staff = { email: 'bench@tiffin.test', password: 'a long kitchen password for the bench' };

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function startServer(port: number): ChildProcess {
  return spawn(process.execPath, [serverPath], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PAYMENT_GATEWAY: 'none',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

type StreamedOrder = { id: number; status: string; reference: string };

/** A live order stream (the board's or a customer's): calls `onOrder` with each order it announces. */
async function openStream(url: string, token: string, onOrder: (order: StreamedOrder) => void) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.body) throw new Error(`${url} answered no stream`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) onOrder(JSON.parse(data.slice(6)) as StreamedOrder);
        }
      }
    } catch {
      // closed
    }
  })();
  return () => controller.abort();
}

/** When each awaited event arrived, by a key such as 'order 7 pending'. */
function arrivals() {
  const seen = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  return {
    arrived(key: string) {
      seen.set(key, performance.now());
      waiting.get(key)?.();
    },
    /** The time `key` arrived, waiting up to 5 s for it. */
    async at(key: string): Promise<number> {
      if (!seen.has(key)) {
        await new Promise<void>((resolve, reject) => {
          waiting.set(key, resolve);
          setTimeout(() => reject(new Error(`${key} not seen within 5 s`)), 5000);
        });
      }
      return seen.get(key) ?? Number.NaN;
    },
  };
}

await admin(`create database ${database}`);
const servers: ChildProcess[] = [];
try {
  const [portA, portB] = [await freePort(), await freePort()];
  const [siteA, siteB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  // One after the other: the first migrates and seeds the new database.
  servers.push(startServer(portA));
  await waitFor200(`${siteA}/ready`, performance.now());
  servers.push(startServer(portB));
  await waitFor200(`${siteB}/ready`, performance.now());
  const created = spawnSync(
    process.execPath,
    ['apps/api/src/scripts/create-admin.ts', '--email', staff.email, '--name', 'Bench', '--password-stdin'],
    { cwd: repoRoot, input: staff.password, env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}`);

  const { token: staffToken } = await post<{ token: string }>(`${siteB}/api/v1/staff/auth/login`, staff);
  const onBoard = arrivals();
  const references = new Map<number, string>();
  const closeBoard = await openStream(`${siteB}/api/v1/staff/orders/stream`, staffToken, (order) => {
    references.set(order.id, order.reference);
    onBoard.arrived(`order ${order.id} ${order.status}`);
  });
  const menuPage = await openStaffMenuPage(siteB, staff);

  // A kitchen printer, registered on the second process, polling the first.
  const printer = await post<{ username: string; secret: string }>(
    `${siteB}/api/v1/staff/printers`,
    { name: 'Kitchen', print_on: 'arrival', copies: 1, paper_columns: 48, enabled: true },
    { authorization: `Bearer ${staffToken}` },
  );
  const kitchenPrinter = new FakePrinter({
    url: `${siteA}/api/v1/cloudprnt`,
    username: printer.username,
    password: printer.secret,
    pollIntervalMs: PRINTER_POLL_MS,
  });
  kitchenPrinter.start();

  const customer = await post<{ access_token: string }>(`${siteA}/api/v1/auth/reg`, {
    name: 'Aoife Ryan',
    phone: '087 765 4321',
    email: 'aoife.bench@example.ie',
    password: 'correct horse battery',
  });
  const menu = (await (await fetch(`${siteA}/api/custom/custom/products-with-categories`)).json()) as {
    products: { id: number; name: string; price: string }[];
  };
  const bhaji = menu.products.find((dish) => dish.name === 'Onion Bhaji');
  if (!bhaji) throw new Error('no Onion Bhaji on the menu');
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  // The customer follows their orders on the first process.
  const onCustomerPage = arrivals();
  const closeCustomerStream = await openStream(
    `${siteA}/api/v1/customer/orders/stream`,
    customer.access_token,
    (order) => onCustomerPage.arrived(`order ${order.id} ${order.status}`),
  );

  const toBoard: number[] = [];
  const toCustomer: number[] = [];
  const toPrinter: number[] = [];
  const toMenuPageAlert: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    // A slot each (six orders a slot at most), from 17:15 on.
    const minutes = 17 * 60 + 15 * (sample + 1);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const started = performance.now();
    const startedAt = Date.now();
    const placed = await post<{ order_id: number }>(
      `${siteA}/api/v1/customer/order/place1`,
      {
        order_type: 'take_away',
        restaurant_id: '2',
        payment_method: 'cash_on_delivery',
        order_amount: (Number(bhaji.price) * 3).toFixed(2),
        cart: [{ item_id: bhaji.id, quantity: 3, variations: [] }],
        schedule_at: `${tomorrow} ${time}:00`,
        contact_person_name: 'Aoife Ryan',
        contact_person_number: '087 765 4321',
      },
      { authorization: `Bearer ${customer.access_token}`, 'idempotency-key': `bench-board-${sample}` },
    );
    toBoard.push((await onBoard.at(`order ${placed.order_id} pending`)) - started);
    toMenuPageAlert.push((await menuPage.alertSeenAt(references.get(placed.order_id) ?? '')) - startedAt);
    const [ticket] = (await kitchenPrinter.waitForTickets(sample + 1, 5000)).slice(-1);
    toPrinter.push((ticket?.receivedAt.getTime() ?? Number.NaN) - startedAt);
    // The kitchen accepts it on the second process; the customer's page hears it on the first.
    const accepting = performance.now();
    await post(
      `${siteB}/api/v1/staff/orders/${placed.order_id}/accept`,
      { ready_in_minutes: 30 },
      { authorization: `Bearer ${staffToken}` },
    );
    toCustomer.push((await onCustomerPage.at(`order ${placed.order_id} confirmed`)) - accepting);
  }
  closeBoard();
  await menuPage.close();
  closeCustomerStream();
  await kitchenPrinter.stop();
  const format = (ms: number) => `${ms.toFixed(0)} ms`;
  const figures = (samples: number[]) =>
    `median ${format(median(samples))}, slowest ${format(Math.max(...samples))}`;
  console.log(
    `Placing an order on one process to its event on the board held by another (PostgreSQL, ${SAMPLES} orders): ${figures(toBoard)}`,
  );
  console.log(
    `Accepting it on that other process to its event on the customer's stream held by the first: ${figures(toCustomer)}`,
  );
  console.log(
    `Placing an order to the alert naming it on the staff's Menu page (Chromium, signed in on the other process): ${figures(toMenuPageAlert)}`,
  );
  console.log(
    `Placing an order to its ticket fetched by a CloudPRNT printer polling every ${PRINTER_POLL_MS / 1000} s (each placed just after a poll: the interval's worst case): ${figures(toPrinter)}`,
  );
} finally {
  for (const server of servers) await stop(server);
  await admin(`drop database if exists ${database}`);
}
