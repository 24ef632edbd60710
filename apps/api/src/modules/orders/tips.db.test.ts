import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments, restaurants, simulatedPaymentIntents } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { clientAddress } from '../../test/test-app.ts';
import { collectionOrder, euro, place, quote, startOrderTestbed } from './orders.testbed.ts';

/*
 * Tips by the law (issue 51, decision 065): three onion bhajis (€19.50 at 9 %) for collection,
 * the seeded settings offering 5, 10 and 15 % or an amount up to €50. The server works the tip out,
 * refuses it on cash and outside the choices, charges the card the total and the tip, keeps the tip
 * out of the takings and the VAT, and gives it back with a whole refund only.
 */
const bed = startOrderTestbed();
type Customer = Awaited<ReturnType<typeof register>>;

/** The basket without how it is paid, as wpay takes it. */
function basket(tip: unknown) {
  const { payment_method: _method, order_amount: _amount, ...order } = collectionOrder({ tip });
  return order;
}

async function paidByCard(customer: Customer, tip: unknown) {
  const asked = await call(bed.ctx, 'POST', '/api/v1/stripe/wpay', {
    token: customer.token,
    body: { order: basket(tip) },
  });
  if (asked.status !== 200) return { asked, intentId: '' };
  const paid = await call(bed.ctx, 'POST', '/api/v1/payments/simulated/confirm', {
    token: customer.token,
    body: {
      payment_intent_id: asked.body.stripePaymentId,
      client_secret: asked.body.clientSecret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    },
  });
  expect(paid.body?.status).toBe('succeeded');
  return { asked, intentId: asked.body.stripePaymentId as string };
}

async function cardOrderWithTip(customer: Customer, tip: unknown, placedTip: unknown = tip) {
  const { intentId } = await paidByCard(customer, tip);
  return place(
    customer.token,
    collectionOrder({
      payment_method: 'digital_payment',
      stripe_payment_intent_id: intentId,
      tip: placedTip,
    }),
  );
}

const orderRow = async (orderId: number) =>
  (await bed.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0];

