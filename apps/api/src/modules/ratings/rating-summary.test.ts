import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let admin: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  cook = await signInStaff(ctx);
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

/** A new customer's collection order, collected, rated `food` stars (and a comment) through the API. */
async function ratedOrder(food: number, comment?: string): Promise<{ id: number }> {
  const customer = await register(ctx);
  const placed = await placeOrder(ctx, customer.token);
  await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/accept`, { token: cook.token, body: {} });
  for (const status of ['processing', 'handover', 'delivered']) {
    await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/advance`, {
      token: cook.token,
      body: { status },
    });
  }
  const rated = await call(ctx, 'POST', `/api/v1/customer/order/${placed.id}/rating`, {
    token: customer.token,
    body: { food, comment },
  });
  expect(rated.status).toBe(201);
  return placed;
}

const summary = async () => {
  const answer = await call(ctx, 'GET', '/api/v1/ratings/summary');
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('the storefront’s average', () => {
  it('is shown only from the 10th rating, and is of the last 400 only', async () => {
    expect(await summary()).toEqual({ count: 0, average: null, comments: [] });
    let first = { id: 0 };
    for (let index = 1; index <= 9; index += 1) {
      const order = await ratedOrder(index % 2 === 0 ? 4 : 5);
      if (index === 1) first = order;
    }
    expect(await summary()).toEqual({ count: 9, average: null, comments: [] });
    await ratedOrder(4);
    // Five fives and five fours.
    expect(await summary()).toEqual({ count: 10, average: '4.5', comments: [] });

    // 395 ratings of one star, all older than those ten: each on an order of its own, copied from
    // the first (the rule is one rating per order).
    await ctx.db.execute(sql`
      with copies as (
        insert into orders (restaurant_id, customer_id, reference, status, fulfilment, payment_method,
          scheduled_at, contact_name, contact_phone, subtotal_cents, delivery_fee_cents, discount_cents,
          total_cents, vat_cents, created_at, updated_at)
        select restaurant_id, customer_id, 'OLD' || lpad(copy::text, 4, '0'), status, fulfilment,
          payment_method, scheduled_at, contact_name, contact_phone, subtotal_cents, delivery_fee_cents,
          discount_cents, total_cents, vat_cents, created_at, updated_at
        from orders, generate_series(1, 395) as copy where id = ${first.id}
        returning id, customer_id
      )
      insert into ratings (order_id, customer_id, food, created_at)
      select id, customer_id, 1, timestamptz '2026-11-01T12:00:00Z' from copies`);
    // 400 ratings: ten newest (45 stars) and 390 of the old (one star each): 435 / 400.
    expect(await summary()).toMatchObject({ count: 400, average: '1.1' });
    // More newer fives push old ones out of the window.
    for (let index = 0; index < 5; index += 1) await ratedOrder(5);
    expect(await summary()).toMatchObject({ count: 400, average: ((45 + 25 + 385) / 400).toFixed(1) });
  });

  it('comes with the newest six comments not hidden, without names; a hidden one is never sent', async () => {
    // Ten ratings of its own, so the average (and with it the comments) is shown even run alone.
    for (let index = 0; index < 3; index += 1) await ratedOrder(5);
    const commented: number[] = [];
    for (let index = 1; index <= 7; index += 1) {
      commented.push((await ratedOrder(index === 7 ? 1 : 4, `Comment ${index}`)).id);
    }
    const before = await summary();
    expect(before.comments.map((shown: { comment: string }) => shown.comment)).toEqual([
      'Comment 7',
      'Comment 6',
      'Comment 5',
      'Comment 4',
      'Comment 3',
      'Comment 2',
    ]);
    expect(before.comments[0]).toEqual({
      id: expect.any(Number),
      food: 1,
      delivery: null,
      comment: 'Comment 7',
      created_at: '2026-11-23T12:00:00.000Z',
    });

    const ratings = await call(ctx, 'GET', '/api/v1/staff/ratings', { token: admin.token });
    const newest = ratings.body.ratings.find(
      (rating: { order_id: number }) => rating.order_id === commented[6],
    );
    const hidden = await call(ctx, 'POST', `/api/v1/staff/ratings/${newest.id}/hide`, {
      token: admin.token,
      body: { reason: 'Names a member of staff' },
    });
    expect(hidden.status).toBe(200);

    const after = await summary();
    expect(after.comments.map((shown: { comment: string }) => shown.comment)).toEqual([
      'Comment 6',
      'Comment 5',
      'Comment 4',
      'Comment 3',
      'Comment 2',
      'Comment 1',
    ]);
    expect(JSON.stringify(after)).not.toContain('Comment 7');
    // Its stars still count: the average is the same as before the comment was hidden.
    expect(after.average).toBe(before.average);
  });
});
