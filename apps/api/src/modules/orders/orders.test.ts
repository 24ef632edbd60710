import { centsToEuroString, deliveryFeeCents, discountCents, orderTotals } from '@tiffin/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closedDates,
  coupons,
  notifications,
  orderLines,
  orders,
  products,
  restaurants,
  slotBookings,
  variationOptions,
  variations,
} from '../../db/schema.ts';
import { call, emailsTo, register } from '../../test/auth-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin (GMT): today's slots run 17:00-22:00.
const clock = fixedClock('2026-11-23T12:00:00Z');

let ctx: TestContext;
let restaurant: typeof restaurants.$inferSelect;
let bhaji: { id: number; priceCents: number; allergens: string[] };
let chops: { id: number; priceCents: number; sixChopsId: number; sixChopsCents: number };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  // Room for every order of this file in a slot; the slot test sets its own capacity.
  const [row] = await ctx.db.update(restaurants).set({ slotCapacity: 100_000 }).returning();
  if (!row) throw new Error('no restaurant seeded');
  restaurant = row;
  const [b] = await ctx.db.select().from(products).where(eq(products.name, 'Onion Bhaji'));
  const [c] = await ctx.db.select().from(products).where(eq(products.name, 'Tandoori Lamb Chops'));
  if (!b || !c) throw new Error('seeded dishes missing');
  const [six] = await ctx.db
    .select({ id: variationOptions.id, priceCents: variationOptions.priceCents })
    .from(variationOptions)
    .innerJoin(variations, eq(variations.id, variationOptions.variationId))
    .where(and(eq(variations.productId, c.id), eq(variationOptions.label, 'Six chops')));
  if (!six) throw new Error('no Six chops option');
  bhaji = b;
  chops = { id: c.id, priceCents: c.priceCents, sixChopsId: six.id, sixChopsCents: six.priceCents };
});
afterAll(() => ctx.close());
beforeEach(() => clock.reset());

const euro = centsToEuroString;

/** Three onion bhajis for collection at 6 pm today, in cash: the spec's payload, complete. */
function collectionOrder(overrides: Record<string, unknown> = {}) {
  return {
    order_amount: euro(bhaji.priceCents * 3),
    payment_method: 'cash_on_delivery',
    order_type: 'take_away',
    restaurant_id: '2',
    cart: [
      {
        item_id: bhaji.id,
        item_type: 'App\\Models\\Food',
        quantity: 3,
        price: euro(bhaji.priceCents * 3),
        add_on_ids: [],
        add_on_qtys: [],
        variations: [],
        item_note: 'Extra crispy',
      },
    ],
    is_buy_now: 'false',
    unavailable_item_note: 'Please call if items unavailable',
    order_note: 'Ring the bell',
    cutlery: 'false',
    schedule_at: '2026-11-23 18:00:00',
    coupon_code: '',
    contact_person_name: 'Aoife Ryan',
    contact_person_number: '087 123 4567',
    ...overrides,
  };
}

const sixChops = (quantity = 1) => ({
  item_id: chops.id,
  quantity,
  variations: [{ name: 'Portion', values: { label: ['Six chops'] } }],
});

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

async function place(token: string, body: unknown, key: string | null = newKey()) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    payload: body as Record<string, unknown>,
    headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
    remoteAddress: clientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

const quote = (token: string, body: unknown) =>
  call(ctx, 'POST', '/api/v1/customer/order/quote', { token, body });

/** A point due north of the restaurant at a distance: along a meridian the haversine is the arc. */
const northOfRestaurant = (distanceKm: number) => ({
  latitude: restaurant.latitude + ((distanceKm / 6371) * 180) / Math.PI,
  longitude: restaurant.longitude,
});

const countOrders = async (customerId: number) =>
  (await ctx.db.select().from(orders).where(eq(orders.customerId, customerId))).length;

