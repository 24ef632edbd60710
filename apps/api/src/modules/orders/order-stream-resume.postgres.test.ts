import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { openStream } from '../../test/event-stream-client.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/**
 * Resuming with `Last-Event-ID: 1` among 30,000 orders of others (issue 28: it read every order,
 * 89 CPU-seconds for 10 such requests): a customer's catch-up reads their own orders through the
 * indexes, and the staff's, far behind, is told to start afresh after reading a bounded number of
 * rows. On PostgreSQL, whose planner and times are the production's.
 */

const OTHERS = 30_000;
const clock = fixedClock('2026-11-23T12:00:00Z');

let ctx: TestContext;
let base: string;
let customer: Awaited<ReturnType<typeof register>>;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let mine: { id: number }[];
beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { TRUST_PROXY: 'true' } });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  cook = await signInStaff(ctx);
  customer = await register(ctx);
  const other = await register(ctx);
  const first = await placeOrder(ctx, customer.token);
  const template = await placeOrder(ctx, other.token);
  // 30,000 orders of another customer, each with its change, in two set-based statements.
  await ctx.db.execute(sql`
    insert into orders (restaurant_id, customer_id, reference, status, fulfilment, payment_method,
      scheduled_at, contact_name, contact_phone, delivery_address, distance_km, subtotal_cents,
      delivery_fee_cents, discount_cents, total_cents, vat_cents, vat_rate_basis_points, order_note,
      created_at, updated_at)
    select restaurant_id, customer_id, 'Z' || g, status, fulfilment, payment_method, scheduled_at,
      contact_name, contact_phone, delivery_address, distance_km, subtotal_cents, delivery_fee_cents,
      discount_cents, total_cents, vat_cents, vat_rate_basis_points, order_note, created_at, updated_at
    from orders, generate_series(1, ${OTHERS - 1}) g where orders.id = ${template.id}`);
  await ctx.db.execute(sql`
    insert into order_status_changes (order_id, status, created_at)
    select id, 'pending', created_at from orders where customer_id = ${other.id} and id <> ${template.id} order by id`);
  await ctx.db.execute(sql`analyze orders`);
  await ctx.db.execute(sql`analyze order_status_changes`);
  mine = [first, await placeOrder(ctx, customer.token)];
}, 120_000);
afterAll(() => ctx.close());

/** Milliseconds from asking to the first event of the kind, and that event. */
async function firstEvent(path: string, token: string, kind: string) {
  const started = performance.now();
  const stream = await openStream(`${base}${path}`, token, 1, {
    'x-forwarded-for': `198.18.0.${Math.floor(Math.random() * 250)}`,
  });
  const event = await stream.waitFor((received) => received.event === kind, 5000);
  const ms = performance.now() - started;
  stream.close();
  return { ms, event, events: stream.events };
}

it("answers a customer's Last-Event-ID: 1 with their own orders, reading them through the indexes", async () => {
  const resumed = await firstEvent('/api/v1/customer/orders/stream', customer.token, 'order');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(resumed.events.map((event) => event.data.id).sort()).toEqual(mine.map((order) => order.id).sort());

  // The catch-up's query (order-changes.repository.ts ordersChangedFrom) reads the customer's rows, not the table.
  const plan = await ctx.db.execute(sql`
    explain (analyze, format json)
    select order_status_changes.id, order_status_changes.order_id from orders
    inner join order_status_changes on order_status_changes.order_id = orders.id
    where orders.customer_id = ${customer.id} and order_status_changes.id >= 1
    order by order_status_changes.id limit 101`);
  const text = JSON.stringify(plan);
  expect(text).toContain('orders_customer_idx');
  expect(text).not.toContain('"Seq Scan"');
  const rowsRead = [...text.matchAll(/"Actual Rows":\s*(\d+)/g)].map((match) => Number(match[1]));
  expect(rowsRead.length).toBeGreaterThan(0);
  expect(Math.max(...rowsRead)).toBeLessThan(10);

  // Ten at once, as the attack did, in ten sessions (a session holds only a few streams).
  const tokens = [];
  for (let i = 0; i < 10; i += 1) {
    const signedIn = await call(ctx, 'POST', '/api/v1/auth/login', {
      body: { email_or_phone: customer.email, password: customer.password, field_type: 'email' },
    });
    tokens.push(signedIn.body.token as string);
  }
  const times = await Promise.all(
    tokens.map((token) => firstEvent('/api/v1/customer/orders/stream', token, 'order')),
  );
  const executionMs = /"Execution Time":\s*([\d.]+)/.exec(text)?.[1];
  process.stdout.write(
    `resume among ${OTHERS} orders: the catch-up's query ${executionMs} ms in the database; first event ${Math.round(resumed.ms)} ms; ten at once ${times.map((t) => Math.round(t.ms)).join(', ')} ms\n`,
  );
  // The plan above is the guard; times on a shared machine vary (the log above: 0.1 ms in the
  // database, about 100 ms from asking on a machine at load 8, up to a second when it is busier).
  // 5 s still fails a return to reading the whole table (about 9 s a request before).
  expect(resumed.ms).toBeLessThan(5000);
}, 30_000);

it("tells the staff's stream, 30,000 changes behind, to start afresh", async () => {
  const resumed = await firstEvent('/api/v1/staff/orders/stream', cook.token, 'resync');
  expect(resumed.event.data).toEqual({});
  expect(resumed.events.filter((event) => event.event === 'order')).toEqual([]);
  expect(resumed.ms).toBeLessThan(5000);
});
