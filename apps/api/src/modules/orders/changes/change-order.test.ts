import {
  formatEuro,
  orderChangeMessages,
  orderFailedDetail,
  orderMessages,
  paymentLinkMessages,
} from '@tiffin/core';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  notifications,
  orderEvents,
  orderRefunds,
  paymentLinks,
  printers,
  printJobs,
  restaurants,
  simulatedRefunds,
  slotBookings,
  staffActions,
  variationOptions,
} from '../../../db/schema.ts';
import { call } from '../../../test/auth-helpers.ts';
import { placeOrder } from '../../../test/order-helpers.ts';
import { clientAddress } from '../../../test/test-app.ts';
import { bed, formOf, sixChops, staffCall, startChangeTestbed, stateOf } from './changes.testbed.ts';

/*
 * Changing an order (issue 49) on PGlite: the rules of placing refuse a change with their own
 * message and leave the order as it was; a change is priced as placing prices the same basket; the
 * preview saves nothing; a saved change is logged, told, printed CHANGED, and a card order's
 * difference is settled as the staff chose.
 */
startChangeTestbed();

const url = (orderId: number, preview = false) =>
  `/api/v1/staff/orders/${orderId}/change${preview ? '/preview' : ''}`;

/** An order of three onion bhajis in cash, its change form, and its state before any change. */
async function orderToChange(scheduleAt: string, card = false) {
  const placed = await placeOrder(bed.ctx, bed.customer.token, { scheduleAt, card });
  return { placed, form: await formOf(placed.id), before: await stateOf(placed.id) };
}

describe('a change that breaks a rule of placing', () => {
  it('is refused with the rule’s message and changes nothing: minimum, area, slot full, stock', async () => {
    const { placed, form, before } = await orderToChange('2026-11-23 18:15:00');
    const refused = async (change: Record<string, unknown>) => {
      const answer = await staffCall('POST', url(placed.id), { ...form.request, ...change });
      expect(await stateOf(placed.id)).toEqual(before);
      return { status: answer.status, ...answer.body.errors[0] };
    };

    const [restaurant] = await bed.ctx.db.select().from(restaurants);
    if (!restaurant) throw new Error('no restaurant');
    const oneBhaji = [{ ...form.request.cart[0], quantity: 1 }];
    const bhajiCents = before.totalCents / 3;
    expect(await refused({ cart: oneBhaji })).toEqual({
      status: 422,
      code: 'minimum_order',
      message: orderMessages.checkout.minimumOrderDialog(bhajiCents, restaurant.minimumOrderCents),
    });

    // Thirty kilometres north: outside the delivery area.
    const far = restaurant.latitude + (30 / 6371) * (180 / Math.PI);
    expect(
      await refused({
        order_type: 'delivery',
        address: 'Far Away Road, Co. Tipperary',
        house: '1',
        road: 'Far Away Road',
        latitude: far,
        longitude: restaurant.longitude,
      }),
    ).toEqual({
      status: 422,
      code: 'delivery_unavailable',
      message: orderFailedDetail('delivery_unavailable'),
    });

    // Another slot with no room left.
    await bed.ctx.db.insert(slotBookings).values({
      restaurantId: restaurant.id,
      startsAt: new Date('2026-11-23T20:00:00Z'),
      taken: 100_000,
    });
    expect(await refused({ schedule_at: '2026-11-23 20:00:00' })).toEqual({
      status: 422,
      code: 'slot_unavailable',
      message: orderFailedDetail('slot_unavailable'),
    });

    await bed.ctx.db
      .update(variationOptions)
      .set({ stock: 1 })
      .where(eq(variationOptions.id, bed.sixChopsId));
    before.chopsStock = 1;
    expect(await refused({ cart: [...form.request.cart, sixChops(2)] })).toEqual({
      status: 422,
      code: 'insufficient_stock',
      message: orderFailedDetail('insufficient_stock'),
    });
    // Nothing changed at all is not saved either.
    expect(await refused({})).toMatchObject({ status: 422, code: 'order_unchanged' });
  });
});

