import { ADDRESSES_PER_CUSTOMER_MAX } from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, restaurants } from '../../db/schema.ts';
import { call, register } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

const clock = fixedClock('2026-11-23T18:00:00Z');

let ctx: TestContext;
let restaurant: { latitude: number; longitude: number; deliveryRadiusKm: number };
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const [row] = await ctx.db.select().from(restaurants).limit(1);
  if (!row) throw new Error('no restaurant seeded');
  restaurant = row;
});
afterAll(() => ctx.close());

/** A point due north of the restaurant: along a meridian the haversine distance is the arc itself. */
function northOfRestaurant(distanceKm: number) {
  return {
    latitude: restaurant.latitude + ((distanceKm / 6371) * 180) / Math.PI,
    longitude: restaurant.longitude,
  };
}

const mainStreet = {
  address_type: 'home',
  address: 'Main Street, Cashel, Co. Tipperary',
  latitude: '52.5163',
  longitude: '-7.8871',
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '0871234567',
  house: '12',
  road: 'Main Street',
  eircode: 'e25 x9t4',
  zone_id: 4,
};

const list = async (token: string, query = '') =>
  (await call(ctx, 'GET', `/api/v1/customer/address/list${query}`, { token })).body;
const add = (token: string, body: Record<string, unknown>) =>
  call(ctx, 'POST', '/api/v1/customer/address/add', { token, body });

