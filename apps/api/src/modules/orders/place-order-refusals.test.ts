import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { closedDates, coupons, products, slotBookings, variationOptions } from '../../db/schema.ts';
import { register } from '../../test/auth-helpers.ts';

import {
  bed,
  clock,
  collectionOrder,
  countOrders,
  northOfRestaurant,
  place,
  quote,
  sixChops,
  startOrderTestbed,
} from './orders.testbed.ts';

// The refusals of placing, in the order of the checks.
startOrderTestbed();

describe('the refusals, in the order of the checks', () => {
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    const customer = await register(bed.ctx);
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
    await refused({ cart: [{ item_id: bed.chops.id, quantity: 1 }] }, 'empty_order', 403);
    await refused(
      {
        cart: [
          {
            item_id: bed.chops.id,
            quantity: 1,
            variations: [{ name: 'Portion', values: { label: ['Ten chops'] } }],
          },
        ],
      },
      'empty_order',
      403,
    );
    await refused(
      { cart: [{ item_id: bed.bhaji.id, quantity: 3, add_on_ids: [1], add_on_qtys: [1] }] },
      'empty_order',
      403,
    );
    await bed.ctx.db.update(products).set({ available: false }).where(eq(products.id, bed.bhaji.id));
    try {
      const body = await refused({}, 'empty_order', 403);
      expect(body.message).toBe('Some items in your cart are no longer available.');
    } finally {
      await bed.ctx.db.update(products).set({ available: true }).where(eq(products.id, bed.bhaji.id));
    }
  });

  it('minimum_order below €15 of items; the contact name and number', async () => {
    const body = await refused(
      { cart: [{ item_id: bed.bhaji.id, quantity: 2 }], order_amount: '13.00' },
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
      {
        ...delivery,
        address: 'Thurles',
        road: 'Main Street',
        latitude: far.latitude,
        longitude: far.longitude,
      },
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
    await bed.ctx.db
      .insert(closedDates)
      .values({ restaurantId: bed.restaurant.id, date: '2026-11-25', reason: 'Staff day' });
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
    // One left, two wanted (none left is a line no longer available: place-order-unavailable.test.ts).
    await bed.ctx.db
      .update(variationOptions)
      .set({ stock: 1 })
      .where(eq(variationOptions.id, bed.chops.sixChopsId));
    const [before] = await bed.ctx.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    const body = await refused(
      {
        cart: [sixChops(2)],
        coupon_code: 'WELCOME10',
        schedule_at: '2026-11-23 20:15:00',
        order_amount: '23.36',
      },
      'insufficient_stock',
    );
    expect(body.message).toBe('Some items have insufficient stock.');
    const [after] = await bed.ctx.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(after?.totalUses).toBe(before?.totalUses);
    expect(
      await bed.ctx.db
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

  it('payment_failed for a card order that names no payment (payments.db.test.ts has the rest)', async () => {
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
