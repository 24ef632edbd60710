import { formatEuro, paymentLinkMessages, phoneOrderMessages } from '@tiffin/core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, orderVat, paymentLinks, slotBookings, staffActions } from '../../../db/schema.ts';
import { confirmEmail, emailsTo, register } from '../../../test/auth-helpers.ts';
import { placeOrder } from '../../../test/order-helpers.ts';
import { bed, clock, staffCall, startChangeTestbed } from '../changes/changes.testbed.ts';

/*
 * Phone orders (issue 49, decision 063) on PGlite: the placement story's second entrance prices a
 * basket as the checkout does, to the cent and by VAT rate; the allergy question must be answered;
 * a guest needs no account; a time no longer offered online is taken only when the staff say so,
 * and logged; a payment link's order waits, and lapsed unpaid is cancelled with its slot given back.
 */
startChangeTestbed();

const phoneOrder = (overrides: Record<string, unknown> = {}) => ({
  order_type: 'take_away',
  restaurant_id: 2,
  cart: [{ item_id: bed.bhajiId, quantity: 3, variations: [], item_note: 'Extra crispy' }],
  schedule_at: '2026-11-23 19:00:00',
  contact_person_name: 'Aoife Ryan',
  contact_person_number: '087 123 4567',
  customer_id: null,
  allergy: { answer: 'yes', details: 'Peanuts and tree nuts' },
  payment: 'cash',
  ...overrides,
});

const vatOf = (orderId: number) =>
  bed.ctx.db
    .select({ rate: orderVat.rateBasisPoints, gross: orderVat.grossCents, vat: orderVat.vatCents })
    .from(orderVat)
    .where(eq(orderVat.orderId, orderId))
    .orderBy(asc(orderVat.rateBasisPoints));

