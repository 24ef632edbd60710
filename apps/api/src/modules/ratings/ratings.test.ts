import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, notifications, restaurants, staffActions } from '../../db/schema.ts';
import { call, emailsTo, register, signInStaff } from '../../test/auth-helpers.ts';
import { acceptedDeliveryOrder, placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, 6:40 pm in Dublin; the restaurant asks 60 minutes after completion.
const START = '2026-11-23T18:40:00Z';
const clock = fixedClock(START);
const minutesLater = (minutes: number) =>
  clock.set(new Date(Date.parse(START) + minutes * 60_000).toISOString());

let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let admin: Awaited<ReturnType<typeof signInStaff>>;
const routes: { method: string; url: string; access: string | undefined }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    clock,
    onRoute: (route) => {
      const access = (route.config as { access?: string } | undefined)?.access;
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
    },
  });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  cook = await signInStaff(ctx);
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const advance = async (orderId: number, statuses: string[]) => {
  for (const status of statuses) {
    const moved = await call(ctx, 'POST', `/api/v1/staff/orders/${orderId}/advance`, {
      token: cook.token,
      body: { status },
    });
    expect(moved.status).toBe(200);
  }
  await ctx.app.settleEvents();
};

/** A collection order of a new customer, collected now. */
async function collectedOrder() {
  const customer = await register(ctx);
  const placed = await placeOrder(ctx, customer.token);
  const accepted = await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/accept`, {
    token: cook.token,
    body: { ready_in_minutes: 25 },
  });
  expect(accepted.status).toBe(200);
  await advance(placed.id, ['processing', 'handover', 'delivered']);
  return { ...placed, customer };
}

const ratingOf = (token: string, orderId: number) =>
  call(ctx, 'GET', `/api/v1/customer/order/${orderId}/rating`, { token });
const rate = (token: string, orderId: number, body: unknown) =>
  call(ctx, 'POST', `/api/v1/customer/order/${orderId}/rating`, { token, body });

describe('the ask', () => {
  it('comes once, the set time after completion: a notification, its e-mail, and the order page says so', async () => {
    clock.set(START);
    const order = await collectedOrder();
    expect((await ratingOf(order.customer.token, order.id)).body).toEqual({
      state: 'not_asked',
      delivery: false,
      rating: null,
    });
    minutesLater(59);
    expect(await ctx.app.askForRatings()).toBe(0);

    minutesLater(61);
    expect(await ctx.app.askForRatings()).toBe(1);
    // Once: the runs at once are ratings.db.test.ts's.
    expect(await ctx.app.askForRatings()).toBe(0);
    const asks = (
      await ctx.db.select().from(notifications).where(eq(notifications.customerId, order.customer.id))
    ).filter((row) => row.data.type === 'rating_ask');
    expect(asks).toHaveLength(1);
    expect(asks[0]?.title).toBe(`How was order #${order.reference}?`);
    const mails = (await emailsTo(ctx, order.customer.email)).filter((mail) =>
      mail.subject.startsWith(`How was order #${order.reference}?`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(`/profile/orders/${order.id}`);
    expect(mails[0]?.textBody).toContain('We ask every customer once, after each completed order.');
    expect((await ratingOf(order.customer.token, order.id)).body.state).toBe('asked');
  });

  it('is not made for an order that was not completed', async () => {
    clock.set(START);
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    minutesLater(600);
    await ctx.app.askForRatings();
    expect((await ratingOf(customer.token, placed.id)).body.state).toBe('not_asked');
  });
});