describe('placing a collection order in cash', () => {
  it('answers the reference and total, keeps the snapshot, and writes the notification and both e-mails with VAT', async () => {
    const customer = await register(ctx);
    const answer = await place(customer.token, collectionOrder());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'Order placed successfully!',
      order_id: expect.any(Number),
      order_reference: expect.stringMatching(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/),
      total: '19.50',
    });

    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, answer.body.order_id));
    expect(order).toMatchObject({
      customerId: customer.id,
      reference: answer.body.order_reference,
      status: 'pending',
      fulfilment: 'collection',
      paymentMethod: 'cash_on_delivery',
      scheduledAt: new Date('2026-11-23T18:00:00Z'),
      contactName: 'Aoife Ryan',
      contactPhone: '0871234567',
      deliveryAddress: null,
      distanceKm: null,
      subtotalCents: 1950,
      deliveryFeeCents: 0,
      discountCents: 0,
      totalCents: 1950,
      vatCents: 161, // 1950 × 9 / 109
      vatRateBasisPoints: 900,
      orderNote: 'Ring the bell',
    });
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, answer.body.order_id));
    expect(lines).toEqual([
      expect.objectContaining({
        productId: bhaji.id,
        name: 'Onion Bhaji',
        quantity: 3,
        unitPriceCents: 650,
        lineTotalCents: 1950,
        options: [],
        note: 'Extra crispy',
        allergens: bhaji.allergens,
      }),
    ]);

    const [notification] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customer.id));
    expect(notification?.data).toEqual({ type: 'order_status', order_id: answer.body.order_id });

    const [receipt] = await emailsTo(ctx, customer.email);
    expect(receipt?.subject).toContain(answer.body.order_reference);
    expect(receipt?.textBody).toContain('3 × Onion Bhaji  €19.50');
    expect(receipt?.textBody).toContain('Note: Extra crispy');
    expect(receipt?.textBody).toContain('Collection on Monday 23 November 2026 at 6:00 PM');
    expect(receipt?.textBody).toContain('Total: €19.50');
    expect(receipt?.textBody).toContain('VAT included at 9%: €1.61');
    const [kitchen] = await emailsTo(ctx, restaurant.email);
    expect(kitchen?.subject).toContain(`New order #${answer.body.order_reference}`);
    expect(kitchen?.textBody).toContain('Aoife Ryan, 0871234567');
    expect(kitchen?.textBody).toContain('Order note: Ring the bell');

    const list = await call(ctx, 'GET', '/api/v1/customer/order/list', { token: customer.token });
    expect(list.body).toMatchObject({ total_size: 1, limit: 10, offset: 1 });
    expect(list.body.orders[0]).toMatchObject({
      id: answer.body.order_id,
      order_status: 'pending',
      order_type: 'take_away',
      order_amount: '19.50',
      details_count: 3,
    });
    const running = await call(ctx, 'GET', '/api/v1/customer/order/running-orders?limit=5&offset=1', {
      token: customer.token,
    });
    expect(running.body.orders.map((o: { id: number }) => o.id)).toEqual([answer.body.order_id]);
  });

  it("lists only the customer's own orders, newest first, running ones without the finished", async () => {
    const [first, second] = [await register(ctx), await register(ctx)];
    const a = await place(first.token, collectionOrder());
    clock.set('2026-11-23T12:05:00Z');
    const b = await place(first.token, collectionOrder({ schedule_at: '2026-11-23 19:00:00' }));
    await place(second.token, collectionOrder());
    await ctx.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, a.body.order_id));
    const all = await call(ctx, 'GET', '/api/v1/customer/order/list', { token: first.token });
    expect(all.body.orders.map((o: { id: number }) => o.id)).toEqual([b.body.order_id, a.body.order_id]);
    const running = await call(ctx, 'GET', '/api/v1/customer/order/running-orders', { token: first.token });
    expect(running.body.orders.map((o: { id: number }) => o.id)).toEqual([b.body.order_id]);
    const page2 = await call(ctx, 'GET', '/api/v1/customer/order/list?limit=1&offset=2', {
      token: first.token,
    });
    expect(page2.body.orders.map((o: { id: number }) => o.id)).toEqual([a.body.order_id]);
  });
});

describe('placing a delivery order', () => {
  it('delivers to a saved address of the customer with the fee of the settings: €3 + €0.75 × (5 − 2)', async () => {
    const customer = await register(ctx);
    const point = northOfRestaurant(5);
    const saved = await call(ctx, 'POST', '/api/v1/customer/address/add', {
      token: customer.token,
      body: {
        address_type: 'home',
        address: 'Rock View, Cashel',
        latitude: String(point.latitude),
        longitude: String(point.longitude),
        house: '4',
        eircode: 'E25 X9T4',
      },
    });
    expect(saved.status).toBe(200);
    const body = collectionOrder({
      order_type: 'delivery',
      address_id: saved.body.address.id,
      order_amount: '24.75',
      schedule_at: '2026-11-23 19:00:00',
    });
    const priced = await quote(customer.token, body);
    expect(priced.body).toMatchObject({
      subtotal: '19.50',
      distance_km: 5,
      delivery_fee: '5.25',
      total: '24.75',
      problems: [],
    });
    const answer = await place(customer.token, body);
    expect(answer.status).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, answer.body.order_id));
    expect(order).toMatchObject({
      fulfilment: 'delivery',
      distanceKm: 5,
      deliveryFeeCents: 525,
      totalCents: 2475,
      deliveryAddress: {
        address: 'Rock View, Cashel',
        house: '4',
        floor: null,
        road: null,
        eircode: 'E25X9T4',
        latitude: point.latitude,
        longitude: point.longitude,
      },
    });
    const [receipt] = await emailsTo(ctx, customer.email);
    expect(receipt?.textBody).toContain('Delivery Fee: €5.25');
    expect(receipt?.textBody).toContain('Deliver to: 4, Rock View, Cashel, E25X9T4 (5.00 km)');
  });

  it("will not deliver to another customer's saved address", async () => {
    const [owner, other] = [await register(ctx), await register(ctx)];
    const saved = await call(ctx, 'POST', '/api/v1/customer/address/add', {
      token: owner.token,
      body: {
        address_type: 'home',
        address: 'Main Street, Cashel',
        latitude: '52.5163',
        longitude: '-7.8871',
      },
    });
    const answer = await place(
      other.token,
      collectionOrder({ order_type: 'delivery', address_id: saved.body.address.id }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].code).toBe('address');
  });
});

