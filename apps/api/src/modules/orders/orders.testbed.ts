import { centsToEuroString } from '@tiffin/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { orders, products, restaurants, variationOptions, variations } from '../../db/schema.ts';
import { call } from '../../test/auth-helpers.ts';
import {
  clientAddress,
  createTestApp,
  fixedClock,
  type TestContext,
  type TestOptions,
} from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin (GMT): today's slots run 17:00-22:00.
export const clock = fixedClock('2026-11-23T12:00:00Z');

/** What every placement test starts from: the app on the seeded demo, and two of its dishes. */
export type OrderTestbed = {
  ctx: TestContext;
  restaurant: typeof restaurants.$inferSelect;
  bhaji: { id: number; priceCents: number; allergens: string[] };
  chops: { id: number; priceCents: number; sixChopsId: number; sixChopsCents: number };
};

export const bed = {} as OrderTestbed;
let ctx: TestContext;
let restaurant: typeof restaurants.$inferSelect;
let bhaji: OrderTestbed['bhaji'];

/** Starts a fresh app for the test file that calls it, at the clock's noon, with room in every slot. */
export function startOrderTestbed(options: Pick<TestOptions, 'sms'> = {}): OrderTestbed {
  beforeAll(async () => {
    ctx = await createTestApp({ clock, ...options });
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
    const bedChops = {
      id: c.id,
      priceCents: c.priceCents,
      sixChopsId: six.id,
      sixChopsCents: six.priceCents,
    };
    Object.assign(bed, { ctx, restaurant, bhaji, chops: bedChops });
  });
  afterAll(() => ctx.close());
  beforeEach(() => clock.reset());
  return bed;
}

export const euro = centsToEuroString;

/** Three onion bhajis for collection at 6 pm today, in cash: the spec's payload, complete. */
export function collectionOrder(overrides: Record<string, unknown> = {}) {
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

export const sixChops = (quantity = 1) => ({
  item_id: bed.chops.id,
  quantity,
  variations: [{ name: 'Portion', values: { label: ['Six chops'] } }],
});

let keyCounter = 0;
export const newKey = () => `key-${Date.now()}-${++keyCounter}`;

export async function place(token: string, body: unknown, key: string | null = newKey()) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    payload: body as Record<string, unknown>,
    headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
    remoteAddress: clientAddress(),
  });
  // Its receipt, the devices told and its tickets are delivered before the test looks (decision 062).
  await ctx.app.settleEvents();
  return { status: response.statusCode, body: response.json() };
}

export const quote = (token: string, body: unknown) =>
  call(ctx, 'POST', '/api/v1/customer/order/quote', { token, body });

/** A point due north of the restaurant at a distance: along a meridian the haversine is the arc. */
export const northOfRestaurant = (distanceKm: number) => ({
  latitude: restaurant.latitude + ((distanceKm / 6371) * 180) / Math.PI,
  longitude: restaurant.longitude,
});

export const countOrders = async (customerId: number) =>
  (await ctx.db.select().from(orders).where(eq(orders.customerId, customerId))).length;
