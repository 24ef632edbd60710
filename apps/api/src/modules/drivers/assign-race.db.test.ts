import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderDeliveries, restaurants } from '../../db/schema.ts';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { acceptedDeliveryOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Two members put one order on two runs at the same moment (issue 50): the order's row lock and the
// index of the deliveries under way let one win; the other is told so (409), never a 500.
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
