import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, restaurants } from '../../../db/schema.ts';
import { call } from '../../../test/auth-helpers.ts';
import { bed, staffCall, startChangeTestbed } from '../changes/changes.testbed.ts';

/*
 * A delivery phone order (issue 49) on PGlite: the staff find the caller's address with the
 * checkout's place search, the quote reads back the price the checkout would give the same basket
 * at the same point, and the order is placed at it; a place outside every zone is quoted with the
 * checkout's refusal; the online pause, which does not stop the staff, is no problem of the quote.
 */
startChangeTestbed();

const basket = () => ({
  restaurant_id: '2',
  cart: [{ item_id: bed.bhajiId, quantity: 3, variations: [] }],
  schedule_at: '2026-11-23 19:15:00',
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '087 123 4567',
});

async function foundPlace(text: string) {
  const found = await staffCall('GET', `/api/v1/staff/geo/search?q=${encodeURIComponent(text)}`);
  expect(found.status).toBe(200);
  const [place] = found.body.predictions;
  if (!place) throw new Error(`no place for ${text}`);
  return place;
}

const deliveredTo = (place: { description: string; latitude: number; longitude: number }) => ({
  order_type: 'delivery',
  address: place.description,
  latitude: place.latitude,
  longitude: place.longitude,
  house: '4',
});

describe('a delivery phone order', () => {
  it('is found by the place search, quoted as the checkout quotes it, and placed at that price', async () => {
    const place = await foundPlace('E25X9T4');
    expect(place).toMatchObject({ eircode: 'E25 X9T4', in_delivery_area: true });
    const phoned = { ...basket(), ...deliveredTo(place), customer_id: null, any_time: false };

    const quoted = await staffCall('POST', '/api/v1/staff/phone-orders/quote', phoned);
    expect(quoted.status).toBe(200);
    expect(quoted.body.problems).toEqual([]);
    const online = await call(bed.ctx, 'POST', '/api/v1/customer/order/quote', {
      token: bed.customer.token,
      body: { ...basket(), ...deliveredTo(place), payment_method: 'cash_on_delivery' },
    });
    const money = ({ subtotal, delivery_fee, total, vat_included }: Record<string, string>) => ({
      subtotal,
      delivery_fee,
      total,
      vat_included,
    });
    expect(money(quoted.body)).toEqual(money(online.body));
    expect(Number(quoted.body.delivery_fee)).toBeGreaterThan(0);

    const placed = await staffCall('POST', '/api/v1/staff/phone-orders', {
      ...phoned,
      allergy: { answer: 'no' },
      payment: 'cash',
    });
    expect(placed.status).toBe(200);
    const [row] = await bed.ctx.db.select().from(orders).where(eq(orders.id, placed.body.order_id));
    expect(row).toMatchObject({
      fulfilment: 'delivery',
      deliveryFeeCents: Math.round(Number(quoted.body.delivery_fee) * 100),
      totalCents: Math.round(Number(quoted.body.total) * 100),
    });
  });

  it('outside every zone is quoted with the checkout’s refusal; the online pause is not one', async () => {
    const far = await foundPlace('Thurles');
    expect(far.in_delivery_area).toBe(false);
    const quoted = await staffCall('POST', '/api/v1/staff/phone-orders/quote', {
      ...basket(),
      ...deliveredTo(far),
      customer_id: null,
    });
    expect(quoted.body.problems.map((problem: { code: string }) => problem.code)).toEqual([
      'delivery_unavailable',
    ]);

    const [restaurant] = await bed.ctx.db.select().from(restaurants);
    await bed.ctx.db
      .update(restaurants)
      .set({ pausedAt: new Date('2026-11-23T11:00:00Z'), pausedUntil: new Date('2026-11-23T23:00:00Z') });
    const paused = await staffCall('POST', '/api/v1/staff/phone-orders/quote', {
      ...basket(),
      order_type: 'take_away',
      customer_id: null,
    });
    const online = await call(bed.ctx, 'POST', '/api/v1/customer/order/quote', {
      token: bed.customer.token,
      body: { ...basket(), order_type: 'take_away', payment_method: 'cash_on_delivery' },
    });
    await bed.ctx.db
      .update(restaurants)
      .set({ pausedAt: restaurant?.pausedAt ?? null, pausedUntil: restaurant?.pausedUntil ?? null });
    expect(online.body.problems.map((problem: { code: string }) => problem.code)).toContain(
      'restaurant_closed',
    );
    expect(paused.body.problems, JSON.stringify(paused.body)).toEqual([]);
  });

  it('is searched for by the staff only: a customer’s session is refused the staff’s search', async () => {
    const refused = await call(bed.ctx, 'GET', '/api/v1/staff/geo/search?q=Cashel', {
      token: bed.customer.token,
    });
    expect(refused.status).toBe(403);
  });
});
