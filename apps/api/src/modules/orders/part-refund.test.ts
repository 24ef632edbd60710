import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, simulatedRefunds, staffActions } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Part refunds' rules (issue 49, decision 070), on Monday 23 November 2026 at noon in Dublin: three
// onion bhajis at €6.50 (9%), €19.50, for collection.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  cook = await signInStaff(ctx);
});
afterAll(() => ctx.close());

const staffCall = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(ctx, method, url, { token: cook.token, body });
const refund = (orderId: number, body: unknown) =>
  staffCall('POST', `/api/v1/staff/orders/${orderId}/refunds`, body);

/** A cash order placed and handed over: its cash taken. */
async function cashTaken(customer: { token: string }) {
  const placed = await placeOrder(ctx, customer.token);
  await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, {});
  for (const status of ['processing', 'handover', 'delivered'])
    await staffCall('POST', `/api/v1/staff/orders/${placed.id}/advance`, { status });
  return placed;
}

describe('a part refund', () => {
  it('of a cash order: by line, then by amount, each told to the customer; then nothing more', async () => {
    const customer = await register(ctx);
    const placed = await cashTaken(customer);
    const before = await staffCall('GET', `/api/v1/staff/orders/${placed.id}/refunds`);
    expect(before.body).toMatchObject({
      method: 'cash',
      paid_cents: 1950,
      refunded_cents: 0,
      refundable_cents: 1950,
      refusal: null,
      refunds: [],
    });
    const lineId = before.body.lines[0].line_id;
    const byLine = await refund(placed.id, {
      reason: 'One bhaji was burnt',
      lines: [{ line_id: lineId, quantity: 1 }],
    });
    expect(byLine.status, JSON.stringify(byLine.body)).toBe(200);
    expect(byLine.body).toMatchObject({ refunded_cents: 650, refundable_cents: 1300 });
    expect(byLine.body.lines[0]).toMatchObject({ quantity: 3, refundable_quantity: 2 });
    expect(byLine.body.refunds[0]).toMatchObject({
      amount_cents: 650,
      method: 'cash',
      status: 'succeeded',
      lines: [{ line_id: lineId, name: 'Onion Bhaji', quantity: 1 }],
      // €6.50 at 9%: 650 × 9 / 109 = 53.67.
      vat: [{ rate_basis_points: 900, gross_cents: 650, vat_cents: 54 }],
    });
    const byAmount = await refund(placed.id, { reason: 'Sorry for the wait', amount_cents: 200 });
    expect(byAmount.body).toMatchObject({ refunded_cents: 850, refundable_cents: 1100 });

    const over = await refund(placed.id, { reason: 'Too much', amount_cents: 1101 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      message: `At most €11.00 can still be refunded on order #${placed.reference}`,
      errors: [
        {
          code: 'refund_unavailable',
          message: `At most €11.00 can still be refunded on order #${placed.reference}`,
        },
      ],
    });

    const news = await ctx.db.select().from(notifications).where(eq(notifications.customerId, customer.id));
    expect(news.map((row) => row.description).slice(-2)).toEqual([
      '€6.50 refunded: One bhaji was burnt',
      '€2.00 refunded: Sorry for the wait',
    ]);
    const logged = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `order ${placed.reference}`));
    expect(logged.filter((row) => row.action === 'refunded part of an order')).toHaveLength(2);

    const page = await call(ctx, 'GET', `/api/v1/customer/order/${placed.id}`, {
      token: customer.token,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.money).toEqual({
      paid_cents: 1950,
      refunded_cents: 850,
      due_cents: 0,
      refunds: [
        { amount_cents: 650, reason: 'One bhaji was burnt', method: 'cash', at: '2026-11-23T12:00:00.000Z' },
        { amount_cents: 200, reason: 'Sorry for the wait', method: 'cash', at: '2026-11-23T12:00:00.000Z' },
      ],
    });
    // The timeline shows each status once, though each refund marked it.
    expect(page.body.timeline.map((step: { status: string }) => step.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'handover',
      'delivered',
    ]);

    // The rest: the order is refunded.
    const rest = await refund(placed.id, { reason: 'On the house', amount_cents: 1100 });
    expect(rest.body).toMatchObject({ refunded_cents: 1950, refundable_cents: 0 });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.status).toBe('refunded');
    const none = await refund(placed.id, { reason: 'Again', amount_cents: 1 });
    expect(none.body.message).toBe(
      `Order #${placed.reference} has been refunded in full: nothing is left to refund`,
    );
  });

  it('is refused a reason, too many units, and cash not yet taken, with clear messages', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    const unpaid = await refund(placed.id, { reason: 'Burnt', amount_cents: 100 });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(
      `Order #${placed.reference} has not been paid in cash yet: there is no cash to hand back`,
    );
    const noReason = await refund(placed.id, { reason: ' ', amount_cents: 100 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toContainEqual({ code: 'reason', message: 'Say why, for the customer' });
    const both = await refund(placed.id, {
      reason: 'Burnt',
      amount_cents: 100,
      lines: [{ line_id: 1, quantity: 1 }],
    });
    expect(both.status).toBe(400);

    const taken = await cashTaken(customer);
    const { body } = await staffCall('GET', `/api/v1/staff/orders/${taken.id}/refunds`);
    const tooMany = await refund(taken.id, {
      reason: 'Burnt',
      lines: [{ line_id: body.lines[0].line_id, quantity: 4 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('At most 3 × Onion Bhaji can still be refunded');
  });

  it('of a card order goes back to the card through the gateway; cancelling it whole is then refused', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token, { card: true });
    const made = await refund(placed.id, { reason: 'No raita left', amount_cents: 500 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.refunds[0]).toMatchObject({ method: 'card', status: 'succeeded', amount_cents: 500 });
    const [row0] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
    const madeAtGateway = await ctx.db
      .select()
      .from(simulatedRefunds)
      .where(eq(simulatedRefunds.intentId, row0?.paymentIntentId ?? ''));
    expect(madeAtGateway.map((made) => made.amountCents)).toEqual([500]);
    const cancel = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/cancel`, {
      reason: 'Closing early',
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(
      `Part of order #${placed.reference} has been refunded: use "Refund part" for what is left`,
    );
    // What is left, refunded in part, refunds the running order whole: its slot and stock given back.
    const rest = await refund(placed.id, { reason: 'Closing early', amount_cents: 1450 });
    expect(rest.body).toMatchObject({ refunded_cents: 1950, refundable_cents: 0 });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status: 'refunded', cancelReason: 'Closing early' });
  });
});
