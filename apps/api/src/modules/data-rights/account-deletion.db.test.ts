import { ERASED_ORDER_CONTACT } from '@tiffin/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customers,
  orderLines,
  orders,
  outbox,
  payments,
  printJobs,
  products,
  restaurants,
  staffActions,
} from '../../db/schema.ts';
import { call, confirmEmail, newCustomer, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin: the kitchen takes orders for tonight.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let restaurant: typeof restaurants.$inferSelect;
let bhaji: typeof products.$inferSelect;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  // Room for every order of this file in one slot.
  const [row] = await ctx.db.update(restaurants).set({ slotCapacity: 100_000 }).returning();
  const [dish] = await ctx.db.select().from(products).where(eq(products.name, 'Onion Bhaji'));
  if (!row || !dish) throw new Error('the demo restaurant is not seeded');
  restaurant = row;
  bhaji = dish;
});
afterAll(() => ctx.close());
beforeEach(() => clock.reset());

let orderKey = 0;
/** An order placed as the checkout places it: its status and answer. */
async function place(token: string, body: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/place1',
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `deletion-${++orderKey}` },
    remoteAddress: clientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Three onion bhajis for collection at 7 pm, in cash. */
const collectionOrder = () => ({
  order_type: 'take_away',
  restaurant_id: '2',
  cart: [{ item_id: bhaji.id, quantity: 3, variations: [] }],
  order_amount: ((bhaji.priceCents * 3) / 100).toFixed(2),
  payment_method: 'cash_on_delivery',
  schedule_at: '2026-11-23 19:00:00',
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '087 123 4567',
});

/** What would name, reach or find Saoirse: none of it may be left anywhere once she is gone. */
const SAOIRSE = { name: 'Saoirse Kavanagh', email: 'saoirse.kavanagh@example.ie', phone: '087 555 0199' };
const TRACES = [
  'Saoirse',
  'Kavanagh',
  'saoirse.kavanagh',
  '0875550199',
  '087 555 0199',
  'Knockgraffon',
  'Lodge Road',
  'E25W6P3',
  'E25 W6P3',
  'Gate code 4512',
  'No coriander',
];

const deleteAccount = (customer: { token: string; email: string; password: string }) =>
  call(ctx, 'POST', '/api/v1/auth/delete-account', {
    token: customer.token,
    body: { email: customer.email, password: customer.password },
  });

/** Every row of every table of the database, as text. */
async function wholeDatabase(): Promise<string> {
  const tables = (await ctx.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { name: string }[] };
  const dumps = await Promise.all(
    tables.rows.map(async ({ name }) => {
      const dumped = (await ctx.db.execute(
        sql.raw(`select string_agg(row_to_json(t)::text, E'\\n') as text from "${name}" t`),
      )) as unknown as { rows: { text: string | null }[] };
      return `${name}: ${dumped.rows[0]?.text ?? ''}`;
    }),
  );
  return dumps.join('\n');
}

/** A delivery to her saved address, with her name, number and notes, at 7 pm, paid in cash. */
async function deliveryOrder(token: string, addressId: number) {
  const body = {
    ...collectionOrder(),
    order_type: 'delivery',
    address_id: addressId,
    contact_person_name: SAOIRSE.name,
    contact_person_number: SAOIRSE.phone,
    order_note: 'Gate code 4512',
    cart: [{ item_id: bhaji.id, quantity: 3, variations: [], item_note: 'No coriander, please' }],
  };
  const { order_amount: _unknownYet, ...asked } = body;
  const priced = await call(ctx, 'POST', '/api/v1/customer/order/quote', { token, body: asked });
  expect(priced.body.problems).toEqual([]);
  const placed = await place(token, { ...body, order_amount: priced.body.total });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { id: placed.body.order_id as number, reference: placed.body.order_reference as string };
}

