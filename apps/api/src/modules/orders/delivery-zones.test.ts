import { orderFailedDetail, zoneMessages } from '@tiffin/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { bed, clock, collectionOrder, euro, place, quote, startOrderTestbed } from './orders.testbed.ts';

/*
 * The zones through the API (issue 50): drawn by an admin, asked by the quote, placement and the
 * address book; refused when not a shape; exported and imported as GeoJSON; and the editor's dots
 * and "what if" from the orders placed.
 */
startOrderTestbed();

// Fethard, about 14 km east of Cashel: beyond the old 10 km circle. Thurles: 19 km north.
const fethard = { latitude: 52.46722, longitude: -7.69111 };
const thurles = { latitude: 52.68194, longitude: -7.80222 };
const aroundFethard: [number, number][] = [
  [-7.72, 52.45],
  [-7.66, 52.45],
  [-7.66, 52.49],
  [-7.72, 52.49],
  [-7.72, 52.45],
];
const village = {
  name: 'Fethard',
  area: { type: 'polygon', rings: [aroundFethard] },
  fee_kind: 'fixed',
  fee_cents: 450,
  fee_base_km: 0,
  fee_per_km_cents: 0,
  minimum_order_cents: 2500,
  free_delivery_over_cents: 6000,
  extra_minutes: 15,
  enabled: true,
};

let admin: { token: string };
let cook: { token: string };
let customer: { token: string };
beforeAll(async () => {
  admin = await signInStaff(bed.ctx, 'admin');
  cook = await signInStaff(bed.ctx, 'staff');
  customer = await register(bed.ctx);
});

const zones = (token = admin.token) => call(bed.ctx, 'GET', '/api/v1/staff/zones', { token });
/** Bhajis to an address at a point, for 7 pm today. */
const deliveryTo = (point: { latitude: number; longitude: number }, bhajis: number, time = '19:00') =>
  collectionOrder({
    order_type: 'delivery',
    address: 'Main Street',
    road: 'Main Street',
    ...point,
    cart: [{ item_id: bed.bhaji.id, quantity: bhajis }],
    schedule_at: `2026-11-23 ${time}:00`,
    // The quote checks no total it is not given.
    order_amount: undefined,
  });

