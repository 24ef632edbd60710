import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema.ts';
import { call, emailsTo, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/*
 * Payment told truly everywhere (issue 29): a card order never reads as cash, a refunded one says
 * how much goes back and when, and a cash order says paid once handed over and nothing due once
 * cancelled — in the e-mails, and in every answer the board, the ticket, the order page and the
 * lists are drawn from.
 */

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
beforeEach(() => clock.reset());
let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;
let restaurantEmail: string;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.db.update(restaurants).set({ slotCapacity: 100_000 });
  cook = await signInStaff(ctx);
  const [restaurant] = await ctx.db.select().from(restaurants);
  restaurantEmail = restaurant?.email ?? '';
});
afterAll(() => ctx.close());

const staffCall = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(ctx, method, url, { token: cook.token, body });

/** The order as each answer carries it: the board, the ticket, the order page and the two lists. */
async function answersAbout(orderId: number, token: string) {
  const board = await staffCall('GET', '/api/v1/staff/orders');
  const ticket = await staffCall('GET', `/api/v1/staff/orders/${orderId}`);
  const page = await call(ctx, 'GET', `/api/v1/customer/order/${orderId}`, { token });
  const list = await call(ctx, 'GET', '/api/v1/customer/order/list', { token });
  const pick = ({
    payment_state,
    refunded_cents,
  }: {
    payment_state: string;
    refunded_cents: number | null;
  }) => ({
    payment_state,
    refunded_cents,
  });
  const own = (orders: { id: number; payment_state: string; refunded_cents: number | null }[]) => {
    const found = orders.find((order) => order.id === orderId);
    if (!found) throw new Error(`order ${orderId} not in the answer`);
    return pick(found);
  };
  return {
    board: own(board.body.orders),
    ticket: pick(ticket.body),
    page: pick(page.body),
    list: own(list.body.orders),
  };
}

const everywhere = (payment: { payment_state: string; refunded_cents: number | null }) => ({
  board: payment,
  ticket: payment,
  page: payment,
  list: payment,
});

describe('a card order', () => {
  it('is paid by card in the receipt, the restaurant’s new-order e-mail and every answer', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token, { card: true });
    const [receipt] = await emailsTo(ctx, customer.email);
    expect(receipt?.textBody).toContain('Payment: Paid by card');
    expect(receipt?.textBody).not.toMatch(/\bcash\b/i);
    const kitchen = (await emailsTo(ctx, restaurantEmail)).find((mail) =>
      mail.subject.includes(placed.reference),
    );
    expect(kitchen?.textBody).toContain('Payment: Paid by card');
    expect(kitchen?.textBody).not.toMatch(/\bcash\b/i);
    expect(await answersAbout(placed.id, customer.token)).toEqual(
      everywhere({ payment_state: 'card_paid', refunded_cents: null }),
    );
  });

  it('once cancelled, is refunded with its amount and timing, never cash due', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token, { card: true });
    await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, {});
    const canceled = await staffCall('POST', `/api/v1/staff/orders/${placed.id}/cancel`, {
      reason: 'The tandoor broke down.',
    });
    expect(canceled.body).toMatchObject({ status: 'refunded', payment_state: 'card_refunded' });
    const total = canceled.body.total_cents;
    expect(total).toBeGreaterThan(0);
    expect(await answersAbout(placed.id, customer.token)).toEqual(
      everywhere({ payment_state: 'card_refunded', refunded_cents: total }),
    );
    const [told] = await emailsTo(ctx, customer.email);
    expect(told?.subject).toBe(`Order #${placed.reference} cancelled and refunded`);
    expect(told?.textBody).toContain(`Payment: Refunded €${(total / 100).toFixed(2)} (5-10 business days)`);
  });
});

describe('a cash order', () => {
  it('is cash due until collected, then paid in cash', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    const [receipt] = await emailsTo(ctx, customer.email);
    expect(receipt?.textBody).toMatch(/Payment: Cash due €\d+\.\d\d/);
    expect(await answersAbout(placed.id, customer.token)).toEqual(
      everywhere({ payment_state: 'cash_due', refunded_cents: null }),
    );
    await staffCall('POST', `/api/v1/staff/orders/${placed.id}/accept`, {});
    for (const status of ['processing', 'handover', 'delivered']) {
      await staffCall('POST', `/api/v1/staff/orders/${placed.id}/advance`, { status });
    }
    expect(await answersAbout(placed.id, customer.token)).toEqual(
      everywhere({ payment_state: 'cash_paid', refunded_cents: null }),
    );
    const [collected] = await emailsTo(ctx, customer.email);
    expect(collected?.textBody).toContain('Payment: Paid in cash');
  });

  it('once rejected, owes nothing', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    await staffCall('POST', `/api/v1/staff/orders/${placed.id}/cancel`, { reason: 'We are out of onions.' });
    expect(await answersAbout(placed.id, customer.token)).toEqual(
      everywhere({ payment_state: 'nothing_due', refunded_cents: null }),
    );
    const [told] = await emailsTo(ctx, customer.email);
    expect(told?.subject).toBe(`Order #${placed.reference} cancelled`);
    expect(told?.textBody).toContain('Payment: Nothing due');
    expect(told?.textBody).not.toContain('Cash due');
  });
});