type Staff = Awaited<ReturnType<typeof signInStaff>>;
const staffCall = (member: Staff, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(ctx, method, url, { token: member.token, body });

/** What the tests of her deletion look at: her orders, and what the staff saw before it. */
const history = {} as {
  admin: Staff;
  cook: Staff;
  saoirse: Awaited<ReturnType<typeof register>>;
  delivered: { id: number; reference: string };
  ids: number[];
  figures: unknown;
  amounts: unknown;
  lines: unknown;
  deleted: Awaited<ReturnType<typeof call>>;
};

const amountsOf = (ids: number[]) =>
  ctx.db
    .select({
      id: orders.id,
      subtotalCents: orders.subtotalCents,
      deliveryFeeCents: orders.deliveryFeeCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
      vatCents: orders.vatCents,
      vatRateBasisPoints: orders.vatRateBasisPoints,
      distanceKm: orders.distanceKm,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(orders.id);
const linesOf = (ids: number[]) =>
  ctx.db
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      lineTotalCents: orderLines.lineTotalCents,
      options: orderLines.options,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(orderLines.id);

describe('deleting an account with orders (issue 32)', () => {
  // Saoirse orders a delivery in cash and a collection by card, both printed on arrival and made
  // by 7:30 pm; the admin resends her receipt; then she deletes her account.
  beforeAll(async () => {
    const admin = await signInStaff(ctx, 'admin');
    const cook = await signInStaff(ctx);
    const printer = await staffCall(admin, 'POST', '/api/v1/staff/printers', {
      name: 'Pass',
      print_on: 'arrival',
      copies: 1,
      paper_columns: 48,
      enabled: true,
    });
    expect(printer.status).toBe(201);

    const saoirse = await register(ctx, newCustomer(SAOIRSE));
    await confirmEmail(ctx, saoirse);
    // 3 km due north of the restaurant, in its delivery area.
    const point = {
      latitude: restaurant.latitude + ((3 / 6371) * 180) / Math.PI,
      longitude: restaurant.longitude,
    };
    const saved = await call(ctx, 'POST', '/api/v1/customer/address/add', {
      token: saoirse.token,
      body: {
        address_type: 'home',
        address: 'Knockgraffon, Cashel',
        latitude: String(point.latitude),
        longitude: String(point.longitude),
        house: '4',
        road: 'Lodge Road',
        eircode: 'E25 W6P3',
      },
    });
    expect(saved.status).toBe(200);
    const delivered = await deliveryOrder(saoirse.token, saved.body.address.id);
    const paidByCard = await placeOrder(ctx, saoirse.token, { card: true });
    const ids = [delivered.id, paidByCard.id];

    clock.set('2026-11-23T18:40:00Z');
    for (const id of ids) {
      const accepted = await staffCall(cook, 'POST', `/api/v1/staff/orders/${id}/accept`, {
        ready_in_minutes: 25,
      });
      expect(accepted.status).toBe(200);
      for (const status of ['processing', 'handover', 'delivered']) {
        expect((await staffCall(cook, 'POST', `/api/v1/staff/orders/${id}/advance`, { status })).status).toBe(
          200,
        );
      }
    }
    const toHer = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, SAOIRSE.email));
    const receipt = toHer.find((email) => email.subject.startsWith(`Your order #${delivered.reference}`));
    if (!receipt) throw new Error('no receipt to her');
    expect((await staffCall(admin, 'POST', `/api/v1/staff/outbox/${receipt.id}/resend`)).status).toBe(200);
    expect(await ctx.db.select().from(printJobs).where(inArray(printJobs.orderId, ids))).toHaveLength(2);
    expect(await wholeDatabase()).toContain('Gate code 4512');

    Object.assign(history, {
      admin,
      cook,
      saoirse,
      delivered,
      ids,
      figures: await staffCall(admin, 'GET', '/api/v1/staff/figures?days=7'),
      amounts: await amountsOf(ids),
      lines: await linesOf(ids),
      deleted: await deleteAccount(saoirse),
    });
  });

  it('deletes the account', () => {
    expect(history.deleted).toEqual({ status: 200, body: { message: 'Account Deleted Successfully' } });
  });

  it('keeps her orders with their lines, amounts and VAT, so the staff’s figures do not change', async () => {
    const { ids } = history;
    expect(await amountsOf(ids)).toEqual(history.amounts);
    expect(await linesOf(ids)).toEqual(history.lines);
    expect(await staffCall(history.admin, 'GET', '/api/v1/staff/figures?days=7')).toEqual(history.figures);
    const kept = await ctx.db.select().from(orders).where(inArray(orders.id, ids));
    expect(
      kept.map((order) => [order.customerId, order.contactName, order.contactPhone, order.orderNote]),
    ).toEqual([
      [null, 'Deleted customer', '', null],
      [null, 'Deleted customer', '', null],
    ]);
    const lines = await ctx.db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
    expect(lines.map((line) => line.note)).toEqual([null, null]);
  });

  it('shows the staff her orders as a deleted customer’s, with no address or map link', async () => {
    const { cook, delivered, ids } = history;
    const ticket = await staffCall(cook, 'GET', `/api/v1/staff/orders/${delivered.id}`);
    expect(ticket.body).toMatchObject({
      reference: delivered.reference,
      status: 'delivered',
      contact_name: ERASED_ORDER_CONTACT.name,
      contact_phone: '',
      address: ERASED_ORDER_CONTACT.address,
      delivery_address: {
        address: ERASED_ORDER_CONTACT.address,
        house: null,
        floor: null,
        road: null,
        eircode: null,
        latitude: 0,
        longitude: 0,
        map_url: null,
      },
      order_note: null,
      lines: [expect.objectContaining({ name: 'Onion Bhaji', note: null })],
    });
    const board = await staffCall(cook, 'GET', '/api/v1/staff/orders');
    expect(
      board.body.orders
        .filter((order: { id: number }) => ids.includes(order.id))
        .map((order: { contact_name: string }) => order.contact_name),
    ).toEqual(['Deleted customer', 'Deleted customer']);
  });

  it('leaves the staff’s search nothing to find her by', async () => {
    const { cook, saoirse } = history;
    for (const q of ['Saoirse', 'kavanagh', 'saoirse.kavanagh@', '087 555 0199', '0875550199']) {
      const found = await staffCall(cook, 'GET', `/api/v1/staff/customers?q=${encodeURIComponent(q)}`);
      expect(found, q).toEqual({ status: 200, body: { customers: [] } });
    }
    expect(
      (await staffCall(cook, 'GET', `/api/v1/staff/customers/${saoirse.id}/orders`)).body.orders,
    ).toEqual([]);
  });

  it('leaves nothing anywhere that names, reaches or finds her', async () => {
    // The tickets, the card payment's basket, the restaurant's copies and her e-mails are gone, and
    // the log's resend names her as deleted.
    const everything = await wholeDatabase();
    for (const trace of TRACES) expect(everything, trace).not.toContain(trace);
    const { ids } = history;
    expect(await ctx.db.select().from(printJobs).where(inArray(printJobs.orderId, ids))).toEqual([]);
    const [payment] = await ctx.db.select().from(payments).where(inArray(payments.orderId, ids));
    expect(payment).toMatchObject({ customerId: null, basket: {}, status: 'placed' });
    const [resend] = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'resent an e-mail'));
    expect(resend?.details).toEqual({ to: 'Deleted customer' });
  });

  it('frees her e-mail address and phone: a new account has none of the old one’s orders', async () => {
    const again = await register(ctx, newCustomer(SAOIRSE));
    const copy = await call(ctx, 'GET', '/api/v1/customer/export', { token: again.token });
    expect(copy.body.orders).toEqual([]);
  });
});