describe('a rating', () => {
  it('is given once by the order’s customer to their completed order; a second is 409', async () => {
    clock.set(START);
    const order = await collectedOrder();
    const given = await rate(order.customer.token, order.id, { food: 4, comment: '  Lovely bhajis  ' });
    expect(given.status).toBe(201);
    expect(given.body).toEqual({
      state: 'rated',
      delivery: false,
      rating: { food: 4, delivery: null, comment: 'Lovely bhajis', created_at: START.replace('Z', '.000Z') },
    });
    const again = await rate(order.customer.token, order.id, { food: 1 });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toEqual({ code: 'rated', message: 'This order has already been rated' });
    expect((await ratingOf(order.customer.token, order.id)).body.rating.food).toBe(4);
    // Theirs in the copy of their data, as given.
    const copy = await call(ctx, 'GET', '/api/v1/customer/export', { token: order.customer.token });
    expect(copy.body.ratings).toEqual([
      {
        order_id: order.id,
        food: 4,
        delivery: null,
        comment: 'Lovely bhajis',
        hidden_reason: null,
        created_at: START.replace('Z', '.000Z'),
      },
    ]);
  });

  it('is refused for an order not completed, and for someone else’s order as for none', async () => {
    clock.set(START);
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    const early = await rate(customer.token, placed.id, { food: 5 });
    expect(early.status).toBe(409);
    expect(early.body.errors[0]).toEqual({
      code: 'not_rateable',
      message: 'Only a completed order can be rated',
    });

    const order = await collectedOrder();
    const stranger = await register(ctx);
    const theirs = await rate(stranger.token, order.id, { food: 1, comment: 'Never ate it' });
    expect(theirs.status).toBe(404);
    expect((await ratingOf(stranger.token, order.id)).status).toBe(404);
    expect((await rate(order.customer.token, order.id, { food: 5 })).status).toBe(201);
  });

  it('rates a delivery’s delivery, and only a delivery’s; stars are whole numbers of 1 to 5; a comment is bounded', async () => {
    clock.set(START);
    const collected = await collectedOrder();
    expect((await rate(collected.customer.token, collected.id, { food: 5, delivery: 5 })).status).toBe(400);
    for (const food of [0, 6, 3.5, '4']) {
      expect((await rate(collected.customer.token, collected.id, { food })).status).toBe(400);
    }
    const tooLong = await rate(collected.customer.token, collected.id, {
      food: 5,
      comment: 'a'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    const hidden = await rate(collected.customer.token, collected.id, { food: 5, comment: 'fine\u202e' });
    expect(hidden.status).toBe(400);

    // A delivery for 7 pm is ordered well before.
    clock.set('2026-11-23T12:00:00Z');
    const delivered = await acceptedDeliveryOrder(ctx, cook.token);
    await advance(delivered.id, ['processing', 'handover', 'delivered']);
    expect((await rate(delivered.customer.token, delivered.id, { food: 5 })).status).toBe(400);
    const both = await rate(delivered.customer.token, delivered.id, { food: 4, delivery: 5, comment: 'Hot' });
    expect(both.status).toBe(201);
    expect(both.body).toMatchObject({ state: 'rated', delivery: true, rating: { food: 4, delivery: 5 } });
  });
});

describe('the staff', () => {
  it('see the ratings with their orders, answer one privately once with a coupon’s code, and hide a comment with a logged reason', async () => {
    clock.set(START);
    const order = await collectedOrder();
    await rate(order.customer.token, order.id, { food: 2, comment: 'Cold, and the cook Seán was rude' });
    expect((await call(ctx, 'GET', '/api/v1/staff/ratings', { token: cook.token })).status).toBe(403);
    const listed = await call(ctx, 'GET', '/api/v1/staff/ratings', { token: admin.token });
    expect(listed.status).toBe(200);
    const rating = listed.body.ratings.find((row: { order_id: number }) => row.order_id === order.id);
    expect(rating).toMatchObject({
      order_reference: order.reference,
      fulfilment: 'collection',
      customer_name: 'Aoife Ryan',
      food: 2,
      delivery: null,
      comment: 'Cold, and the cook Seán was rude',
      hidden_reason: null,
      replied_at: null,
    });

    const [welcome] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    const [expired] = await ctx.db.select().from(coupons).where(eq(coupons.status, 0));
    const refused = await call(ctx, 'POST', `/api/v1/staff/ratings/${rating.id}/reply`, {
      token: admin.token,
      body: { message: 'Sorry about that.', coupon_id: expired?.id },
    });
    expect(refused.status).toBe(404);
    const replied = await call(ctx, 'POST', `/api/v1/staff/ratings/${rating.id}/reply`, {
      token: admin.token,
      body: { message: 'Sorry it was cold: we have spoken to the kitchen.', coupon_id: welcome?.id },
    });
    expect(replied.status).toBe(200);
    expect(replied.body.replied_at).toBe('2026-11-23T18:40:00.000Z');
    const letter = (await emailsTo(ctx, order.customer.email)).find((mail) =>
      mail.subject.includes('about your rating'),
    );
    expect(letter?.textBody).toContain('Sorry it was cold: we have spoken to the kitchen.');
    expect(letter?.textBody).toContain('use the code WELCOME10 at checkout');
    const twice = await call(ctx, 'POST', `/api/v1/staff/ratings/${rating.id}/reply`, {
      token: admin.token,
      body: { message: 'Again?' },
    });
    expect(twice.status).toBe(409);

    expect(
      (
        await call(ctx, 'POST', `/api/v1/staff/ratings/${rating.id}/hide`, {
          token: admin.token,
          body: { reason: '' },
        })
      ).status,
    ).toBe(400);
    const hidden = await call(ctx, 'POST', `/api/v1/staff/ratings/${rating.id}/hide`, {
      token: admin.token,
      body: { reason: 'It names a member of staff' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden_reason: 'It names a member of staff', food: 2 });
    const logged = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'hid a rating comment'));
    expect(logged).toMatchObject([
      {
        staffId: admin.id,
        subject: `rating ${rating.id} of order ${order.reference}`,
        details: { reason: 'It names a member of staff' },
      },
    ]);
    const again = await call(ctx, 'POST', `/api/v1/staff/ratings/${rating.id}/hide`, {
      token: admin.token,
      body: { reason: 'Twice' },
    });
    expect(again.status).toBe(409);
    // The customer still sees their own words and stars: nothing of the rating was changed.
    expect((await ratingOf(order.customer.token, order.id)).body.rating).toMatchObject({
      food: 2,
      comment: 'Cold, and the cook Seán was rude',
    });
  });

  it('can neither make nor change a rating: no such route exists, and the customer’s route refuses them', async () => {
    clock.set(START);
    const ratingRoutes = routes.filter((route) => route.url.includes('rating'));
    expect(ratingRoutes.filter((route) => ['PUT', 'PATCH', 'DELETE'].includes(route.method))).toEqual([]);
    expect(
      ratingRoutes
        .filter((route) => route.access === 'staff' || route.access === 'admin')
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual([
      'GET /api/v1/staff/ratings',
      'HEAD /api/v1/staff/ratings',
      'POST /api/v1/staff/ratings/:ratingId/hide',
      'POST /api/v1/staff/ratings/:ratingId/reply',
    ]);
    const order = await collectedOrder();
    for (const token of [cook.token, admin.token]) {
      const made = await rate(token, order.id, { food: 5, comment: 'Best in Tipperary' });
      expect(made.status).toBe(403);
    }
    expect((await ratingOf(order.customer.token, order.id)).body.state).not.toBe('rated');
  });
});
