import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startLocalNginx } from '../apps/api/src/test/local-nginx.ts';
import { freePort, serverPath, stop, waitFor200 } from './server-process.ts';

/**
 * A Friday evening's peak (issue 16): READERS people reading the menu and CHECKOUTS people checking
 * out, at once, for SECONDS seconds, against the production recipe on this machine — PROCESSES
 * server processes (NODE_ENV=production) on one PostgreSQL and one Redis behind Debian's nginx
 * with deploy/nginx/tiffin-proxy.conf. The readers (bench/menu-readers.ts, a process of their
 * own) each ask for the menu as a phone does and read it for about THINK_MS before asking again.
 * Each checkout, in this process, asks for the time slots and a quote, places the order about
 * THINK_MS later with its own Idempotency-Key, and starts again about THINK_MS after that. Every
 * answer must be a 2xx; latencies run from sending the request to having read the whole answer,
 * after a warm-up of WARMUP_SECONDS.
 *
 *   node bench/peak-load.ts          # PEAK_READERS, PEAK_CHECKOUTS, PEAK_SECONDS, PEAK_THINK_MS, PEAK_PROCESSES
 */
const READERS = Number(process.env.PEAK_READERS ?? 500);
const CHECKOUTS = Number(process.env.PEAK_CHECKOUTS ?? 100);
const SECONDS = Number(process.env.PEAK_SECONDS ?? 60);
const THINK_MS = Number(process.env.PEAK_THINK_MS ?? 1000);
const PROCESSES = Number(process.env.PEAK_PROCESSES ?? 2);
const WARMUP_SECONDS = 5;
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = `tiffin_bench_peak_${process.pid}`;
const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${database}`);
const MENU_PATH = '/api/custom/custom/products-with-categories';

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

// What the servers log (warnings and errors), kept for a run that saw errors.
const serverLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-peak-')), 'servers.log');

function startServer(port: number, publicUrl: string, uploadDir: string): ChildProcess {
  return spawn(process.execPath, [serverPath], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_URL: publicUrl,
      GEOCODER: 'offline',
      PAYMENT_GATEWAY: 'none',
      TRUST_PROXY: '127.0.0.1',
      UPLOAD_DIR: uploadDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', fs.openSync(serverLog, 'a'), 'inherit'],
  });
}

// Each person comes from an address of their own (nginx passes it on): the per-address limits
// (20 orders a minute) are the server's, and stay on.
const run = Math.floor(Math.random() * 250);
let addressCounter = 0;
const newAddress = () => `10.${run}.${(++addressCounter >> 8) & 255}.${addressCounter & 255}`;

type Kind = 'time slots' | 'quote' | 'place';
const latencies: Record<Kind, number[]> = { 'time slots': [], quote: [], place: [] };
const failures: string[] = [];
let measuring = false;
let measuredFrom = 0;
/** The slowest placing of each 5 seconds, to see whether slow answers come together. */
const placingSlowestPer5s: number[] = [];
let running = true;

async function timed(kind: Kind, url: string, init: RequestInit): Promise<unknown> {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.arrayBuffer();
    if (measuring) {
      const latency = performance.now() - startedAt;
      latencies[kind].push(latency);
      const window = Math.floor((startedAt - measuredFrom) / 5000);
      placingSlowestPer5s[window] = Math.max(
        placingSlowestPer5s[window] ?? 0,
        kind === 'place' ? Math.round(latency) : 0,
      );
    }
    if (!response.ok) {
      failures.push(`${kind}: ${response.status} ${Buffer.from(body).toString().slice(0, 200)}`);
      return undefined;
    }
    return response.headers.get('content-type')?.startsWith('application/json')
      ? JSON.parse(Buffer.from(body).toString())
      : undefined;
  } catch (error) {
    failures.push(`${kind}: ${(error as Error).message}`);
    return undefined;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms * (0.5 + Math.random())));

type ReadersResult = {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
  firstFailures: string[];
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  slowestPer5s: number[];
};

/** The readers (bench/menu-readers.ts) in a process of their own; their JSON result. */
function readMenus(site: string): Promise<ReadersResult> {
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'menu-readers.ts'),
      `${site}${MENU_PATH}`,
      String(READERS),
      String(THINK_MS),
      String(WARMUP_SECONDS),
      String(SECONDS),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the readers exited with ${code}`)),
    );
  });
}

