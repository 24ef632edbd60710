import { paymentLinkMessages } from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSimulatedGateway } from '../../adapters/payments/simulated-gateway.ts';
import { orders, paymentLinks, slotBookings, staffActions } from '../../db/schema.ts';
import { register } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';
import { createPaymentLink } from './payment-links.ts';

/*
 * Payment links (issue 49, decision 063) on the simulated gateway: a phone order waits for its link
 * ("awaiting payment": the order's whole price to pay); paid on the gateway's page it owes nothing;
 * left unpaid past the restaurant's minutes it lapses, the order is cancelled and its slot given
 * back, and the page takes no payment after.
 */
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  token = (await register(ctx)).token;
});
afterAll(() => ctx.close());
beforeEach(() => clock.reset());

/** A cash order made to wait for a phone order's link of its whole price, as a phone order placed by link does. */
async function awaitingLink(scheduleAt: string) {
  const placed = await placeOrder(ctx, token, { scheduleAt });
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
  if (!order) throw new Error('no order');
  const gateway = createSimulatedGateway({ db: ctx.db, clock });
  const link = await ctx.db.transaction(async (tx) => {
    await tx.update(orders).set({ toPayCents: order.totalCents }).where(eq(orders.id, order.id));
    return createPaymentLink(
      tx,
      { clock, config: { siteUrl: 'http://localhost' }, paymentGateway: gateway },
      {
        orderId: order.id,
        reference: order.reference,
        amountCents: order.totalCents,
        purpose: 'phone_order',
      },
    );
  });
  return { order, link, path: new URL(link.url).pathname };
}

const slotTaken = async (startsAt: Date) =>
  (await ctx.db.select().from(slotBookings).where(eq(slotBookings.startsAt, startsAt)))[0]?.taken ?? 0;

async function gatewayPage(path: string) {
  const opened = await ctx.app.inject({ method: 'GET', url: path });
  expect(opened.statusCode).toBe(303);
  return new URL(opened.headers.location ?? '').pathname;
}

describe('a payment link', () => {
  it('lapses after the restaurant’s minutes: the phone order is cancelled, its slot given back, and no payment taken', async () => {
    const { order, link, path } = await awaitingLink('2026-11-23 19:30:00');
    expect(link.expiresAt.toISOString()).toBe('2026-11-23T12:30:00.000Z');
    const page = await gatewayPage(path);
    const taken = await slotTaken(order.scheduledAt);
    expect(taken).toBeGreaterThan(0);

    clock.set('2026-11-23T12:29:00Z');
    expect(await ctx.app.sweepPaymentLinks()).toBe(0);
    clock.set('2026-11-23T12:30:00Z');
    expect(await ctx.app.sweepPaymentLinks()).toBe(1);
    await ctx.app.settleEvents();

    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'canceled', cancelReason: paymentLinkMessages.lapsedReason });
    expect(await slotTaken(order.scheduledAt)).toBe(taken - 1);
    const [row] = await ctx.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row?.status).toBe('lapsed');
    const logged = await ctx.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subject, `order ${order.reference}`));
    expect(logged.map((action) => action.action)).toContain(paymentLinkMessages.staffLapsed);

    // The gateway's page was given up: "Pay" takes nothing, and the link says it lapsed.
    const paid = await ctx.app.inject({ method: 'POST', url: page });
    expect(paid.statusCode).toBe(303);
    const [still] = await ctx.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(still?.status).toBe('lapsed');
    const shown = await ctx.app.inject({ method: 'GET', url: path });
    expect(shown.body).toContain(paymentLinkMessages.lapsed(order.reference));
    expect(await ctx.app.sweepPaymentLinks()).toBe(0);
  });

  it('paid in time leaves nothing to pay, and never lapses', async () => {
    const { order, path } = await awaitingLink('2026-11-23 19:45:00');
    const page = await gatewayPage(path);
    // Opened again: the same page, never a second one to pay on.
    expect(await gatewayPage(path)).toBe(page);
    await ctx.app.inject({ method: 'POST', url: page });
    await ctx.app.settleEvents();
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'pending', toPayCents: 0 });

    clock.set('2026-11-23T13:00:00Z');
    expect(await ctx.app.sweepPaymentLinks()).toBe(0);
    const shown = await ctx.app.inject({ method: 'GET', url: path });
    expect(shown.body).toContain(paymentLinkMessages.paid(order.reference));
  });

  it('unknown is a 404 in the error shape', async () => {
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links/nothing-here' });
    expect(shown.statusCode).toBe(404);
    expect(shown.json().message).toBe('Payment link not found');
  });
});