describe('the refusals, in the order of the checks', () => {
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    const customer = await register(ctx);
    token = customer.token;
    customerId = customer.id;
  });

  const refused = async (overrides: Record<string, unknown>, code: string, status = 422) => {
    const answer = await place(token, collectionOrder(overrides));
    expect(answer.body.errors?.[0]?.code, JSON.stringify(answer.body)).toBe(code);
    expect(answer.status).toBe(status);
    return answer.body;
  };

  it('empty_order (403): an empty basket, an unknown or unavailable dish, a missing or unknown option, an add-on', async () => {
    await refused({ cart: [] }, 'empty_order', 403);
    await refused({ cart: [{ item_id: 999_999, quantity: 1 }] }, 'empty_order', 403);
    await refused({ cart: [{ item_id: chops.id, quantity: 1 }] }, 'empty_order', 403);
    await refused(
      {
        cart: [
          {
            item_id: chops.id,
            quantity: 1,
            variations: [{ name: 'Portion', values: { label: ['Ten chops'] } }],
          },
        ],
      },
      'empty_order',
      403,
    );
    await refused(
      { cart: [{ item_id: bhaji.id, quantity: 3, add_on_ids: [1], add_on_qtys: [1] }] },
      'empty_order',
      403,
    );
    await ctx.db.update(products).set({ available: false }).where(eq(products.id, bhaji.id));
    try {
      const body = await refused({}, 'empty_order', 403);
      expect(body.message).toBe('Some items in your cart are no longer available.');
    } finally {
      await ctx.db.update(products).set({ available: true }).where(eq(products.id, bhaji.id));
    }
  });

  it('minimum_order below €15 of items; the contact name and number', async () => {
    const body = await refused(
      { cart: [{ item_id: bhaji.id, quantity: 2 }], order_amount: '13.00' },
      'minimum_order',
    );
    expect(body.message).toBe('Order cannot be less than €15.00. Your current items total is €13.00.');
    await refused({ contact_person_name: '  ' }, 'contact_person_name');
    await refused({ contact_person_name: undefined }, 'contact_person_name');
    await refused({ contact_person_number: undefined }, 'contact_person_number');
    await refused({ contact_person_number: 'call me' }, 'contact_person_number');
  });

  it('a delivery without address or coordinates, or outside Ireland, or beyond the radius', async () => {
    const far = northOfRestaurant(12);
    const near = northOfRestaurant(3);
    const delivery = { order_type: 'delivery', order_amount: '22.50' };
    await refused({ ...delivery, latitude: near.latitude, longitude: near.longitude }, 'address');
    await refused({ ...delivery, address: 'Main St', longitude: near.longitude }, 'latitude');
    await refused(
      { ...delivery, address: 'Main St', latitude: '0.0', longitude: near.longitude },
      'latitude',
    );
    await refused({ ...delivery, address: 'Main St', latitude: near.latitude }, 'longitude');
    await refused({ ...delivery, address: 'Paris', latitude: 48.85, longitude: 2.35 }, 'latitude');
    await refused(
      { ...delivery, address: 'Thurles', latitude: far.latitude, longitude: far.longitude },
      'delivery_unavailable',
    );
  });

  it('slot_unavailable for a time not offered now (before the lead time, off the quarter hour, past, beyond the window, missing)', async () => {
    clock.set('2026-11-23T17:50:00Z');
    await refused({ schedule_at: '2026-11-23 18:00:00' }, 'slot_unavailable'); // 20 min lead: 18:10 at the earliest
    await refused({ schedule_at: '2026-11-23 18:20:00' }, 'slot_unavailable');
    await refused({ schedule_at: '2026-11-23 12:00:00' }, 'slot_unavailable');
    await refused({ schedule_at: '2026-11-22 18:00:00' }, 'slot_unavailable');
    await refused({ schedule_at: '2026-12-05 18:00:00' }, 'slot_unavailable');
    await refused({ schedule_at: undefined }, 'slot_unavailable');
  });

  it('restaurant_closed on a closed date', async () => {
    await ctx.db
      .insert(closedDates)
      .values({ restaurantId: restaurant.id, date: '2026-11-25', reason: 'Staff day' });
    await refused({ schedule_at: '2026-11-25 18:00:00' }, 'restaurant_closed');
  });

  it('invalid_coupon: unknown, expired, used up, inactive, or its minimum not met by the subtotal', async () => {
    await refused({ coupon_code: 'NOPE' }, 'invalid_coupon');
    const expired = await refused({ coupon_code: 'XMAS15' }, 'invalid_coupon');
    expect(expired.message).toBe('This coupon has expired.');
    await refused({ coupon_code: 'LAUNCH20' }, 'invalid_coupon');
    await refused({ coupon_code: 'MATCHDAY' }, 'invalid_coupon');
    const minimum = await refused({ coupon_code: 'save5' }, 'invalid_coupon');
    expect(minimum.message).toBe('This coupon needs a minimum purchase of €30.00.');
  });

  it('insufficient_stock, rolling back the slot and the coupon use taken before it', async () => {
    await ctx.db.update(variationOptions).set({ stock: 0 }).where(eq(variationOptions.id, chops.sixChopsId));
    const [before] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    const body = await refused(
      {
        cart: [sixChops()],
        coupon_code: 'WELCOME10',
        schedule_at: '2026-11-23 20:15:00',
        order_amount: '23.36',
      },
      'insufficient_stock',
    );
    expect(body.message).toBe('Some items have insufficient stock.');
    const [after] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(after?.totalUses).toBe(before?.totalUses);
    expect(
      await ctx.db
        .select()
        .from(slotBookings)
        .where(eq(slotBookings.startsAt, new Date('2026-11-23T20:15:00Z'))),
    ).toEqual([]);
  });

  it('price_changed (409) with the fresh quote when the amount differs from the server total', async () => {
    const body = await refused({ order_amount: '18.00' }, 'price_changed', 409);
    expect(body.quote).toMatchObject({ subtotal: '19.50', total: '19.50', delivery_fee: '0.00' });
    expect(body.quote.lines[0]).toMatchObject({
      name: 'Onion Bhaji',
      quantity: 3,
      unit_price: '6.50',
      line_total: '19.50',
    });
    expect(await countOrders(customerId)).toBe(0);
  });

  it('payment_failed for a card order that names no payment (payments.test.ts has the rest)', async () => {
    await refused({ payment_method: 'digital_payment' }, 'payment_failed');
  });

  it('the quote lists every refusal at once and writes nothing', async () => {
    const answer = await quote(token, {
      ...collectionOrder({
        contact_person_name: '',
        coupon_code: 'NOPE',
        schedule_at: '2026-11-23 12:00:00',
      }),
      order_amount: undefined,
      payment_method: undefined,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.problems.map((p: { code: string }) => p.code)).toEqual([
      'contact_person_name',
      'slot_unavailable',
      'invalid_coupon',
    ]);
    expect(answer.body.total).toBe('19.50');
  });
});