type Dish = { id: number; price: string };
async function checkout(site: string, token: string, dish: Dish, index: number) {
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  await pause(THINK_MS);
  for (let turn = 0; running; turn += 1) {
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': newAddress(),
    };
    // The slots from 17:15 to 21:45, the checkouts spread over them.
    const minutes = 17 * 60 + 15 * (1 + ((index + turn) % 19));
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const order = {
      order_type: 'take_away',
      restaurant_id: '2',
      cart: [{ item_id: dish.id, quantity: 3, variations: [], item_note: 'Extra crispy' }],
      schedule_at: `${tomorrow} ${time}:00`,
      contact_person_name: 'Aoife Ryan',
      contact_person_number: '087 123 4567',
    };
    await timed('time slots', `${site}/api/v1/tslots`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ date: tomorrow }),
    });
    await timed('quote', `${site}/api/v1/customer/order/quote`, {
      method: 'POST',
      headers,
      body: JSON.stringify(order),
    });
    await pause(THINK_MS);
    await timed('place', `${site}/api/v1/customer/order/place1`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `peak-${index}-${turn}` },
      body: JSON.stringify({
        ...order,
        payment_method: 'cash_on_delivery',
        order_amount: (Number(dish.price) * 3).toFixed(2),
      }),
    });
    await pause(THINK_MS);
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

await adminQuery(serverUrl, `create database ${database}`);
const servers: ChildProcess[] = [];
let nginx: ChildProcess | undefined;
try {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-peak-uploads-'));
  const balancerPort = await freePort();
  const site = `http://127.0.0.1:${balancerPort}`;
  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  // The first start migrates and seeds; then room for every order in its slot (capacity is tested
  // elsewhere), read by the processes as they start.
  const first = startServer(ports[0] as number, site, uploadDir);
  await waitFor200(`http://127.0.0.1:${ports[0]}/ready`, performance.now());
  await stop(first);
  await adminQuery(databaseUrl, 'update restaurants set slot_capacity = 1000000');
  for (const port of ports) servers.push(startServer(port, site, uploadDir));
  for (const port of ports) await waitFor200(`http://127.0.0.1:${port}/ready`, performance.now());
  nginx = await startLocalNginx(balancerPort, ports);

  const dishes = (await (await fetch(`${site}${MENU_PATH}`)).json()) as {
    products: (Dish & { name: string })[];
  };
  const bhaji = dishes.products.find((dish) => dish.name === 'Onion Bhaji');
  if (!bhaji) throw new Error('no Onion Bhaji on the menu');
  const tokens: string[] = [];
  for (let index = 0; index < CHECKOUTS; index += 1) {
    const response = await fetch(`${site}/api/v1/auth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify({
        name: 'Aoife Ryan',
        phone: `085 ${String(run).padStart(3, '0')} ${String(index).padStart(4, '0')}`,
        email: `peak.${run}.${index}@example.ie`,
        password: 'correct horse battery',
      }),
    });
    if (!response.ok) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
    tokens.push(((await response.json()) as { access_token: string }).access_token);
  }

  const load = os.loadavg()[0];
  const checkouts = tokens.map((token, index) => checkout(site, token, bhaji, index));
  const readers = readMenus(site);
  await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
  measuring = true;
  measuredFrom = performance.now();
  const menu = await readers;
  measuring = false;
  running = false;
  await Promise.all(checkouts);

  const figures: Record<
    string,
    { requests: number; perSecond: number; p50: number; p99: number; max: number }
  > = {
    menu: {
      requests: menu.requests,
      perSecond: Math.round(menu.requests / SECONDS),
      p50: menu.p50,
      p99: menu.p99,
      max: menu.max,
    },
  };
  Object.assign(
    figures,
    Object.fromEntries(
      Object.entries(latencies).map(([kind, values]) => [
        kind,
        {
          requests: values.length,
          perSecond: Math.round(values.length / SECONDS),
          p50: Math.round(percentile(values, 50)),
          p99: Math.round(percentile(values, 99)),
          max: Math.round(Math.max(...values)),
        },
      ]),
    ),
  );
  console.info(
    JSON.stringify(
      {
        benchmark: 'peak-load',
        readers: READERS,
        checkouts: CHECKOUTS,
        seconds: SECONDS,
        thinkMs: THINK_MS,
        processes: PROCESSES,
        loadBefore: load,
        loadAfter: os.loadavg()[0],
        errors: failures.length + menu.failures,
        firstErrors: [...menu.firstFailures, ...failures].slice(0, 5),
        readersEventLoopDelayP99Ms: menu.eventLoopDelayP99Ms,
        readersEventLoopDelayMaxMs: menu.eventLoopDelayMaxMs,
        menuSlowestPer5s: menu.slowestPer5s,
        placingSlowestPer5s,
        serverLog,
        figures,
      },
      null,
      2,
    ),
  );
  const row = (kind: string) => {
    const f = figures[kind] ?? { requests: 0, perSecond: 0, p50: 0, p99: 0, max: 0 };
    return `${f.requests} (${f.perSecond}/s) | ${f.p50} ms | **${f.p99} ms** | ${f.max} ms`;
  };
  console.info(
    `| ${READERS} readers, ${CHECKOUTS} checkouts, ${SECONDS} s, think ${THINK_MS} ms, ${PROCESSES} processes | ` +
      `${failures.length + menu.failures} | menu ${row('menu')} | placing ${row('place')} |`,
  );
} finally {
  nginx?.kill('SIGTERM');
  for (const server of servers) await stop(server);
  await adminQuery(serverUrl, `drop database if exists ${database}`);
}
