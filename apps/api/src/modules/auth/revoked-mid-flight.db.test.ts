import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  favourites,
  notifications,
  orders,
  products,
  restaurants,
  sessions,
} from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/**
 * A session ended (password changed elsewhere, account deleted, member of staff disabled) while
 * its requests are still arriving: each of them is answered as either before the change (done) or
 * after it (401), never a 5xx, and nothing is left half-written for an account that is gone.
 */

// Monday 23 November 2026, noon in Dublin: the seeded kitchen is open.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let dishes: { id: number; name: string; priceCents: number }[];
let bhaji: { id: number; priceCents: number };
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  dishes = await ctx.db.select().from(products).limit(30);
  const found = dishes.find((dish) => dish.name === 'Onion Bhaji');
  if (!found) throw new Error('no Onion Bhaji seeded');
  bhaji = found;
  // Room for every order in one slot: the slots' own limit is tested in orders.test.ts.
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
});
afterAll(() => ctx.close());

const home = {
  address_type: 'home',
  address: 'Main Street, Cashel, Co. Tipperary',
  latitude: '52.5163',
  longitude: '-7.8871',
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '0871234567',
  road: 'Main Street',
};

let orderKey = 0;
/**
 * One of the calls a signed-in customer's browser makes, by turn: reads and writes of every kind;
 * without `placing`, a read of the orders instead of a new one.
 */
async function customerCall(token: string, turn: number, { placing = true } = {}): Promise<number> {
  switch (turn % 5) {
    case 0: {
      if (!placing)
        return (await call(ctx, 'GET', '/api/v1/customer/order/running-orders', { token })).status;
      const placed = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/customer/order/place1',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `revoked-${++orderKey}` },
        payload: {
          order_type: 'take_away',
          restaurant_id: '2',
          cart: [{ item_id: bhaji.id, quantity: 3, variations: [] }],
          order_amount: ((bhaji.priceCents * 3) / 100).toFixed(2),
          schedule_at: '2026-11-23 19:00:00',
          contact_person_name: 'Aoife Ryan',
          contact_person_number: '087 123 4567',
          payment_method: 'cash_on_delivery',
        },
        remoteAddress: clientAddress(),
      });
      return placed.statusCode;
    }
    case 1: {
      const added = await call(ctx, 'POST', '/api/v1/customer/address/add', { token, body: home });
      // Taken out again at once, so that however many calls a slow revocation lets through, the book
      // never reaches its cap of 20 (whose own 409 addresses.db.test.ts tests).
      if (added.status === 200) await ctx.db.delete(addresses).where(eq(addresses.id, added.body.address.id));
      return added.status;
    }
    case 2:
      return (
        await call(ctx, 'POST', '/api/v1/customer/wish-list/add', {
          token,
          body: { food_id: String(dishes[turn % dishes.length]?.id) },
        })
      ).status;
    case 3:
      return (await call(ctx, 'GET', '/api/v1/customer/order/list?limit=10&offset=1', { token })).status;
    default:
      return (await call(ctx, 'GET', '/api/v1/customer/info', { token })).status;
  }
}

/**
 * Sends `send(turn)` again and again, a few at a time, from before `revoke` starts until after it
 * has answered, so that some calls are read before the session ends, some while, some after.
 */
