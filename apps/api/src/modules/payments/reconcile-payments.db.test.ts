import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notifications,
  orders,
  payments,
  products,
  restaurants,
  simulatedPaymentIntents,
} from '../../db/schema.ts';
import { call, emailsTo, isConfirmationLink, register } from '../../test/auth-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin: today's slots run 17:00-22:00.
const clock = fixedClock('2026-11-23T12:00:00Z');
const MINUTE = 60_000;

let ctx: TestContext;
const dishes: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  for (const name of ['Onion Bhaji', 'Vegetable Samosa']) {
    const [row] = await ctx.db.select().from(products).where(eq(products.name, name));
    if (!row) throw new Error(`no ${name} seeded`);
    dishes[name] = row.id;
  }
});
afterAll(() => ctx.close());
beforeEach(() => clock.reset());

type Customer = Awaited<ReturnType<typeof register>>;

/** Three of a dish (€6.50 each) for collection at 7 pm today. */
const basket = (dish = 'Onion Bhaji') => ({
  order_type: 'take_away',
  restaurant_id: '2',
  cart: [{ item_id: dishes[dish], quantity: 3, variations: [] }],
  schedule_at: '2026-11-23 19:00:00',
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '087 123 4567',
});

/** A payment asked for; paid with 4242 4242 4242 4242 unless `pay` is false. */
async function payment(customer: Customer, { dish = 'Onion Bhaji', pay = true } = {}) {
  const asked = await call(ctx, 'POST', '/api/v1/stripe/wpay', {
    token: customer.token,
    body: { order: basket(dish) },
  });
  expect(asked.status).toBe(200);
  if (pay) {
    const paid = await call(ctx, 'POST', '/api/v1/payments/simulated/confirm', {
      token: customer.token,
      body: {
        payment_intent_id: asked.body.stripePaymentId,
        client_secret: asked.body.clientSecret,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      },
    });
    expect(paid.body.status).toBe('succeeded');
  }
  return asked.body.stripePaymentId as string;
}

const paymentOf = async (intentId: string) =>
  (await ctx.db.select().from(payments).where(eq(payments.intentId, intentId)))[0];
const ordersOf = (customerId: number) =>
  ctx.db.select().from(orders).where(eq(orders.customerId, customerId));
const later = (minutes: number) =>
  clock.set(new Date(Date.parse('2026-11-23T12:00:00Z') + minutes * MINUTE).toISOString());

describe('a payment that succeeded without an order', () => {
  it('is left to the browser for two minutes, then placed from the basket paid for, with its notification', async () => {
    const customer = await register(ctx);
    const intentId = await payment(customer);
    later(1);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect(await ordersOf(customer.id)).toEqual([]);

    later(3);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({
      paymentIntentId: intentId,
      totalCents: 1950,
      paymentMethod: 'digital_payment',
    });
    expect(await paymentOf(intentId)).toMatchObject({ status: 'placed', orderId: order?.id });
    const told = await ctx.db.select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(told.map((row) => row.data)).toEqual([{ type: 'order_status', order_id: order?.id }]);
  });

  it('is refunded in full when its order can no longer be placed, and the customer told by notification and e-mail', async () => {
    const customer = await register(ctx);
    const intentId = await payment(customer, { dish: 'Vegetable Samosa' });
    // The dish is taken off the menu before anyone places the order.
    await ctx.db
      .update(products)
      .set({ available: false })
      .where(eq(products.id, dishes['Vegetable Samosa'] ?? 0));
    try {
      later(3);
      await ctx.app.sweepPayments();
      await ctx.app.settleEvents();
    } finally {
      await ctx.db
        .update(products)
        .set({ available: true })
        .where(eq(products.id, dishes['Vegetable Samosa'] ?? 0));
    }
    expect(await ordersOf(customer.id)).toEqual([]);
    expect(await paymentOf(intentId)).toMatchObject({ status: 'refunded', orderId: null });
    const [intent] = await ctx.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentId));
    expect(intent?.refundedCents).toBe(1950);
    const [told] = await ctx.db.select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(told).toMatchObject({ title: 'Your payment was refunded', data: { type: 'payment_refunded' } });
    expect(told?.description).toContain('Some items in your cart are no longer available.');
    const [mail] = await emailsTo(ctx, customer.email);
    expect(mail?.subject).toBe('Your payment of €19.50 to Tiffin was refunded');

    // A second look changes nothing: the money went back once.
    later(5);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect((await emailsTo(ctx, customer.email)).filter((mail) => !isConfirmationLink(mail))).toHaveLength(1);
  });

  it('placed by the browser and the sweep at once: one order', async () => {
    const customer = await register(ctx);
    const intentId = await payment(customer);
    later(3);
    const [placed] = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/customer/order/place1',
        payload: {
          ...basket(),
          order_amount: '19.50',
          payment_method: 'digital_payment',
          stripe_payment_intent_id: intentId,
        },
        headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `browser-${intentId}` },
        remoteAddress: clientAddress(),
      }),
      ctx.app.sweepPayments(),
      ctx.app.sweepPayments(),
    ]);
    expect(placed.statusCode).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
    expect(await paymentOf(intentId)).toMatchObject({ status: 'placed', orderId: placed.json().order_id });
  });
});

