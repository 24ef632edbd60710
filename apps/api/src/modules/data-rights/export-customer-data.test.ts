import { customerDataExportSchema } from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, restaurants } from '../../db/schema.ts';
import { call, confirmEmail, newCustomer, register } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
const bed = {} as {
  ctx: TestContext;
  restaurant: typeof restaurants.$inferSelect;
  bhaji: typeof products.$inferSelect;
};
beforeAll(async () => {
  bed.ctx = await createTestApp({ clock });
  const [restaurant] = await bed.ctx.db.select().from(restaurants);
  const [bhaji] = await bed.ctx.db.select().from(products).where(eq(products.name, 'Onion Bhaji'));
  if (!restaurant || !bhaji) throw new Error('the demo restaurant is not seeded');
  Object.assign(bed, { restaurant, bhaji });
});
afterAll(() => bed.ctx.close());

/** A point 3 km due north of the restaurant, in its delivery area. */
const northOfRestaurant = () => ({
  latitude: bed.restaurant.latitude + ((3 / 6371) * 180) / Math.PI,
  longitude: bed.restaurant.longitude,
});

/** The download as the browser gets it: its headers and the parsed file. */
async function download(token?: string) {
  const response = await bed.ctx.app.inject({
    method: 'GET',
    url: '/api/v1/customer/export',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: clientAddress(),
  });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

/** A customer with something in every part: an address, a favourite, an order and its notification. */
async function customerWithData(person: { name: string; email: string; phone: string; place: string }) {
  const customer = await register(bed.ctx, newCustomer(person));
  await confirmEmail(bed.ctx, customer);
  const point = northOfRestaurant();
  const saved = await call(bed.ctx, 'POST', '/api/v1/customer/address/add', {
    token: customer.token,
    body: {
      address_type: 'home',
      address: person.place,
      latitude: String(point.latitude),
      longitude: String(point.longitude),
      house: '4',
      eircode: 'E25 X9T4',
    },
  });
  expect(saved.status).toBe(200);
  const favourite = await call(bed.ctx, 'POST', '/api/v1/customer/wish-list/add', {
    token: customer.token,
    body: { food_id: bed.bhaji.id },
  });
  expect(favourite.status).toBe(200);
  const order = await placeOrder(bed.ctx, customer.token);
  return { ...customer, order, addressId: saved.body.address.id as number };
}

describe('GET /api/v1/customer/export', () => {
  it("gives the customer their profile, addresses, favourites, orders and notifications as a dated file, and nothing of another customer's", async () => {
    const aoife = await customerWithData({
      name: 'Aoife Brennan',
      email: 'aoife.brennan@example.ie',
      phone: '087 700 0001',
      place: 'Rock View, Cashel',
    });
    const other = await customerWithData({
      name: 'Niamh Other',
      email: 'niamh.other@example.ie',
      phone: '087 700 0002',
      place: 'Hidden Lane, Cashel',
    });

    const answer = await download(aoife.token);
    expect(answer.status).toBe(200);
    // Monday 23 November 2026 in Dublin, the testbed's clock.
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="tiffin-my-data-2026-11-23.json"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = customerDataExportSchema.parse(JSON.parse(answer.text));

    expect(data.exported_at).toBe('2026-11-23T12:00:00.000Z');
    expect(data.controller.name).toBe(bed.restaurant.name);
    expect(data.profile).toMatchObject({
      id: aoife.id,
      f_name: 'Aoife',
      l_name: 'Brennan',
      email: 'aoife.brennan@example.ie',
      phone: '0877000001',
    });
    expect(data.profile.email_verified_at).not.toBeNull();
    expect(data.addresses).toEqual([
      expect.objectContaining({
        id: aoife.addressId,
        address: 'Rock View, Cashel',
        house: '4',
        eircode: 'E25 X9T4',
      }),
    ]);
    expect(data.favourites).toEqual([
      { product_id: bed.bhaji.id, name: 'Onion Bhaji', added_at: '2026-11-23T12:00:00.000Z' },
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: aoife.order.id,
      reference: aoife.order.reference,
      status: 'pending',
      contact_name: 'Aoife Ryan',
      total_cents: bed.bhaji.priceCents * 3,
      lines: [{ quantity: 3, name: 'Onion Bhaji', note: 'Extra crispy' }],
      timeline: [{ status: 'pending', at: '2026-11-23T12:00:00.000Z' }],
    });
    expect(data.notifications.map((news) => news.title)).toEqual([
      `Order #${aoife.order.reference} received`,
    ]);

    // Nothing of the other customer's, and no secret of anyone's.
    for (const theirs of [other.email, '0877000002', 'Niamh', 'Hidden Lane', other.order.reference]) {
      expect(answer.text).not.toContain(theirs);
    }
    expect(answer.text).not.toContain(aoife.token);
    expect(answer.text).not.toMatch(/argon2|password|token|secret|pi_/i);
  });

  it('answers an account with nothing yet with empty parts, and refuses without a sign-in', async () => {
    const newcomer = await register(bed.ctx);
    const answer = await download(newcomer.token);
    expect(answer.status).toBe(200);
    const data = customerDataExportSchema.parse(JSON.parse(answer.text));
    expect(data).toMatchObject({ addresses: [], favourites: [], orders: [], notifications: [], ratings: [] });
    expect(data.profile.email_verified_at).toBeNull();

    const anonymous = await download();
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text).errors[0].code).toBe('unauthenticated');
  });
});