describe('the address book', () => {
  it('saves an address and lists it with strings for coordinates, the Eircode spaced, and its reach', async () => {
    const customer = await register(ctx);
    const added = await add(customer.token, mainStreet);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Address added successfully!');

    const page = await list(customer.token);
    expect(page).toMatchObject({ total_size: 1, limit: 10, offset: 0 });
    expect(page.addresses).toEqual([
      {
        id: added.body.address.id,
        address_type: 'home',
        address_label: null,
        address: 'Main Street, Cashel, Co. Tipperary',
        latitude: '52.5163',
        longitude: '-7.8871',
        contact_person_name: 'Aoife Ryan',
        contact_person_number: '0871234567',
        house: '12',
        floor: null,
        road: 'Main Street',
        eircode: 'E25 X9T4',
        zone_id: 4,
        created_at: '2026-11-23T18:00:00.000Z',
        updated_at: '2026-11-23T18:00:00.000Z',
        distance_km: expect.any(Number),
        in_delivery_area: true,
      },
    ]);
    expect(page.addresses[0].distance_km).toBeGreaterThan(0);
    expect(page.addresses[0].distance_km).toBeLessThan(0.5);
  });

  it("keeps the 'other' type's own label, and no label for home or work", async () => {
    const customer = await register(ctx);
    await add(customer.token, { ...mainStreet, address_type: 'other', address_label: 'Gym' });
    await add(customer.token, { ...mainStreet, address_type: 'work', address_label: 'Ignored' });
    const labels = (await list(customer.token)).addresses.map(
      (address: { address_type: string; address_label: string | null }) => [
        address.address_type,
        address.address_label,
      ],
    );
    expect(labels).toEqual([
      ['work', null],
      ['other', 'Gym'],
    ]);
  });

  it('measures the delivery area on the server: a point on the radius is inside, a hair beyond is not', async () => {
    const customer = await register(ctx);
    const radius = restaurant.deliveryRadiusKm;
    for (const [name, km] of [
      ['just inside', radius - 0.001],
      ['just outside', radius + 0.001],
    ] as const) {
      const point = northOfRestaurant(km);
      clock.set(name === 'just inside' ? '2026-11-23T18:01:00Z' : '2026-11-23T18:02:00Z');
      await add(customer.token, {
        ...mainStreet,
        address: name,
        latitude: point.latitude,
        longitude: point.longitude,
      });
    }
    const reach = (await list(customer.token)).addresses.map(
      (address: { address: string; distance_km: number; in_delivery_area: boolean }) => [
        address.address,
        address.distance_km,
        address.in_delivery_area,
      ],
    );
    expect(reach).toEqual([
      ['just outside', radius, false],
      ['just inside', radius, true],
    ]);
  });

  it('pages the list with limit and offset, newest first', async () => {
    const customer = await register(ctx);
    for (const minute of [1, 2, 3]) {
      clock.set(`2026-11-23T18:0${minute}:00Z`);
      await add(customer.token, { ...mainStreet, address: `Address ${minute}` });
    }
    const page = await list(customer.token, '?limit=2&offset=1');
    expect(page).toMatchObject({ total_size: 3, limit: 2, offset: 1 });
    expect(page.addresses.map((address: { address: string }) => address.address)).toEqual([
      'Address 2',
      'Address 1',
    ]);
  });

  it('updates and deletes an address of its own', async () => {
    const customer = await register(ctx);
    const { id } = (await add(customer.token, mainStreet)).body.address;
    clock.set('2026-11-23T19:00:00Z');
    const updated = await call(ctx, 'PUT', `/api/v1/customer/address/update/${id}`, {
      token: customer.token,
      body: {
        ...mainStreet,
        zone_id: undefined,
        address_type: 'other',
        address_label: 'Gym',
        floor: '2',
        eircode: '',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: 'Address updated successfully!',
      address: { id, address_type: 'other', address_label: 'Gym', floor: '2', eircode: null, zone_id: 4 },
    });
    expect(updated.body.address.updated_at).toBe('2026-11-23T19:00:00.000Z');

    const deleted = await call(ctx, 'DELETE', '/api/v1/customer/address/delete', {
      token: customer.token,
      body: { address_id: String(id) },
    });
    expect(deleted).toEqual({ status: 200, body: { message: 'Address deleted successfully!' } });
    expect(await list(customer.token)).toMatchObject({ addresses: [], total_size: 0 });
  });

  it("answers 404 to another customer's address and changes nothing", async () => {
    const owner = await register(ctx);
    const other = await register(ctx);
    const { id } = (await add(owner.token, mainStreet)).body.address;
    const before = await ctx.db.select().from(addresses).where(eq(addresses.id, id));

    const update = await call(ctx, 'PUT', `/api/v1/customer/address/update/${id}`, {
      token: other.token,
      body: { ...mainStreet, address: 'Taken over' },
    });
    const remove = await call(ctx, 'DELETE', '/api/v1/customer/address/delete', {
      token: other.token,
      body: { address_id: String(id) },
    });
    for (const answer of [update, remove]) {
      expect(answer).toEqual({
        status: 404,
        body: { message: 'Address not found', errors: [{ code: 'address', message: 'Address not found' }] },
      });
    }
    expect(await ctx.db.select().from(addresses).where(eq(addresses.id, id))).toEqual(before);
    expect((await list(other.token)).total_size).toBe(0);
  });

  it.each([
    [{ address: ' ' }, 'Address is required'],
    [{ latitude: '0.0' }, 'Please select a valid location on the map'],
    [{ longitude: '0.0' }, 'Please select a valid location on the map'],
    [{ latitude: 'NaN' }, 'Please select a valid location on the map'],
    [{ latitude: 51.5072, longitude: -0.1276 }, 'Please select a location in Ireland'],
    [{ eircode: 'E25 X9T' }, 'Please enter a valid Eircode (e.g. E25 X9T4)'],
    [{ address_type: 'office' }, 'Invalid option: expected one of "home"|"work"|"other"'],
  ])('refuses %j with 400 "%s" and stores nothing', async (change, message) => {
    const customer = await register(ctx);
    const answer = await add(customer.token, { ...mainStreet, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await list(customer.token)).total_size).toBe(0);
  });

  it(`holds at most ${ADDRESSES_PER_CUSTOMER_MAX} addresses, even when the last ones are added at once`, async () => {
    const customer = await register(ctx);
    for (let index = 0; index < ADDRESSES_PER_CUSTOMER_MAX - 2; index += 1) {
      await add(customer.token, { ...mainStreet, address: `Address ${index}` });
    }
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        add(customer.token, { ...mainStreet, address: `Racing ${index}` }),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(racing.find((answer) => answer.status === 409)?.body.message).toBe(
      `You can keep up to ${ADDRESSES_PER_CUSTOMER_MAX} addresses. Please delete one to add another.`,
    );
    expect((await list(customer.token)).total_size).toBe(ADDRESSES_PER_CUSTOMER_MAX);
  });

  it('answers 401 without a token', async () => {
    expect((await call(ctx, 'GET', '/api/v1/customer/address/list')).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/v1/customer/address/add', { body: mainStreet })).status).toBe(401);
  });

  it("goes with the customer's account", async () => {
    const customer = await register(ctx);
    await add(customer.token, mainStreet);
    await call(ctx, 'POST', '/api/v1/auth/delete-account', {
      token: customer.token,
      body: { email: customer.email, password: customer.password },
    });
    expect(await ctx.db.select().from(addresses).where(eq(addresses.customerId, customer.id))).toEqual([]);
  });
});
