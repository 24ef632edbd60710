import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { systemClock } from '../../deps.ts';
import { openStream } from '../../test/event-stream-client.ts';
import { freePort, startServer, waitUntilReady } from '../../test/server-processes.ts';
import { newPostgresDatabase } from '../../test/test-app.ts';
import { addMember } from '../staff/index.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function post<T>(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json as T;
}

it('an order placed through one server process reaches the board connected to another within a second, and its acceptance there the customer connected to the first', async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  const { url, dispose } = await newPostgresDatabase(serverUrl);
  cleanups.push(dispose);
  const database = await openDatabase({ kind: 'postgres', url });
  const staff = {
    name: 'Cook',
    email: 'cook@tiffin.test',
    password: 'a long kitchen password',
    role: 'staff',
  } as const;
  await addMember({ db: database.db, clock: systemClock }, { member: staff, createdBy: null });
  await database.close();

  const [portA, portB] = [await freePort(), await freePort()];
  const env = { DATABASE_URL: url, NODE_ENV: 'test', PAYMENT_GATEWAY: 'none' };
  const a = startServer(env, portA);
  const b = startServer(env, portB);
  cleanups.push(async () => {
    // Both shut down cleanly and soon; if not, what they printed says why.
    for (const server of [a, b]) {
      server.child.kill('SIGTERM');
      const code = await Promise.race([
        server.exited,
        // A limit, not a wait: a clean exit ends the race at once.
        new Promise((resolve) => setTimeout(resolve, 20_000, 'hung')),
      ]);
      expect(code, server.output()).toBe(0);
    }
  });
  await Promise.all([waitUntilReady(portA), waitUntilReady(portB)]);
  const [siteA, siteB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];

  const { token: staffToken } = await post<{ token: string }>(siteB, '/api/v1/staff/auth/login', {
    email: staff.email,
    password: staff.password,
  });
  const board = await openStream(`${siteB}/api/v1/staff/orders/stream`, staffToken);

  const customer = await post<{ access_token: string }>(siteA, '/api/v1/auth/reg', {
    name: 'Aoife Ryan',
    phone: '087 765 4321',
    email: 'aoife.two-processes@example.ie',
    password: 'correct horse battery',
  });
  const menu = (await (await fetch(`${siteA}/api/custom/custom/products-with-categories`)).json()) as {
    products: { id: number; name: string; price: string }[];
  };
  const bhaji = menu.products.find((dish) => dish.name === 'Onion Bhaji');
  if (!bhaji) throw new Error('no Onion Bhaji on the menu');
  // Tomorrow evening, whatever the time of the run.
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  const started = performance.now();
  const placed = await post<{ order_id: number; order_reference: string }>(
    siteA,
    '/api/v1/customer/order/place1',
    {
      order_type: 'take_away',
      restaurant_id: '2',
      payment_method: 'cash_on_delivery',
      order_amount: (Number(bhaji.price) * 3).toFixed(2),
      cart: [{ item_id: bhaji.id, quantity: 3, variations: [] }],
      schedule_at: `${tomorrow} 19:00:00`,
      contact_person_name: 'Aoife Ryan',
      contact_person_number: '087 765 4321',
    },
    { authorization: `Bearer ${customer.access_token}`, 'idempotency-key': 'two-processes-1' },
  );
  const event = await board.waitFor((received) => received.data.id === placed.order_id, 1000);
  const elapsedMs = performance.now() - started;
  board.close();
  expect(event.data).toMatchObject({ reference: placed.order_reference, status: 'pending' });
  expect(elapsedMs).toBeLessThan(1000);

  // The customer follows their orders on the first process; the kitchen accepts on the second.
  const customerStream = await openStream(`${siteA}/api/v1/customer/orders/stream`, customer.access_token);
  await post(
    siteB,
    `/api/v1/staff/orders/${placed.order_id}/accept`,
    {},
    { authorization: `Bearer ${staffToken}` },
  );
  const accepted = await customerStream.waitFor((received) => received.data.id === placed.order_id, 1000);
  customerStream.close();
  expect(accepted.data).toMatchObject({ reference: placed.order_reference, status: 'confirmed' });
}, 90_000);