async function csv(token: string, kind: string) {
  const response = await bed.ctx.app.inject({
    method: 'GET',
    url: `/api/v1/staff/reports/${kind}.csv?from=2026-11-23&to=2026-11-23`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: clientAddress(),
  });
  return response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

describe('a tip at checkout', () => {
  it('is refused on cash, and no order is made', async () => {
    const customer = await register(bed.ctx);
    const placed = await place(customer.token, collectionOrder({ tip: { percent: 10 } }));
    expect(placed.status).toBe(422);
    expect(placed.body.errors[0]).toMatchObject({
      code: 'invalid_tip',
      message: 'A tip can be added to a card payment only.',
    });
    expect(await bed.ctx.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
  });

  it('is bounded by the settings: a percentage not offered or an amount over the most is refused before paying', async () => {
    const customer = await register(bed.ctx);
    const quoted = await quote(
      customer.token,
      collectionOrder({ payment_method: undefined, tip: { percent: 12 } }),
    );
    expect(quoted.body.problems).toContainEqual(expect.objectContaining({ code: 'invalid_tip' }));
    for (const tip of [{ percent: 12 }, { amount: '50.01' }, { amount: '0.00' }]) {
      const { asked } = await paidByCard(customer, tip);
      expect(asked.status, JSON.stringify(tip)).toBe(422);
      expect(asked.body.errors[0].code).toBe('invalid_tip');
    }
    // Tips off: none is taken at all.
    const seeded = bed.restaurant.tipSettings;
    await bed.ctx.db
      .update(restaurants)
      .set({ tipSettings: { ...seeded, percents: [], custom_max_cents: 0 } });
    const { asked } = await paidByCard(customer, { percent: 10 });
    await bed.ctx.db.update(restaurants).set({ tipSettings: seeded });
    expect(asked.body.errors[0]).toMatchObject({
      code: 'invalid_tip',
      message: 'This restaurant does not take tips online.',
    });
  });

  it('charges the card the total and the tip worked out by the server, and keeps the tip apart', async () => {
    const customer = await register(bed.ctx);
    const { asked } = await paidByCard(customer, { percent: 10 });
    // 10 % of €19.50 is €1.95, whatever the browser says.
    expect(asked.body.amount).toBe(euro(19_50 + 1_95));
    const placed = await cardOrderWithTip(customer, { percent: 10 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.total).toBe('19.50');
    // The placed-order dialog says what the card was charged: the total and the tip.
    expect(placed.body.tip).toBe('1.95');
    expect(await orderRow(placed.body.order_id)).toMatchObject({ totalCents: 19_50, tipCents: 1_95 });
    const page = await call(bed.ctx, 'GET', `/api/v1/customer/order/${placed.body.order_id}`, {
      token: customer.token,
    });
    expect(page.body).toMatchObject({ total_cents: 19_50, tip_cents: 1_95, money: { paid_cents: 21_45 } });
  });

  it('is refused when the card paid for another tip than the one placed', async () => {
    const customer = await register(bed.ctx);
    // Paid with 5 %, placed saying 10 %: the card's amount is not the order's.
    const placed = await cardOrderWithTip(customer, { percent: 5 }, { percent: 10 });
    expect(placed.status).toBe(422);
    expect(placed.body.errors[0].code).toBe('payment_failed');
  });
});

describe('tips in the reports and refunds', () => {
  it('stay out of the takings and the VAT, in a ledger of their own; a whole refund gives the tip back', async () => {
    const admin = await signInStaff(bed.ctx, 'admin');
    const day = async () =>
      (await call(bed.ctx, 'GET', '/api/v1/staff/reports/day?date=2026-11-23', { token: admin.token })).body;
    const before = await day();
    const customer = await register(bed.ctx);
    const kept = await cardOrderWithTip(customer, { amount: '3.00' });
    const returned = await cardOrderWithTip(customer, { percent: 15 });
    expect(kept.status).toBe(200);
    expect(returned.status).toBe(200);

    // A part refund never takes from the tip: at most the order's own total may go back.
    const refunds = await call(bed.ctx, 'GET', `/api/v1/staff/orders/${kept.body.order_id}/refunds`, {
      token: admin.token,
    });
    expect(refunds.body.refundable_cents).toBe(19_50);

    const cancel = await call(bed.ctx, 'POST', `/api/v1/staff/orders/${returned.body.order_id}/cancel`, {
      token: admin.token,
      body: { reason: 'Out of onions' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [payment] = await bed.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, returned.body.order_id));
    const [intent] = await bed.ctx.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, payment?.intentId ?? ''));
    // 15 % of €19.50 is €2.925: €2.93 went back with the €19.50.
    expect(intent).toMatchObject({ amountCents: 19_50 + 2_93, refundedCents: 19_50 + 2_93 });
    const page = await call(bed.ctx, 'GET', `/api/v1/customer/order/${returned.body.order_id}`, {
      token: customer.token,
    });
    expect(page.body).toMatchObject({ payment_state: 'card_refunded', refunded_cents: 19_50 + 2_93 });

    const after = await day();
    // The takings and the VAT moved by the kept order's total alone, to the cent.
    expect(after.takings.card_cents - before.takings.card_cents).toBe(2 * 19_50);
    expect(after.refunds.cents - before.refunds.cents).toBe(19_50);
    const gross = (report: { vat: { gross_cents: number }[] }) =>
      report.vat.reduce((sum, rate) => sum + rate.gross_cents, 0);
    expect(gross(after) - gross(before)).toBe(19_50);
    expect(after.tips.count - before.tips.count).toBe(2);
    expect(after.tips.taken_cents - before.tips.taken_cents).toBe(3_00 + 2_93);
    expect(after.tips.refunded_cents - before.tips.refunded_cents).toBe(2_93);
    expect(after.tips.net_cents - before.tips.net_cents).toBe(3_00);

    const [header, ...rows] = await csv(admin.token, 'tips');
    expect(header).toBe('Date,Orders with a tip,Tips taken,Tips refunded,Tips (net)');
    expect(rows).toEqual([
      `2026-11-23,${after.tips.count},${euro(after.tips.taken_cents)},${euro(after.tips.refunded_cents)},${euro(after.tips.net_cents)}`,
    ]);
    const orderLines = await csv(admin.token, 'orders');
    expect(orderLines.find((line) => line.includes(kept.body.order_reference))).toMatch(/,19\.50,3\.00$/);
  });
});
