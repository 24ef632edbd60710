import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, notifications, orderLines, orders } from '../../db/schema.ts';
import { call, confirmEmail, emailsTo, register, signInStaff } from '../../test/auth-helpers.ts';

import {
  bed,
  clock,
  collectionOrder,
  countOrders,
  newKey,
  northOfRestaurant,
  place,
  quote,
  startOrderTestbed,
} from './orders.testbed.ts';

// Placing orders: collection, delivery, and the Idempotency-Key.
startOrderTestbed();

describe('placing a collection order in cash', () => {
  it('answers the reference and total, keeps the snapshot, and writes the notification and both e-mails with VAT', async () => {
    const customer = await register(bed.ctx);
    // A proved address: the receipt quotes the notes (unproved-address.test.ts has the other kind).
    await confirmEmail(bed.ctx, customer);
    const answer = await place(customer.token, collectionOrder());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'Order placed successfully!',
      order_id: expect.any(Number),
      order_reference: expect.stringMatching(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/),
      total: '19.50',
      tip: '0.00',
    });

    const [order] = await bed.ctx.db.select().from(orders).where(eq(orders.id, answer.body.order_id));
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
      vatRateBasisPoints: null,
      depositCents: 0,
      orderNote: 'Ring the bell',
    });
    const lines = await bed.ctx.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, answer.body.order_id));
    expect(lines).toEqual([
      expect.objectContaining({
        productId: bed.bhaji.id,
        name: 'Onion Bhaji',
        quantity: 3,
        unitPriceCents: 650,
        lineTotalCents: 1950,
        options: [],
        note: 'Extra crispy',
        allergens: bed.bhaji.allergens,
        vatRateBasisPoints: 900,
        depositCents: 0,
      }),
    ]);

    const [notification] = await bed.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customer.id));
    expect(notification?.data).toEqual({ type: 'order_status', order_id: answer.body.order_id });

    const [receipt] = await emailsTo(bed.ctx, customer.email);
    expect(receipt?.subject).toContain(answer.body.order_reference);
    expect(receipt?.textBody).toContain('3 × Onion Bhaji  €19.50');
    expect(receipt?.textBody).toContain('Note: Extra crispy');
    expect(receipt?.textBody).toContain('Collection on Monday 23 November 2026 at 6:00 PM');
    expect(receipt?.textBody).toContain('Payment: Cash due €19.50');
    expect(receipt?.textBody).toContain('Total: €19.50');
    expect(receipt?.textBody).toContain('VAT 9%: €1.61');
    const [kitchen] = await emailsTo(bed.ctx, bed.restaurant.email);
    expect(kitchen?.subject).toContain(`New order #${answer.body.order_reference}`);
    expect(kitchen?.textBody).toContain('Aoife Ryan, 0871234567');
    expect(kitchen?.textBody).toContain('Order note: Ring the bell');

    const list = await call(bed.ctx, 'GET', '/api/v1/customer/order/list', { token: customer.token });
    expect(list.body).toMatchObject({ total_size: 1, limit: 10, offset: 1 });
    expect(list.body.orders[0]).toMatchObject({
      id: answer.body.order_id,
      order_status: 'pending',
      order_type: 'take_away',
      order_amount: '19.50',
      details_count: 3,
    });
    const running = await call(bed.ctx, 'GET', '/api/v1/customer/order/running-orders?limit=5&offset=1', {
      token: customer.token,
    });
    expect(running.body.orders.map((o: { id: number }) => o.id)).toEqual([answer.body.order_id]);
  });

  it("lists only the customer's own orders, newest first, running ones without the finished", async () => {
    const [first, second] = [await register(bed.ctx), await register(bed.ctx)];
    const a = await place(first.token, collectionOrder());
    clock.set('2026-11-23T12:05:00Z');
    const b = await place(first.token, collectionOrder({ schedule_at: '2026-11-23 19:00:00' }));
    await place(second.token, collectionOrder());
    await bed.ctx.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, a.body.order_id));
    const all = await call(bed.ctx, 'GET', '/api/v1/customer/order/list', { token: first.token });
    expect(all.body.orders.map((o: { id: number }) => o.id)).toEqual([b.body.order_id, a.body.order_id]);
    const running = await call(bed.ctx, 'GET', '/api/v1/customer/order/running-orders', {
      token: first.token,
    });
    expect(running.body.orders.map((o: { id: number }) => o.id)).toEqual([b.body.order_id]);
    const page2 = await call(bed.ctx, 'GET', '/api/v1/customer/order/list?limit=1&offset=2', {
      token: first.token,
    });
    expect(page2.body.orders.map((o: { id: number }) => o.id)).toEqual([a.body.order_id]);
  });
});