describe('deleting an account while ordering', () => {
  it('is refused while an order is in progress, and goes ahead once it is canceled', async () => {
    const cook = await signInStaff(ctx);
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);

    const refused = await deleteAccount(customer);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toEqual({
      code: 'order_in_progress',
      message:
        'You have an order in progress. You can delete your account once it has been delivered or collected, or canceled.',
    });
    expect(await ctx.db.select().from(customers).where(eq(customers.id, customer.id))).toHaveLength(1);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order).toMatchObject({ customerId: customer.id, contactName: 'Aoife Ryan', orderNote: null });
    expect((await call(ctx, 'GET', '/api/v1/customer/info', { token: customer.token })).status).toBe(200);

    const canceled = await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/cancel`, {
      token: cook.token,
      body: { reason: 'The tandoor is down tonight' },
    });
    expect(canceled.status).toBe(200);
    expect((await deleteAccount(customer)).status).toBe(200);
    const [kept] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(kept).toMatchObject({
      customerId: null,
      contactName: 'Deleted customer',
      status: 'canceled',
      cancelReason: 'The tandoor is down tonight',
    });
  });

  it('races an order placed at the same moment: either the order stands and the deletion is refused, or the order is refused', async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The deletion checks the password (argon2, tens of milliseconds) before its transaction: the
    // order is sent that long before it, at the same time, or after, so that it lands before the
    // deletion's transaction, during it or after it.
    for (const orderFirstByMs of [60, 30, 10, 0, -10, -30, -60, -120]) {
      const customer = await register(ctx);
      const placing = pause(Math.max(0, -orderFirstByMs)).then(() =>
        place(customer.token, collectionOrder()),
      );
      const deleting = pause(Math.max(0, orderFirstByMs)).then(() => deleteAccount(customer));
      const [placed, deleted] = await Promise.all([placing, deleting]);
      const [account] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
      if (deleted.status === 200) {
        expect(placed.status, JSON.stringify(placed.body)).toBe(401);
        expect(account).toBeUndefined();
      } else {
        expect(deleted.status).toBe(409);
        expect(placed.status).toBe(200);
        expect(account?.id).toBe(customer.id);
      }
    }
  });
});
