import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, restaurants, staffMembers } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { acceptedDeliveryOrder, placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Drivers' runs (issue 50): who may put what on a run, and who may move it; Monday noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let sean: Awaited<ReturnType<typeof signInStaff>>;
let niamh: Awaited<ReturnType<typeof signInStaff>>;

const as = (member: { token: string }, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(ctx, method, url, { token: member.token, body });

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  admin = await signInStaff(ctx, 'admin');
  cook = await signInStaff(ctx);
  sean = await signInStaff(ctx);
  niamh = await signInStaff(ctx);
  await ctx.db.update(staffMembers).set({ name: 'Seán Ó Briain' }).where(eq(staffMembers.id, sean.id));
  await ctx.db.update(staffMembers).set({ name: 'Niamh Daly' }).where(eq(staffMembers.id, niamh.id));
  for (const driver of [sean, niamh]) {
    expect((await as(admin, 'PUT', `/api/v1/staff/drivers/${driver.id}`, { driver: true })).status).toBe(200);
  }
});
afterAll(() => ctx.close());

const assign = (by: { token: string }, orderId: number, driverId: number) =>
  as(by, 'POST', `/api/v1/staff/orders/${orderId}/driver`, { driver_id: driverId });
const deliveryOf = async (orderId: number) => {
  const board = await as(cook, 'GET', '/api/v1/staff/deliveries');
  return board.body.deliveries.find((row: { order_id: number }) => row.order_id === orderId);
};

describe('putting an order on a run', () => {
  it('gives the role to members only by an admin, their access staying', async () => {
    expect((await as(cook, 'PUT', `/api/v1/staff/drivers/${cook.id}`, { driver: true })).status).toBe(403);
    const me = await as(sean, 'GET', '/api/v1/staff/me');
    expect(me.body.role).toBe('staff');
    expect((await as(cook, 'GET', '/api/v1/staff/drivers')).body.driver_ids).toEqual([sean.id, niamh.id]);
  });

  it('takes only a delivery order accepted and not yet on its way, to a driver', async () => {
    const customer = await register(ctx);
    const collection = await placeOrder(ctx, customer.token);
    await as(cook, 'POST', `/api/v1/staff/orders/${collection.id}/accept`, {});
    const refused = await assign(cook, collection.id, sean.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toEqual({
      code: 'delivery',
      message: `Order #${collection.reference} cannot go on a run: only a delivery order accepted and not yet on its way can`,
    });

    const order = await acceptedDeliveryOrder(ctx, cook.token);
    const toCook = await assign(cook, order.id, cook.id);
    expect(toCook.status).toBe(422);
    expect(toCook.body.errors[0].code).toBe('driver');
    expect((await assign(cook, order.id, sean.id)).status).toBe(200);
    const twice = await assign(cook, order.id, niamh.id);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].message).toBe(`Order #${order.reference} is already on Seán Ó Briain's run`);
    expect((await as(cook, 'GET', '/api/v1/staff/deliveries')).body.drivers).toContainEqual({
      id: sean.id,
      name: 'Seán Ó Briain',
      state: 'assigned',
      stops: [{ order_id: order.id, reference: order.reference, state: 'assigned' }],
    });
  });

  it('lets a driver take an order themself, last on their run', async () => {
    const first = await acceptedDeliveryOrder(ctx, cook.token);
    const second = await acceptedDeliveryOrder(ctx, cook.token);
    expect((await assign(niamh, first.id, niamh.id)).status).toBe(200);
    expect((await assign(niamh, second.id, niamh.id)).status).toBe(200);
    const run = await as(niamh, 'GET', '/api/v1/staff/run');
    expect(run.body.stops.map((stop: { order_id: number }) => stop.order_id)).toEqual([first.id, second.id]);
    expect(run.body.stops[0]).toMatchObject({
      name: 'Aoife Ryan',
      phone: '0871234567',
      tel_url: 'tel:0871234567',
      note: 'Side door, the dog is friendly',
      payment_method: 'cash_on_delivery',
      cash_to_collect_cents: 2475,
      address: { house: '4', road: 'Rock View', address: 'Rock View, Cashel, Co. Tipperary' },
    });
    expect(run.body.stops[0].address.map_url).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    // Not a driver: no run of their own.
    expect((await as(cook, 'GET', '/api/v1/staff/run')).status).toBe(422);
  });
});