describe('placing a delivery order', () => {
  it('delivers to a saved address of the customer with the fee of the settings: €3 + €0.75 × (5 − 2)', async () => {
    const customer = await register(bed.ctx);
    await confirmEmail(bed.ctx, customer);
    const point = northOfRestaurant(5);
    const saved = await call(bed.ctx, 'POST', '/api/v1/customer/address/add', {
      token: customer.token,
      body: {
        address_type: 'home',
        address: 'Rock View, Cashel',
        latitude: String(point.latitude),
        longitude: String(point.longitude),
        house: '4',
        road: 'Dualla Road',
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
    const [order] = await bed.ctx.db.select().from(orders).where(eq(orders.id, answer.body.order_id));
    expect(order).toMatchObject({
      fulfilment: 'delivery',
      distanceKm: 5,
      deliveryFeeCents: 525,
      totalCents: 2475,
      deliveryAddress: {
        address: 'Rock View, Cashel',
        house: '4',
        floor: null,
        road: 'Dualla Road',
        eircode: 'E25X9T4',
        latitude: point.latitude,
        longitude: point.longitude,
      },
    });
    const [receipt] = await emailsTo(bed.ctx, customer.email);
    expect(receipt?.textBody).toContain('Delivery Fee: €5.25');
    // The door, the road, then the town, as a driver reads it (issue 47: the road came after the town).
    const line = '4, Dualla Road, Rock View, Cashel, E25 X9T4';
    expect(receipt?.textBody).toContain(`Deliver to: ${line} (5.00 km)`);
    const page = await call(bed.ctx, 'GET', `/api/v1/customer/order/${answer.body.order_id}`, {
      token: customer.token,
    });
    expect(page.body.address).toBe(line);
  });

  it("will not deliver to another customer's saved address", async () => {
    const [owner, other] = [await register(bed.ctx), await register(bed.ctx)];
    const saved = await call(bed.ctx, 'POST', '/api/v1/customer/address/add', {
      token: owner.token,
      body: {
        address_type: 'home',
        address: 'Main Street, Cashel',
        latitude: '52.5163',
        longitude: '-7.8871',
        road: 'Main Street',
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

describe('an address a driver can find (issue 29)', () => {
  const saveAddress = (token: string, parts: Record<string, string>) => {
    const point = northOfRestaurant(3);
    return call(bed.ctx, 'POST', '/api/v1/customer/address/add', {
      token,
      body: {
        address_type: 'home',
        address: 'Near Cashel, Co. Tipperary',
        latitude: String(point.latitude),
        longitude: String(point.longitude),
        ...parts,
      },
    });
  };
  const deliveryTo = (addressId: number) =>
    collectionOrder({
      order_type: 'delivery',
      address_id: addressId,
      order_amount: '23.25',
      schedule_at: '2026-11-23 19:00:00',
    });

  it('keeps the house, floor, road and Eircode the order was placed with, and the board shows them with a map link', async () => {
    const customer = await register(bed.ctx);
    const saved = await saveAddress(customer.token, {
      house: '12',
      floor: '2',
      road: 'Main Street',
      eircode: 'e25 x9t4',
    });
    expect(saved.status).toBe(200);
    const answer = await place(customer.token, deliveryTo(saved.body.address.id));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The customer moves later: the order still goes where it was sent.
    await call(bed.ctx, 'PUT', `/api/v1/customer/address/update/${saved.body.address.id}`, {
      token: customer.token,
      body: { ...saved.body.address, house: '99', floor: '', road: 'New Road', eircode: '' },
    });
    const point = northOfRestaurant(3);
    const [order] = await bed.ctx.db.select().from(orders).where(eq(orders.id, answer.body.order_id));
    expect(order?.deliveryAddress).toEqual({
      address: 'Near Cashel, Co. Tipperary',
      house: '12',
      floor: '2',
      road: 'Main Street',
      eircode: 'E25X9T4',
      latitude: point.latitude,
      longitude: point.longitude,
    });

    const cook = await signInStaff(bed.ctx);
    const ticket = await call(bed.ctx, 'GET', `/api/v1/staff/orders/${answer.body.order_id}`, {
      token: cook.token,
    });
    expect(ticket.status).toBe(200);
    expect(ticket.body).toMatchObject({
      contact_phone: '0871234567',
      address: '12, Floor 2, Main Street, Near Cashel, Co. Tipperary, E25 X9T4',
      delivery_address: {
        address: 'Near Cashel, Co. Tipperary',
        house: '12',
        floor: '2',
        road: 'Main Street',
        eircode: 'E25 X9T4',
        latitude: point.latitude,
        longitude: point.longitude,
        map_url: `https://www.google.com/maps/dir/?api=1&destination=${point.latitude}%2C${point.longitude}`,
      },
    });
  });

  it('keeps the Eircode of an address sent by its fields', async () => {
    const customer = await register(bed.ctx);
    const point = northOfRestaurant(3);
    const answer = await place(
      customer.token,
      collectionOrder({
        order_type: 'delivery',
        address: 'Near Cashel, Co. Tipperary',
        latitude: point.latitude,
        longitude: point.longitude,
        eircode: 'e25x9t4',
        order_amount: '23.25',
        schedule_at: '2026-11-23 19:00:00',
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [order] = await bed.ctx.db.select().from(orders).where(eq(orders.id, answer.body.order_id));
    expect(order?.deliveryAddress).toMatchObject({ house: null, road: null, eircode: 'E25X9T4' });
  });

  it('refuses (address) a delivery to a point on the map alone, saved or sent, and saves no such address', async () => {
    const customer = await register(bed.ctx);
    const refusedSave = await saveAddress(customer.token, { house: ' ', floor: '2', eircode: '' });
    expect(refusedSave.status).toBe(400);
    expect(refusedSave.body.errors).toEqual([
      {
        code: 'house',
        message: 'Please enter a house/flat no., a road or an Eircode, so the driver can find you',
      },
    ]);
    expect(await bed.ctx.db.select().from(addresses).where(eq(addresses.customerId, customer.id))).toEqual(
      [],
    );

    // One saved before the form asked for the parts, as the checkout used to save them.
    const point = northOfRestaurant(3);
    const [old] = await bed.ctx.db
      .insert(addresses)
      .values({
        customerId: customer.id,
        addressType: 'home',
        address: 'Near Cashel, Co. Tipperary',
        latitude: point.latitude,
        longitude: point.longitude,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const refusal = {
      code: 'address',
      message: 'The delivery address needs a house/flat no., a road or an Eircode.',
    };
    const saved = await place(customer.token, deliveryTo(old?.id ?? 0));
    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual([refusal]);
    const sent = await place(
      customer.token,
      collectionOrder({
        order_type: 'delivery',
        address: 'Near Cashel, Co. Tipperary',
        latitude: point.latitude,
        longitude: point.longitude,
        floor: '2',
        order_amount: '23.25',
        schedule_at: '2026-11-23 19:00:00',
      }),
    );
    expect(sent.status).toBe(422);
    expect(sent.body.errors).toEqual([refusal]);
    expect((await quote(customer.token, deliveryTo(old?.id ?? 0))).body.problems).toContainEqual(refusal);
    expect(await countOrders(customer.id)).toBe(0);
  });
});

describe('the Idempotency-Key', () => {
  it('makes one order of 10 parallel requests with one key, each answered the same', async () => {
    const customer = await register(bed.ctx);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(customer.token, collectionOrder(), key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await countOrders(customer.id)).toBe(1);
  });

  it('refuses the key with another body (422), and requires a key', async () => {
    const customer = await register(bed.ctx);
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
    const customer = await register(bed.ctx);
    const key = newKey();
    expect((await place(customer.token, collectionOrder({ contact_person_name: '' }), key)).status).toBe(422);
    expect((await place(customer.token, collectionOrder(), key)).status).toBe(200);
  });
});
