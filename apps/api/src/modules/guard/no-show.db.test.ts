import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMarks } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Two taps on "No-show" at once make one mark (decision 078): the order's lock, per database.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

describe('parallel no-shows on one order', () => {
  it('mark its customer once; the others are told it is there', async () => {
    const member = await signInStaff(ctx);
    const customer = await register(ctx);
    const order = await placeOrder(ctx, customer.token);
    const accepted = await call(ctx, 'POST', `/api/v1/staff/orders/${order.id}/accept`, {
      token: member.token,
      body: {},
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(ctx, 'POST', '/api/v1/staff/fake-orders/no-shows', {
          token: member.token,
          body: { orderId: order.id },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(7).fill(409)]);
    const marks = await ctx.db
      .select()
      .from(customerMarks)
      .where(eq(customerMarks.value, String(customer.id)));
    expect(marks).toHaveLength(1);
  });
});