describe('the Idempotency-Key', () => {
  it('makes one order of 10 parallel requests with one key, each answered the same', async () => {
    const customer = await register(ctx);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(customer.token, collectionOrder(), key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await countOrders(customer.id)).toBe(1);
  });

  it('refuses the key with another body (422), and requires a key', async () => {
    const customer = await register(ctx);
    const key = newKey();
    expect((await place(customer.token, collectionOrder(), key)).status).toBe(200);
    const other = await place(customer.token, collectionOrder({ order_note: 'Knock twice' }), key);
    expect(other.status).toBe(422);
    expect(other.body.errors[0].code).toBe('idempotency_key');
    const none = await place(customer.token, collectionOrder(), null);
    expect(none.status).toBe(400);
    expect(await countOrders(customer.id)).toBe(1);
  });

  it('lets a refused order be retried with the same key', async () => {
    const customer = await register(ctx);
    const key = newKey();
    expect((await place(customer.token, collectionOrder({ contact_person_name: '' }), key)).status).toBe(422);
    expect((await place(customer.token, collectionOrder(), key)).status).toBe(200);
  });
});

describe('under concurrency', () => {
  it('sells an option with stock 5 to exactly 5 of 50 parallel orders, leaving 0', async () => {
    await ctx.db.update(variationOptions).set({ stock: 5 }).where(eq(variationOptions.id, chops.sixChopsId));
    const customer = await register(ctx);
    const amount = euro(chops.priceCents + chops.sixChopsCents);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        place(customer.token, collectionOrder({ cart: [sixChops()], order_amount: amount })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.body.errors?.[0]?.code === 'insufficient_stock')).toHaveLength(45);
    const [option] = await ctx.db
      .select()
      .from(variationOptions)
      .where(eq(variationOptions.id, chops.sixChopsId));
    expect(option?.stock).toBe(0);
  });

  it('lets exactly 10 of 100 parallel orders use a coupon with limit 10', async () => {
    await ctx.db.insert(coupons).values({
      restaurantId: restaurant.id,
      code: 'RACE10',
      title: 'Race',
      discountType: 'percent',
      discount: 10,
      startDate: '2026-01-01',
      expireDate: '2026-12-31',
      limit: 10,
    });
    const customer = await register(ctx);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        place(customer.token, collectionOrder({ coupon_code: 'RACE10', order_amount: '17.55' })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.body.errors?.[0]?.code === 'invalid_coupon')).toHaveLength(90);
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'RACE10'));
    expect(coupon?.totalUses).toBe(10);
  });

  it('fills a slot of capacity 3 with exactly 3 of 15 parallel orders', async () => {
    await ctx.db.update(restaurants).set({ slotCapacity: 3 });
    try {
      const customer = await register(ctx);
      const answers = await Promise.all(
        Array.from({ length: 15 }, () =>
          place(customer.token, collectionOrder({ schedule_at: '2026-11-23 21:45:00' })),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.body.errors?.[0]?.code === 'slot_unavailable')).toHaveLength(12);
      const [slot] = await ctx.db
        .select()
        .from(slotBookings)
        .where(eq(slotBookings.startsAt, new Date('2026-11-23T21:45:00Z')));
      expect(slot?.taken).toBe(3);
    } finally {
      await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
    }
  });
});

