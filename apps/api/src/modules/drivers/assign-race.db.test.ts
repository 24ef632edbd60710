import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderDeliveries, restaurants } from '../../db/schema.ts';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { acceptedDeliveryOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Two members put one order on two runs at the same moment (issue 50): the order's row lock and the
// index of the deliveries under way let one win; the other is told so (409), never a 500. Two moves
// of a stop at once take turns on the run's locked rows.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
});
afterAll(() => ctx.close());

it('puts an order on one run when two assignments race, and refuses the other with a 409', async () => {
  const admin = await signInStaff(ctx, 'admin');
  const drivers = [await signInStaff(ctx), await signInStaff(ctx)];
  for (const driver of drivers) {
    await call(ctx, 'PUT', `/api/v1/staff/drivers/${driver.id}`, {
      token: admin.token,
      body: { driver: true },
    });
  }
  for (let round = 0; round < 2; round += 1) {
    const order = await acceptedDeliveryOrder(ctx, admin.token);
    // Each driver takes it for themself, at once.
    const answers = await Promise.all(
      drivers.map((driver) =>
        call(ctx, 'POST', `/api/v1/staff/orders/${order.id}/driver`, {
          token: driver.token,
          body: { driver_id: driver.id },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.errors[0].code).toBe('delivery');
    const rows = await ctx.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id));
    expect(rows).toHaveLength(1);
  }
});

it('takes moves of one stop at once in turn: four taps on Later take it down four places', async () => {
  const admin = await signInStaff(ctx, 'admin');
  const driver = await signInStaff(ctx);
  await call(ctx, 'PUT', `/api/v1/staff/drivers/${driver.id}`, {
    token: admin.token,
    body: { driver: true },
  });
  const orderIds: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const order = await acceptedDeliveryOrder(ctx, admin.token);
    await call(ctx, 'POST', `/api/v1/staff/orders/${order.id}/driver`, {
      token: admin.token,
      body: { driver_id: driver.id },
    });
    orderIds.push(order.id);
  }
  const [moved] = await ctx.db
    .select()
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderIds[0] ?? 0));
  // Four taps on "Later" that reach the server together.
  const answers = await Promise.all(
    [0, 1, 2, 3].map(() =>
      call(ctx, 'POST', `/api/v1/staff/deliveries/${moved?.id}/move`, {
        token: driver.token,
        body: { direction: 'later' },
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  const run = await call(ctx, 'GET', '/api/v1/staff/run', { token: driver.token });
  expect(run.body.stops.map((stop: { order_id: number }) => stop.order_id)).toEqual([
    ...orderIds.slice(1),
    orderIds[0],
  ]);
});