describe('a change', () => {
  it('is priced as placing prices the same basket, to the cent and by VAT rate', async () => {
    const { placed, form } = await orderToChange('2026-11-23 18:30:00');
    const cart = [{ ...form.request.cart[0], quantity: 2 }, sixChops(1)];
    const changed = await staffCall('POST', url(placed.id), { ...form.request, cart });
    expect(changed.status).toBe(200);

    const basket = { ...form.request, cart, restaurant_id: '2', payment_method: 'cash_on_delivery' };
    delete (basket as { version?: number }).version;
    const quote = await call(bed.ctx, 'POST', '/api/v1/customer/order/quote', {
      token: bed.customer.token,
      body: basket,
    });
    const fresh = await bed.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/place1',
      payload: { ...basket, order_amount: quote.body.total },
      headers: { authorization: `Bearer ${bed.customer.token}`, 'idempotency-key': 'same-basket' },
      remoteAddress: clientAddress(),
    });
    expect(fresh.statusCode).toBe(200);
    const board = (id: number) => staffCall('GET', `/api/v1/staff/orders/${id}`);
    const [was, is] = [(await board(placed.id)).body, (await board(fresh.json().order_id)).body];
    for (const field of [
      'subtotal_cents',
      'delivery_fee_cents',
      'discount_cents',
      'deposit_cents',
      'total_cents',
      'vat',
      'lines',
    ])
      expect(was[field]).toEqual(is[field]);
    expect(changed.body.summary.new_total_cents).toBe(is.total_cents);
  });

  it('previews the difference and saves nothing; saved, it is logged, on the timeline, told and printed CHANGED', async () => {
    const [restaurant] = await bed.ctx.db.select().from(restaurants);
    if (!restaurant) throw new Error('no restaurant');
    const now = new Date();
    await bed.ctx.db.insert(printers).values({
      restaurantId: restaurant.id,
      name: 'Pass',
      secretHash: 'x',
      printOn: 'acceptance',
      copies: 1,
      paperColumns: 48,
      enabled: true,
      createdAt: now,
      updatedAt: now,
    });
    const { placed, form, before } = await orderToChange('2026-11-23 18:45:00');
    const change = {
      ...form.request,
      cart: [sixChops(1)],
      schedule_at: '2026-11-23 19:00:00',
      contact_person_name: 'Aoife Ní Riain',
    };
    const preview = await staffCall('POST', url(placed.id, true), change);
    expect(preview.status).toBe(200);
    expect(preview.body.summary).toMatchObject({
      removed: [{ name: 'Onion Bhaji', quantity: 3, note: 'Extra crispy' }],
      added: [
        { name: 'Tandoori Lamb Chops', quantity: 1, options: [{ variation: 'Portion', label: 'Six chops' }] },
      ],
      changed: [],
      details: [
        {
          field: 'time',
          before: expect.stringContaining('6:45 PM'),
          after: expect.stringContaining('7:00 PM'),
        },
        { field: 'name', before: 'Aoife Ryan', after: 'Aoife Ní Riain' },
      ],
      old_total_cents: before.totalCents,
      settlement: 'cash_due',
    });
    expect(await stateOf(placed.id)).toEqual(before);

    const saved = await staffCall('POST', url(placed.id), change);
    expect(saved.body).toEqual({ ...preview.body, version: 1 });
    const after = await stateOf(placed.id);
    expect(after).toMatchObject({
      version: 1,
      changes: 1,
      lines: [{ name: 'Tandoori Lamb Chops', quantity: 1 }],
    });
    expect(after.chopsStock).toBe(9);

    const log = await bed.ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `order ${placed.reference}`));
    expect(log.map((row) => row.action)).toContain(orderChangeMessages.staffAction);
    const page = await call(bed.ctx, 'GET', `/api/v1/customer/order/${placed.id}`, {
      token: bed.customer.token,
    });
    expect(page.status).toBe(200);
    const news = await bed.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, bed.customer.id));
    expect(news.at(-1)?.title).toBe(orderChangeMessages.newsTitle(placed.reference));
    expect(news.at(-1)?.description).toContain(
      `Your order #${placed.reference} was changed: removed 3 x Onion Bhaji; added 1 x Tandoori Lamb Chops`,
    );
    const jobs = await bed.ctx.db.select().from(printJobs).where(eq(printJobs.orderId, placed.id));
    expect(jobs.map((job) => job.reason)).toEqual(['change']);
    expect(jobs[0]?.ticket.change?.removed[0]?.name).toBe('Onion Bhaji');
  });

  it('of a card order that costs more takes the difference as chosen: in cash, or by a link paid on the gateway’s page', async () => {
    const { placed, form, before } = await orderToChange('2026-11-23 21:00:00', true);
    const dearer = { ...form.request, cart: [...form.request.cart, sixChops(1)] };
    const unchosen = await staffCall('POST', url(placed.id), dearer);
    expect(unchosen.body.errors[0].code).toBe('settle');
    expect(await stateOf(placed.id)).toEqual(before);

    const cash = await staffCall('POST', url(placed.id), { ...dearer, settle: 'cash' });
    expect(cash.status).toBe(200);
    const difference = cash.body.summary.difference_cents;
    expect(cash.body).toMatchObject({ payment_url: null, summary: { settlement: 'cash' } });
    expect((await stateOf(placed.id)).toPayCents).toBe(difference);
    const board = await staffCall('GET', `/api/v1/staff/orders/${placed.id}`);
    expect(board.body).toMatchObject({ to_pay_cents: difference, version: 1 });

    // Cheaper again: what was still to pay goes first, nothing goes back to the card.
    const back = await staffCall('POST', url(placed.id), { ...form.request, version: 1 });
    expect(back.body.summary).toMatchObject({ difference_cents: -difference, settlement: 'none' });
    expect((await stateOf(placed.id)).toPayCents).toBe(0);

    // Dearer by link: "to pay" until the customer pays it on the gateway's page.
    const link = await staffCall('POST', url(placed.id), { ...dearer, version: 2, settle: 'link' });
    expect(link.status).toBe(200);
    expect(link.body.summary.settlement).toBe('link');
    expect(link.body.payment_url).toMatch(/\/api\/v1\/payment-links\/[\w-]{32}$/);
    expect((await stateOf(placed.id)).toPayCents).toBe(difference);
    const [row] = await bed.ctx.db.select().from(paymentLinks).where(eq(paymentLinks.orderId, placed.id));
    expect(row).toMatchObject({ amountCents: difference, purpose: 'change', status: 'open' });
    // The customer is given the link: on their order's page and in the change's e-mail.
    const customerPage = async () =>
      (await call(bed.ctx, 'GET', `/api/v1/customer/order/${placed.id}`, { token: bed.customer.token })).body;
    expect((await customerPage()).payment_link).toMatchObject({
      url: link.body.payment_url,
      amount_cents: difference,
    });
    await bed.ctx.app.settleEvents();
    const [told] = await bed.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, bed.customer.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told?.description).toContain(
      `please pay the ${formatEuro(difference)} more on your order's page or here: ${link.body.payment_url}`,
    );

    const opened = await bed.ctx.app.inject({ method: 'GET', url: new URL(link.body.payment_url).pathname });
    expect(opened.statusCode).toBe(303);
    const page = new URL(opened.headers.location ?? '').pathname;
    expect(page).toMatch(/^\/api\/v1\/payments\/simulated\/pay\/pi_sim_/);
    const shown = await bed.ctx.app.inject({ method: 'GET', url: page });
    expect(shown.body).toContain(formatEuro(difference));
    const paid = await bed.ctx.app.inject({ method: 'POST', url: page });
    expect(paid.statusCode).toBe(303);
    await bed.ctx.app.settleEvents();
    expect((await stateOf(placed.id)).toPayCents).toBe(0);
    expect(await customerPage()).toMatchObject({ payment_link: null, paid_by_link_cents: difference });
    const thanked = await bed.ctx.app.inject({
      method: 'GET',
      url: new URL(paid.headers.location ?? '').pathname,
    });
    expect(thanked.body).toContain(paymentLinkMessages.paid(placed.reference));
    // Paid once: a second "Pay" changes nothing.
    await bed.ctx.app.inject({ method: 'POST', url: page });
    const [paidRow] = await bed.ctx.db.select().from(paymentLinks).where(eq(paymentLinks.orderId, placed.id));
    expect(paidRow?.status).toBe('paid');
    const events = await bed.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
    expect(events.filter((event) => event.type === 'order.paid_by_link')).toHaveLength(1);
  });

  it('of a card order that costs less than was paid gives the rest back to the card at once, in part', async () => {
    const { placed, form, before } = await orderToChange('2026-11-23 21:15:00', true);
    // Three bhajis (€19.50) become four chops (€18.95).
    const fourChops = {
      ...sixChops(1),
      variations: [{ name: 'Portion', values: { label: ['Four chops'] } }],
    };
    const cheaper = await staffCall('POST', url(placed.id), { ...form.request, cart: [fourChops] });
    expect(cheaper.status).toBe(200);
    const refundCents = -cheaper.body.summary.difference_cents;
    expect(refundCents).toBeGreaterThan(0);
    expect(cheaper.body.summary.settlement).toBe('refund');
    const refunds = await bed.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, placed.id));
    expect(refunds).toMatchObject([
      {
        amountCents: refundCents,
        method: 'card',
        status: 'succeeded',
        reason: orderChangeMessages.refundReason,
      },
    ]);
    const made = await bed.ctx.db.select().from(simulatedRefunds);
    expect(made.map((refund) => refund.amountCents)).toContain(refundCents);
    expect((await stateOf(placed.id)).totalCents).toBe(before.totalCents - refundCents);
  });
});