describe('the driver’s steps', () => {
  it('picked up: on its way, the customer told with the driver’s first name and the time; delivered marks it', async () => {
    const order = await acceptedDeliveryOrder(ctx, cook.token);
    await assign(cook, order.id, sean.id);
    const { delivery_id: deliveryId } = await deliveryOf(order.id);
    // Another driver may not move it, nor anyone before it is picked up.
    expect((await as(niamh, 'POST', `/api/v1/staff/deliveries/${deliveryId}/picked-up`)).status).toBe(403);
    expect((await as(sean, 'POST', `/api/v1/staff/deliveries/${deliveryId}/delivered`)).status).toBe(409);

    clock.set('2026-11-23T18:42:00Z');
    const picked = await as(sean, 'POST', `/api/v1/staff/deliveries/${deliveryId}/picked-up`);
    expect(picked.status).toBe(200);
    expect(picked.body.stops.find((stop: { order_id: number }) => stop.order_id === order.id)).toMatchObject({
      state: 'picked_up',
      order_status: 'handover',
      picked_up_at: '2026-11-23T18:42:00.000Z',
    });
    const page = await call(ctx, 'GET', `/api/v1/customer/order/${order.id}`, {
      token: order.customer.token,
    });
    expect(page.body.status).toBe('handover');
    expect(page.body.driver).toEqual({ first_name: 'Seán', left_at: '2026-11-23T18:42:00.000Z' });
    const news = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, order.customer.id));
    expect(news.at(-1)?.description).toBe(
      `Your order #${order.reference} is on its way with Seán: left at 6:42 PM.`,
    );

    expect((await as(niamh, 'POST', `/api/v1/staff/deliveries/${deliveryId}/delivered`)).status).toBe(403);
    const delivered = await as(sean, 'POST', `/api/v1/staff/deliveries/${deliveryId}/delivered`);
    expect(delivered.status).toBe(200);
    expect(delivered.body.finished).toContainEqual(
      expect.objectContaining({ order_id: order.id, state: 'delivered', cash_to_collect_cents: 2475 }),
    );
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('delivered');
    clock.reset();
  });

  it('could not deliver: a reason, the order back on the board for a decision, and on a run again', async () => {
    const order = await acceptedDeliveryOrder(ctx, cook.token, { card: true });
    await assign(cook, order.id, sean.id);
    const { delivery_id: deliveryId } = await deliveryOf(order.id);
    const run = await as(sean, 'POST', `/api/v1/staff/deliveries/${deliveryId}/picked-up`);
    expect(run.body.stops.find((stop: { order_id: number }) => stop.order_id === order.id)).toMatchObject({
      payment_method: 'digital_payment',
      cash_to_collect_cents: 0,
    });
    const noReason = await as(sean, 'POST', `/api/v1/staff/deliveries/${deliveryId}/not-delivered`, {
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const back = await as(sean, 'POST', `/api/v1/staff/deliveries/${deliveryId}/not-delivered`, {
      reason: 'Nobody home, phone off',
    });
    expect(back.status).toBe(200);
    expect(await deliveryOf(order.id)).toMatchObject({ state: 'returned', reason: 'Nobody home, phone off' });
    // The board decides: another run, by another driver.
    expect((await assign(cook, order.id, niamh.id)).status).toBe(200);
    expect(await deliveryOf(order.id)).toMatchObject({ state: 'assigned', driver_id: niamh.id });
  });
});