describe('the delivery zones', () => {
  it('start as the seeded circle, which every member may read and only an admin change', async () => {
    const listed = await zones(cook.token);
    expect(listed.status).toBe(200);
    expect(listed.body.zones).toEqual([
      expect.objectContaining({
        name: 'Delivery area',
        area: { type: 'circle', center: [bed.restaurant.longitude, bed.restaurant.latitude], radius_km: 10 },
        fee_kind: 'distance',
        fee_cents: 300,
        fee_base_km: 2,
        fee_per_km_cents: 75,
        minimum_order_cents: 1500,
      }),
    ]);
    const refused = await call(bed.ctx, 'POST', '/api/v1/staff/zones', { token: cook.token, body: village });
    expect(refused.status).toBe(403);
  });

  it('refuse a shape that crosses itself, with the editor’s message, and keep nothing', async () => {
    const [a, b, c, d] = aroundFethard;
    const bowTie = { ...village, area: { type: 'polygon', rings: [[a, c, b, d, a]] } };
    const refused = await call(bed.ctx, 'POST', '/api/v1/staff/zones', { token: admin.token, body: bowTie });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ message: zoneMessages.selfIntersecting }),
    ]);
    expect((await zones()).body.zones).toHaveLength(1);
  });

  it('a village drawn: inside it the quote has its fee, minimum and minutes; outside every zone, refused', async () => {
    const before = await quote(customer.token, deliveryTo(fethard, 6));
    expect(before.body.problems).toEqual([
      { code: 'delivery_unavailable', message: orderFailedDetail('delivery_unavailable') },
    ]);
    const drawn = await call(bed.ctx, 'POST', '/api/v1/staff/zones', { token: admin.token, body: village });
    expect(drawn.status).toBe(201);

    const six = bed.bhaji.priceCents * 6;
    const inside = await quote(customer.token, deliveryTo(fethard, 6));
    expect(inside.body).toMatchObject({ delivery_fee: '4.50', minimum_order: '25.00', problems: [] });
    expect(inside.body.total).toBe(euro(six + 450));
    // Below the village's minimum, which is not the town's.
    const small = await quote(customer.token, deliveryTo(fethard, 3));
    expect(small.body.problems.map((found: { code: string }) => found.code)).toEqual(['minimum_order']);
    // Free delivery from €60 of dishes.
    const large = await quote(customer.token, deliveryTo(fethard, 20));
    expect(large.body.delivery_fee).toBe('0.00');
    // The earliest delivery slot is 15 minutes later there: now (noon) + 40 + 15 fits 13:00, not 12:45.
    const early = await quote(customer.token, deliveryTo(fethard, 6, '12:45'));
    expect(early.body.problems.map((found: { code: string }) => found.code)).toContain('slot_unavailable');

    const outside = await quote(customer.token, deliveryTo(thurles, 6));
    expect(outside.body.problems).toEqual([
      { code: 'delivery_unavailable', message: 'Delivery is not available to your location.' },
    ]);

    // Placing charges the village's fee: the zone is read with the settings' new version.
    const placed = await place(customer.token, { ...deliveryTo(fethard, 6), order_amount: euro(six + 450) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const refusedPlace = await place(customer.token, { ...deliveryTo(thurles, 6), order_amount: euro(six) });
    expect(refusedPlace.body.errors[0]).toEqual({
      code: 'delivery_unavailable',
      message: 'Delivery is not available to your location.',
    });
  });

  it('the address book and the place search ask the same zones', async () => {
    const saved = await call(bed.ctx, 'POST', '/api/v1/customer/address/add', {
      token: customer.token,
      body: { address_type: 'home', address: 'Fethard', road: 'Main Street', ...fethard },
    });
    expect(saved.body.address).toMatchObject({ in_delivery_area: true });
    // The delivery times for that address start 15 minutes later, as placement has them: at 16:30,
    // + 40 + 15 makes 17:30 the first; without the address, 17:15 is offered.
    clock.set('2026-11-23T16:30:00Z');
    const slots = (body: Record<string, unknown>) =>
      call(bed.ctx, 'POST', '/api/v1/dslots', {
        token: customer.token,
        body: { date: '2026-11-23', ...body },
      });
    const forFethard = await slots({ address_id: saved.body.address.id });
    expect(forFethard.body).toMatchObject({ first_slot: '5:30 PM', zone_minutes: 15 });
    expect((await slots({})).body).toMatchObject({ first_slot: '5:15 PM', zone_minutes: 0 });
    const someoneElse = await register(bed.ctx);
    const notTheirs = await call(bed.ctx, 'POST', '/api/v1/dslots', {
      token: someoneElse.token,
      body: { date: '2026-11-23', address_id: saved.body.address.id },
    });
    expect(notTheirs.status).toBe(422);
    const search = await call(bed.ctx, 'GET', '/api/v1/geo/search?q=Thurles', { token: customer.token });
    expect(search.body.predictions[0]).toMatchObject({ in_delivery_area: false });
    const fethardSearch = await call(bed.ctx, 'GET', '/api/v1/geo/search?q=Fethard', {
      token: customer.token,
    });
    expect(fethardSearch.body.predictions[0]).toMatchObject({ in_delivery_area: true });
  });

  it('the dots are where the deliveries went; "what if" counts those a zone would take, by fee', async () => {
    const points = await call(bed.ctx, 'GET', '/api/v1/staff/zones/delivery-points', { token: admin.token });
    expect(points.body.points).toEqual([{ ...fethard, subtotal_cents: bed.bhaji.priceCents * 6 }]);
    expect(
      (await call(bed.ctx, 'GET', '/api/v1/staff/zones/delivery-points', { token: cook.token })).status,
    ).toBe(403);
    const preview = (body: unknown) =>
      call(bed.ctx, 'POST', '/api/v1/staff/zones/preview', { token: admin.token, body });
    expect((await preview({ ...village, fee_cents: 350 })).body).toEqual({
      of: 1,
      orders: 1,
      fees: [{ fee_cents: 350, orders: 1 }],
    });
    const elsewhere = {
      ...village,
      area: { type: 'circle', center: [thurles.longitude, thurles.latitude], radius_km: 3 },
    };
    expect((await preview(elsewhere)).body).toEqual({ of: 1, orders: 0, fees: [] });
  });

  it('go out as GeoJSON and come back the same; a file with one bad zone changes nothing', async () => {
    const exported = await call(bed.ctx, 'GET', '/api/v1/staff/zones/geojson', { token: admin.token });
    expect(
      exported.body.features.map((feature: { geometry: { type: string } }) => feature.geometry.type),
    ).toEqual(['Point', 'Polygon']);
    const before = (await zones()).body.zones;
    const bad = structuredClone(exported.body);
    bad.features[1].geometry.coordinates[0].pop();
    const refused = await call(bed.ctx, 'PUT', '/api/v1/staff/zones/geojson', {
      token: admin.token,
      body: bad,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Zone 2: ${zoneMessages.ringOpen}`);
    expect((await zones()).body.zones).toEqual(before);

    const imported = await call(bed.ctx, 'PUT', '/api/v1/staff/zones/geojson', {
      token: admin.token,
      body: exported.body,
    });
    expect(imported.status).toBe(200);
    const strip = (list: { id: number }[]) => list.map(({ id: _id, ...zone }) => zone);
    expect(strip(imported.body.zones)).toEqual(strip(before));
  });

  it('switched off or removed, a zone takes nothing', async () => {
    const village = (await zones()).body.zones.find((zone: { name: string }) => zone.name === 'Fethard');
    const { id, ...terms } = village;
    await call(bed.ctx, 'PUT', `/api/v1/staff/zones/${id}`, {
      token: admin.token,
      body: { ...terms, enabled: false },
    });
    expect((await quote(customer.token, deliveryTo(fethard, 6))).body.problems[0].code).toBe(
      'delivery_unavailable',
    );
    const removed = await call(bed.ctx, 'DELETE', `/api/v1/staff/zones/${id}`, { token: admin.token });
    expect(removed.status).toBe(204);
    expect((await call(bed.ctx, 'DELETE', `/api/v1/staff/zones/${id}`, { token: admin.token })).status).toBe(
      404,
    );
  });
});
