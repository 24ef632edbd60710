import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, ratings, restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/*
 * What the database decides when requests race (issue 51): one rating per order (the unique index),
 * one ask per order (the conditional mark), on PGlite and on a PostgreSQL server.
 */
const START = '2026-11-23T12:00:00Z';
const clock = fixedClock(START);
let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  cook = await signInStaff(ctx);
});
afterAll(() => ctx.close());

async function collectedOrder() {
  const customer = await register(ctx);
  const placed = await placeOrder(ctx, customer.token);
  await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/accept`, { token: cook.token, body: {} });
  for (const status of ['processing', 'handover', 'delivered']) {
    await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/advance`, {
      token: cook.token,
      body: { status },
    });
  }
  await ctx.app.settleEvents();
  return { ...placed, customer };
}

describe('ratings under races', () => {
  it('eight ratings of one order at once: one is kept, the others are 409, none a 500', async () => {
    const order = await collectedOrder();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(ctx, 'POST', `/api/v1/customer/order/${order.id}/rating`, {
          token: order.customer.token,
          body: { food: 1 + (index % 5) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(
      answers.filter((answer) => answer.status === 409).map((answer) => answer.body.errors[0].code),
    ).toEqual(Array(7).fill('rated'));
    expect(await ctx.db.select().from(ratings).where(eq(ratings.orderId, order.id))).toHaveLength(1);
  });

  it('three runs of the job at once ask once', async () => {
    clock.set(START);
    const order = await collectedOrder();
    clock.set('2026-11-23T13:01:00Z');
    await Promise.all([ctx.app.askForRatings(), ctx.app.askForRatings(), ctx.app.askForRatings()]);
    const asks = (
      await ctx.db.select().from(notifications).where(eq(notifications.customerId, order.customer.id))
    ).filter((row) => row.data.type === 'rating_ask');
    expect(asks).toHaveLength(1);
  });
});