describe('the run’s order', () => {
  it('the driver moves a stop earlier or later, never past an end, and only on their own run', async () => {
    const ciara = await signInStaff(ctx);
    expect((await as(admin, 'PUT', `/api/v1/staff/drivers/${ciara.id}`, { driver: true })).status).toBe(200);
    const placed = [];
    for (let index = 0; index < 3; index += 1) {
      const order = await acceptedDeliveryOrder(ctx, cook.token);
      expect((await assign(cook, order.id, ciara.id)).status).toBe(200);
      placed.push(order);
    }
    const [first, second, third] = placed as [(typeof placed)[0], (typeof placed)[0], (typeof placed)[0]];
    const idOf = async (order: { id: number }) => (await deliveryOf(order.id)).delivery_id as number;
    const move = (member: { token: string }, deliveryId: number, direction: string) =>
      as(member, 'POST', `/api/v1/staff/deliveries/${deliveryId}/move`, { direction });
    const orderIds = (run: { body: { stops: { order_id: number }[] } }) =>
      run.body.stops.map((stop) => stop.order_id);

    const later = await move(ciara, await idOf(first), 'later');
    expect(later.status).toBe(200);
    expect(orderIds(later)).toEqual([second.id, first.id, third.id]);
    const earlier = await move(ciara, await idOf(third), 'earlier');
    expect(orderIds(earlier)).toEqual([second.id, third.id, first.id]);
    // The new order holds for the next read.
    expect(orderIds(await as(ciara, 'GET', '/api/v1/staff/run'))).toEqual([second.id, third.id, first.id]);

    const atTheTop = await move(ciara, await idOf(second), 'earlier');
    expect(atTheTop.status).toBe(409);
    expect(atTheTop.body.errors[0].message).toBe(`Order #${second.reference} is first on the run already`);
    const atTheBottom = await move(ciara, await idOf(first), 'later');
    expect(atTheBottom.body.errors[0].message).toBe(`Order #${first.reference} is last on the run already`);
    expect((await move(sean, await idOf(first), 'earlier')).status).toBe(403);
    expect((await move(ciara, await idOf(first), 'sideways')).status).toBe(400);
    expect((await move(ciara, 999_999, 'earlier')).status).toBe(404);

    // A delivered stop has left the run: it moves no more.
    const delivered = await idOf(second);
    await as(ciara, 'POST', `/api/v1/staff/deliveries/${delivered}/picked-up`);
    await as(ciara, 'POST', `/api/v1/staff/deliveries/${delivered}/delivered`);
    const gone = await move(ciara, delivered, 'later');
    expect(gone.status).toBe(409);
    expect(gone.body.errors[0].message).toBe(`Order #${second.reference} is delivered now`);
    expect(orderIds(await as(ciara, 'GET', '/api/v1/staff/run'))).toEqual([third.id, first.id]);
  });
});