async function callsAround(revoke: () => Promise<number>, send: (turn: number) => Promise<number>) {
  const statuses: Promise<number>[] = [];
  let turn = 0;
  const sendSome = (count: number) => {
    for (let i = 0; i < count; i += 1) statuses.push(send(turn++));
  };
  sendSome(5);
  let revoked = false;
  const revocation = revoke().finally(() => {
    revoked = true;
  });
  while (!revoked) {
    sendSome(2);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const revokeStatus = await revocation;
  const after: number[] = [];
  for (let i = 0; i < 5; i += 1) after.push(await send(turn++));
  return { revokeStatus, during: await Promise.all(statuses), after };
}

const onlyDoneOrSignedOut = (status: number) => (status >= 200 && status < 300) || status === 401;

describe('a session ended while its requests are in flight', () => {
  it("a password changed in one browser: the other browser's calls are done or 401, then all 401", async () => {
    const customer = await register(ctx);
    const elsewhere = await call(ctx, 'POST', '/api/v1/auth/login', {
      body: { email_or_phone: customer.email, password: customer.password, field_type: 'email' },
    });
    const otherToken = elsewhere.body.token as string;

    const { revokeStatus, during, after } = await callsAround(
      async () =>
        (
          await call(ctx, 'PUT', '/api/v1/customer/change-password', {
            token: customer.token,
            body: {
              current_password: customer.password,
              new_password: 'fresh password 2',
              confirm_password: 'fresh password 2',
            },
          })
        ).status,
      (turn) => customerCall(otherToken, turn),
    );

    expect(revokeStatus).toBe(200);
    expect(during.filter((status) => !onlyDoneOrSignedOut(status))).toEqual([]);
    expect(after).toEqual(Array(5).fill(401));
    // The browser that changed it stays signed in.
    expect((await call(ctx, 'GET', '/api/v1/customer/info', { token: customer.token })).status).toBe(200);
  });

  it('an account deleted: its calls are done or 401, and nothing is written for it afterwards', async () => {
    const customer = await register(ctx);
    const kept = await placeOrder(ctx, customer.token);
    // An order in progress holds the deletion back (decision 045; account-deletion.db.test.ts races
    // a placement with it): this one is canceled, and the calls in flight place none.
    const cook = await signInStaff(ctx);
    const canceled = await call(ctx, 'POST', `/api/v1/staff/orders/${kept.id}/cancel`, {
      token: cook.token,
      body: { reason: 'Closing early tonight' },
    });
    expect(canceled.status).toBe(200);

    const { revokeStatus, during, after } = await callsAround(
      async () =>
        (
          await call(ctx, 'POST', '/api/v1/auth/delete-account', {
            token: customer.token,
            body: { email: customer.email, password: customer.password },
          })
        ).status,
      (turn) => customerCall(customer.token, turn, { placing: false }),
    );

    expect(revokeStatus).toBe(200);
    expect(during.filter((status) => !onlyDoneOrSignedOut(status))).toEqual([]);
    expect(after).toEqual(Array(5).fill(401));
    // Everything personal went with the account, even what a call in flight was writing.
    const byCustomer = <T extends { customerId: unknown }>(table: T) =>
      ctx.db
        .select()
        .from(table as never)
        .where(eq(table.customerId as never, customer.id));
    expect(await byCustomer(addresses)).toEqual([]);
    expect(await byCustomer(favourites)).toEqual([]);
    expect(await byCustomer(notifications)).toEqual([]);
    expect(await byCustomer(sessions)).toEqual([]);
    expect(await byCustomer(orders)).toEqual([]);
    // Its orders stay the restaurant's record, without the customer.
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, kept.id));
    expect(order).toMatchObject({ customerId: null, contactName: 'Deleted customer' });
  });

  it('a member of staff disabled by an admin: their calls are done or 401, then all 401', async () => {
    const admin = await signInStaff(ctx, 'admin');
    const cook = await signInStaff(ctx);
    const customer = await register(ctx);
    const waiting = await Promise.all(Array.from({ length: 4 }, () => placeOrder(ctx, customer.token)));

    const { revokeStatus, during, after } = await callsAround(
      async () =>
        (
          await call(ctx, 'PATCH', `/api/v1/staff/members/${cook.id}`, {
            token: admin.token,
            body: { disabled: true },
          })
        ).status,
      async (turn) => {
        const order = waiting[turn % waiting.length];
        if (turn % 3 === 0 && order) {
          return (
            await call(ctx, 'POST', `/api/v1/staff/orders/${order.id}/accept`, {
              token: cook.token,
              body: {},
            })
          ).status;
        }
        const path = turn % 3 === 1 ? '/api/v1/staff/orders' : '/api/v1/staff/me';
        return (await call(ctx, 'GET', path, { token: cook.token })).status;
      },
    );

    expect(revokeStatus).toBe(200);
    // Accepting an order twice is refused as already accepted (409), a refusal of its own.
    expect(during.filter((status) => !onlyDoneOrSignedOut(status) && status !== 409)).toEqual([]);
    expect(after).toEqual(Array(5).fill(401));
    const accepted = await ctx.db
      .select({ status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          waiting.map((order) => order.id),
        ),
      );
    expect(accepted.every((order) => order.status === 'pending' || order.status === 'confirmed')).toBe(true);
  });
});