describe('a card order changed to less than half its price (decision 077)', () => {
  /** Three king prawns (€56.85) paid by card, and the change to one (€18.95). */
  async function threePrawnsToOne(scheduleAt: string) {
    const placed = await placeOrder(bed.ctx, bed.customer.token, {
      dish: 'Tandoori King Prawns',
      scheduleAt,
      card: true,
    });
    const form = await formOf(placed.id);
    const change = { ...form.request, cart: [{ ...form.request.cart[0], quantity: 1 }] };
    return { placed, change, before: await stateOf(placed.id) };
  }

  it('gives the whole difference back, though it is more than the order is now worth', async () => {
    const { placed, change, before } = await threePrawnsToOne('2026-11-23 21:30:00');
    const changed = await staffCall('POST', url(placed.id), change);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.summary).toMatchObject({ difference_cents: -37_90, settlement: 'refund' });
    const refunds = await bed.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, placed.id));
    expect(refunds).toMatchObject([{ amountCents: 37_90, status: 'succeeded', settlesChange: true }]);
    const after = await staffCall('GET', `/api/v1/staff/orders/${placed.id}/refunds`);
    expect(after.body).toMatchObject({
      paid_cents: before.totalCents,
      refunded_cents: 37_90,
      refundable_cents: 18_95,
    });
  });

  it('is refused when part refunds already gave back more than it would be worth, nothing done', async () => {
    const { placed, change, before } = await threePrawnsToOne('2026-11-23 21:45:00');
    const refunded = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/refunds`, {
      reason: 'Cold',
      amount_cents: 50_00,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const refused = await staffCall('POST', url(placed.id), change);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('refund_unavailable');
    expect(await stateOf(placed.id)).toEqual(before);
    const refunds = await bed.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, placed.id));
    expect(refunds.map((refund) => refund.settlesChange)).toEqual([false]);
  });
});