const orderRow = async (orderId: number) =>
  (await bed.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('a phone order', () => {
  it('is priced as an online order of the same basket, to the cent and by VAT rate, its allergy recorded', async () => {
    const online = await placeOrder(bed.ctx, bed.customer.token, { scheduleAt: '2026-11-23 19:00:00' });
    const phoned = await staffCall('POST', '/api/v1/staff/phone-orders', phoneOrder());
    expect(phoned.status).toBe(200);
    expect(phoned.body).toMatchObject({ payment_url: null, time_not_offered: false });
    const [a, b] = [await orderRow(online.id), await orderRow(phoned.body.order_id)];
    const money = (row: typeof a) => ({
      subtotal: row?.subtotalCents,
      fee: row?.deliveryFeeCents,
      total: row?.totalCents,
      vat: row?.vatCents,
      deposit: row?.depositCents,
    });
    expect(money(b)).toEqual(money(a));
    expect(phoned.body.total_cents).toBe(a?.totalCents);
    expect(await vatOf(phoned.body.order_id)).toEqual(await vatOf(online.id));
    expect(b).toMatchObject({
      source: 'phone',
      customerId: null,
      status: 'pending',
      paymentMethod: 'cash_on_delivery',
      allergyAnswer: 'yes',
      allergyDetails: 'Peanuts and tree nuts',
      toPayCents: 0,
    });
    const logged = await bed.ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `order ${phoned.body.order_reference}`));
    expect(logged.map((action) => action.action)).toEqual([phoneOrderMessages.staffAction]);
  });

  it('needs the allergy question answered, and what the allergy is when yes; nothing is placed without', async () => {
    const before = (await bed.ctx.db.select().from(orders)).length;
    const unasked = await staffCall('POST', '/api/v1/staff/phone-orders', phoneOrder({ allergy: undefined }));
    expect(unasked.status).toBe(400);
    expect(unasked.body.errors[0].message).toBe(phoneOrderMessages.allergyRequired);
    const unsaid = await staffCall(
      'POST',
      '/api/v1/staff/phone-orders',
      phoneOrder({ allergy: { answer: 'yes' } }),
    );
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.errors[0].message).toBe(phoneOrderMessages.allergyDetails);
    expect((await bed.ctx.db.select().from(orders)).length).toBe(before);
    const none = await staffCall(
      'POST',
      '/api/v1/staff/phone-orders',
      phoneOrder({ allergy: { answer: 'no' } }),
    );
    expect(none.status).toBe(200);
    expect(await orderRow(none.body.order_id)).toMatchObject({ allergyAnswer: 'no', allergyDetails: null });
  });

  it('for an account, e-mails the written confirmation with its prices, VAT, allergens, time and the allergy told', async () => {
    const customer = await register(bed.ctx);
    await confirmEmail(bed.ctx, customer);
    const phoned = await staffCall(
      'POST',
      '/api/v1/staff/phone-orders',
      phoneOrder({ customer_id: customer.id }),
    );
    expect(phoned.status).toBe(200);
    const [receipt] = (await emailsTo(bed.ctx, customer.email)).filter((email) =>
      email.subject.includes(phoned.body.order_reference),
    );
    expect(receipt?.textBody).toContain('Food allergy you told us of: Peanuts and tree nuts');
    expect(receipt?.textBody).toContain('Collection on');
    expect(receipt?.textBody).toContain(formatEuro(phoned.body.total_cents));
    expect(receipt?.textBody).toMatch(/VAT/);

    // By link: the receipt says it awaits payment and carries the link, with when it lapses.
    const linked = await staffCall(
      'POST',
      '/api/v1/staff/phone-orders',
      phoneOrder({ customer_id: customer.id, payment: 'link', schedule_at: '2026-11-23 21:45:00' }),
    );
    const [linkReceipt] = (await emailsTo(bed.ctx, customer.email)).filter((email) =>
      email.subject.includes(linked.body.order_reference),
    );
    expect(linkReceipt?.textBody).toContain(
      `Awaiting payment ${formatEuro(linked.body.total_cents)} by link`,
    );
    expect(linkReceipt?.textBody).toContain(
      `Pay by card here before 12:30 PM, or the order is cancelled: ${linked.body.payment_url}`,
    );
    // Left unpaid, it lapses as any phone order's link does.
    clock.set('2026-11-23T12:30:00Z');
    expect(await bed.ctx.app.sweepPaymentLinks()).toBe(1);
  });

  it('may take a time no longer offered online only when the staff say so, and says so', async () => {
    clock.set('2026-11-23T18:50:00Z');
    const soon = phoneOrder({ schedule_at: '2026-11-23 19:00:00' });
    const refused = await staffCall('POST', '/api/v1/staff/phone-orders', soon);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('slot_unavailable');
    const taken = await staffCall('POST', '/api/v1/staff/phone-orders', { ...soon, any_time: true });
    expect(taken.status).toBe(200);
    expect(taken.body.time_not_offered).toBe(true);
    const [logged] = await bed.ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `order ${taken.body.order_reference}`));
    expect(logged?.details).toMatchObject({ time_not_offered: '7:00 PM' });
  });

  it('paid by link waits with its whole price to pay; lapsed unpaid, it is cancelled and its slot given back', async () => {
    const phoned = await staffCall(
      'POST',
      '/api/v1/staff/phone-orders',
      phoneOrder({ schedule_at: '2026-11-23 20:30:00', payment: 'link' }),
    );
    expect(phoned.status).toBe(200);
    expect(phoned.body.payment_url).toMatch(/\/api\/v1\/payment-links\//);
    const order = await orderRow(phoned.body.order_id);
    expect(order).toMatchObject({ paymentMethod: 'digital_payment', toPayCents: phoned.body.total_cents });
    const slot = async () =>
      (
        await bed.ctx.db
          .select()
          .from(slotBookings)
          .where(eq(slotBookings.startsAt, order?.scheduledAt ?? new Date()))
      )[0]?.taken;
    expect(await slot()).toBe(1);
    const board = await staffCall('GET', `/api/v1/staff/orders/${phoned.body.order_id}`);
    expect(board.body).toMatchObject({
      source: 'phone',
      allergy: { answer: 'yes', details: 'Peanuts and tree nuts' },
      payment_state: 'link_due',
      paid: false,
    });
    // Never rejected by itself while it waits: the staff took it.
    clock.set('2026-11-23T12:20:00Z');
    await bed.ctx.app.rejectUnacceptedOrders();
    expect((await orderRow(phoned.body.order_id))?.status).toBe('pending');

    clock.set('2026-11-23T12:30:00Z');
    expect(await bed.ctx.app.sweepPaymentLinks()).toBe(1);
    await bed.ctx.app.settleEvents();
    expect(await orderRow(phoned.body.order_id)).toMatchObject({
      status: 'canceled',
      cancelReason: paymentLinkMessages.lapsedReason,
    });
    expect(await slot()).toBe(0);
    const lapsed = await staffCall('GET', `/api/v1/staff/orders/${phoned.body.order_id}`);
    expect(lapsed.body.payment_state).toBe('nothing_due');
    const [link] = await bed.ctx.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.orderId, phoned.body.order_id));
    expect(link?.status).toBe('lapsed');
  });
});