describe('the browser placing a paid order that is refused', () => {
  const browserPlaces = (
    customer: Customer,
    intentId: string,
    order: ReturnType<typeof basket>,
    amount: string,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/place1',
      payload: {
        ...order,
        order_amount: amount,
        payment_method: 'digital_payment',
        stripe_payment_intent_id: intentId,
      },
      headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `refused-${intentId}` },
      remoteAddress: clientAddress(),
    });

  it('gets the order of the basket paid for when the restaurant takes that one', async () => {
    const customer = await register(ctx);
    const intentId = await payment(customer);
    // The browser names a time the restaurant does not offer (after closing); the basket paid for
    // has its own, which it does.
    const other = { ...basket(), schedule_at: '2026-11-23 23:30:00' };
    const answer = await browserPlaces(customer, intentId, other, '19.50');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ total: '19.50' });
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({ totalCents: 1950, paymentIntentId: intentId });
  });

  it('is refunded at once when that cannot be placed either, and the refusal says so', async () => {
    const customer = await register(ctx);
    const intentId = await payment(customer, { dish: 'Vegetable Samosa' });
    await ctx.db
      .update(products)
      .set({ available: false })
      .where(eq(products.id, dishes['Vegetable Samosa'] ?? 0));
    let answer: Awaited<ReturnType<typeof browserPlaces>>;
    try {
      answer = await browserPlaces(customer, intentId, basket('Vegetable Samosa'), '19.50');
    } finally {
      await ctx.db
        .update(products)
        .set({ available: true })
        .where(eq(products.id, dishes['Vegetable Samosa'] ?? 0));
    }
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ errors: [{ code: 'empty_order' }], payment_refunded: true });
    expect(await paymentOf(intentId)).toMatchObject({ status: 'refunded' });
    expect(await ordersOf(customer.id)).toEqual([]);
    expect((await emailsTo(ctx, customer.email)).filter((mail) => !isConfirmationLink(mail))).toHaveLength(1);
  });
});

describe('a payment nobody paid', () => {
  it('is canceled after PAYMENT_UNUSED_MINUTES (30), and takes no card after that', async () => {
    const customer = await register(ctx);
    const intentId = await payment(customer, { pay: false });
    later(29);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect(await paymentOf(intentId)).toMatchObject({ status: 'open' });

    later(31);
    await ctx.app.sweepPayments();
    await ctx.app.settleEvents();
    expect(await paymentOf(intentId)).toMatchObject({ status: 'canceled' });
    const [intent] = await ctx.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentId));
    expect(intent?.status).toBe('canceled');
  });
});

describe('open payments that pile up', () => {
  it('are all looked at by one sweep: a paid one behind 110 unpaid ones is placed at the first look', async () => {
    const piler = await register(ctx);
    const unpaid = Array.from({ length: 110 }, (_, index) => ({
      intentId: `pi_unpaid_${index}`,
      gateway: 'simulated' as const,
      customerId: piler.id,
      amountCents: 1950,
      currency: 'eur',
      basket: basket(),
      status: 'open' as const,
      createdAt: new Date(clock.now().getTime() - 10 * MINUTE),
      updatedAt: clock.now(),
    }));
    await ctx.db.insert(payments).values(unpaid);
    try {
      const customer = await register(ctx);
      await payment(customer);
      later(3);
      await ctx.app.sweepPayments();
      await ctx.app.settleEvents();
      expect(await ordersOf(customer.id)).toHaveLength(1);
    } finally {
      await ctx.db.delete(payments).where(eq(payments.customerId, piler.id));
    }
  });

  it('stop at three per customer: a fourth cancels the oldest unpaid one at once', async () => {
    const customer = await register(ctx);
    const [oldest, ...newer] = [
      await payment(customer, { pay: false }),
      await payment(customer, { pay: false }),
      await payment(customer, { pay: false }),
      await payment(customer, { pay: false }),
    ];
    expect(await paymentOf(oldest ?? '')).toMatchObject({ status: 'canceled' });
    const [intent] = await ctx.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, oldest ?? ''));
    expect(intent?.status).toBe('canceled');
    for (const intentId of newer) expect(await paymentOf(intentId)).toMatchObject({ status: 'open' });
  });

  it('settle a paid one rather than cancel it when the customer starts more: its order is placed', async () => {
    const customer = await register(ctx);
    const paid = await payment(customer);
    for (let more = 0; more < 3; more += 1) await payment(customer, { pay: false });
    expect(await paymentOf(paid)).toMatchObject({ status: 'placed' });
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });
});