describe('the cash-up', () => {
  it('a card order changed dearer, the difference to pay in cash: the driver collects it, the cash-up expects it', async () => {
    const order = await acceptedDeliveryOrder(ctx, cook.token, { card: true });
    const form = await as(cook, 'GET', `/api/v1/staff/orders/${order.id}/change`);
    const [line] = form.body.request.cart;
    const dearer = { ...form.body.request, cart: [{ ...line, quantity: line.quantity + 1 }], settle: 'cash' };
    const changed = await as(cook, 'POST', `/api/v1/staff/orders/${order.id}/change`, dearer);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const differenceCents = changed.body.summary.difference_cents;
    expect(differenceCents).toBeGreaterThan(0);

    await assign(cook, order.id, niamh.id);
    const { delivery_id: id } = await deliveryOf(order.id);
    const run = await as(niamh, 'GET', `/api/v1/staff/drivers/${niamh.id}/run`);
    const stop = run.body.stops.find((found: { order_id: number }) => found.order_id === order.id);
    expect(stop).toMatchObject({ payment_method: 'digital_payment', cash_to_collect_cents: differenceCents });
    await as(niamh, 'POST', `/api/v1/staff/deliveries/${id}/picked-up`);
    await as(niamh, 'POST', `/api/v1/staff/deliveries/${id}/delivered`);
    const page = await as(cook, 'GET', `/api/v1/staff/drivers/${niamh.id}/run`);
    expect(page.body.expected_cents).toBe(differenceCents);
  });

  it('counts two drivers against their cash orders delivered, the difference noted, in the day-end report and the CSV', async () => {
    const [aoife, brian] = [await signInStaff(ctx), await signInStaff(ctx)];
    for (const driver of [aoife, brian])
      await as(admin, 'PUT', `/api/v1/staff/drivers/${driver.id}`, { driver: true });
    const drive = async (driver: { id: number; token: string }, card = false) => {
      // The card order with a tip of €2.00 (issue 51): shown with the cash-up, never cash.
      const order = await acceptedDeliveryOrder(
        ctx,
        cook.token,
        card ? { card, tip: { amount: '2.00' } } : {},
      );
      await assign(cook, order.id, driver.id);
      const { delivery_id: id } = await deliveryOf(order.id);
      await as(driver, 'POST', `/api/v1/staff/deliveries/${id}/picked-up`);
      await as(driver, 'POST', `/api/v1/staff/deliveries/${id}/delivered`);
    };
    // Two cash orders and a card one for the first, one cash order for the second: €24.75 each.
    await drive(aoife);
    await drive(aoife);
    await drive(aoife, true);
    await drive(brian);
    const page = await as(cook, 'GET', `/api/v1/staff/drivers/${aoife.id}/run`);
    expect(page.body.expected_cents).toBe(4950);

    const count = (driver: { id: number }, body: unknown, by = cook) =>
      as(by, 'POST', `/api/v1/staff/drivers/${driver.id}/cash-up`, body);
    expect((await count(aoife, { counted_cents: 4900 }, aoife)).body.errors[0].message).toBe(
      'Another member counts a driver’s cash',
    );
    const noNote = await count(aoife, { counted_cents: 4900 });
    expect(noNote.status).toBe(422);
    expect(noNote.body.errors[0]).toEqual({
      code: 'cash_up',
      message: 'Say why the cash is not what was expected',
    });
    clock.set('2026-11-23T22:30:00Z');
    const short = await count(aoife, { counted_cents: 4900, note: 'Gave 50c change too much' });
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({
      orders: 3,
      expected_cents: 4950,
      counted_cents: 4900,
      difference_cents: -50,
      tips_cents: 200,
    });
    expect((await count(brian, { counted_cents: 2475 })).body.difference_cents).toBe(0);
    // Counted once: nothing is left to count until the next delivery.
    expect((await count(aoife, { counted_cents: 0 })).body.errors[0].code).toBe('cash_up');
    expect((await as(cook, 'GET', `/api/v1/staff/drivers/${aoife.id}/run`)).body).toMatchObject({
      expected_cents: 0,
      finished: [],
      last_cash_up: { difference_cents: -50, note: 'Gave 50c change too much' },
    });

    const day = await as(admin, 'GET', '/api/v1/staff/reports/day?date=2026-11-23');
    expect(
      day.body.drivers.map((row: Record<string, unknown>) => [
        row.driver_name,
        row.counted_by_name,
        row.expected_cents,
        row.counted_cents,
        row.difference_cents,
        row.note,
        row.tips_cents,
      ]),
    ).toEqual([
      [aoife.name, cook.name, 4950, 4900, -50, 'Gave 50c change too much', 200],
      [brian.name, cook.name, 2475, 2475, 0, null, 0],
    ]);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/staff/reports/cash-ups.csv?from=2026-11-23&to=2026-11-23',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toEqual([
      'Date,Time,Driver,Counted by,Orders,Expected,Counted,Difference,Note,Tips',
      `2026-11-23,22:30,${aoife.name},${cook.name},3,49.50,49.00,-0.50,Gave 50c change too much,2.00`,
      `2026-11-23,22:30,${brian.name},${cook.name},1,24.75,24.75,0.00,,0.00`,
    ]);
    clock.reset();
  });
});