describe('the quote', () => {
  it("equals core's orderTotals to the cent for generated baskets, coupons and distances", async () => {
    const customer = await register(ctx);
    // A seeded generator: the same 12 cases every run.
    let seed = 12345;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const choices = [
      { code: 'WELCOME10', coupon: { discountType: 'percent' as const, discount: 10 } },
      { code: 'SAVE5', coupon: { discountType: 'amount' as const, discount: 500 } },
      { code: '', coupon: null },
    ];
    for (let run = 0; run < 12; run += 1) {
      const bhajis = 1 + next(6);
      const chopLines = next(3);
      const choice = choices[next(choices.length)] ?? { code: '', coupon: null };
      const distanceKm = next(2) === 0 ? null : next(9500) / 1000;
      const point = distanceKm === null ? null : northOfRestaurant(distanceKm);
      const cart = [
        { item_id: bhaji.id, quantity: bhajis },
        ...(chopLines > 0
          ? [
              {
                item_id: chops.id,
                quantity: chopLines,
                variations: [{ name: 'Portion', values: { label: ['Four chops'] } }],
              },
            ]
          : []),
      ];
      const answer = await quote(customer.token, {
        ...collectionOrder({ cart, coupon_code: choice.code }),
        ...(point ? { order_type: 'delivery', address: 'Somewhere', ...point } : {}),
        order_amount: undefined,
      });
      expect(answer.status).toBe(200);
      const subtotal = bhaji.priceCents * bhajis + chops.priceCents * chopLines;
      const couponApplies = choice.coupon !== null && (choice.code !== 'SAVE5' || subtotal >= 3000);
      const expected = orderTotals({
        subtotalCents: subtotal,
        deliveryFeeCents:
          answer.body.distance_km === null
            ? 0
            : deliveryFeeCents(answer.body.distance_km, { baseFeeCents: 300, baseKm: 2, perKmCents: 75 }),
        discountCents: couponApplies && choice.coupon ? discountCents(choice.coupon, subtotal) : 0,
      });
      expect(answer.body).toMatchObject({
        subtotal: euro(expected.subtotalCents),
        delivery_fee: euro(expected.deliveryFeeCents),
        discount: euro(expected.discountCents),
        total: euro(expected.totalCents),
      });
      if (distanceKm !== null) expect(answer.body.distance_km).toBeCloseTo(distanceKm, 2);
    }
  });
});
