import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, restaurants } from '../../db/schema.ts';
import { call, emailsTo, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const START = '2026-11-23T12:00:00Z';
const clock = fixedClock(START);
const secondsLater = (seconds: number) =>
  clock.set(new Date(Date.parse(START) + seconds * 1000).toISOString());

let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { PUBLIC_URL: 'https://order.tiffin-cashel.ie' } });
  await ctx.db.update(restaurants).set({ slotCapacity: 500 });
  cook = await signInStaff(ctx);
});
afterAll(() => ctx.close());
beforeEach(() => clock.reset());

const alertsAbout = async (address: string, reference: string) =>
  (await emailsTo(ctx, address)).filter((email) =>
    email.subject.startsWith(`Order #${reference} is waiting`),
  );

describe('the e-mail about an order nobody accepts', () => {
  it('goes to the restaurant once, at the alert time and not before, naming the order, its wait, customer and total, with the board', async () => {
    const customer = await register(ctx);
    const placed = await placeOrder(ctx, customer.token);
    const accepted = await placeOrder(ctx, customer.token);
    await call(ctx, 'POST', `/api/v1/staff/orders/${accepted.id}/accept`, {
      token: cook.token,
      body: {},
    });

    secondsLater(3 * 60 + 59);
    expect(await ctx.app.emailWaitingOrders()).toBe(0);
    await ctx.app.settleEvents();
    expect(await alertsAbout('hello@tiffin-cashel.ie', placed.reference)).toHaveLength(0);

    secondsLater(4 * 60 + 10);
    // Two sweeps at once (two processes; the scheduled one may run too): one e-mail.
    const sent = await Promise.all([ctx.app.emailWaitingOrders(), ctx.app.emailWaitingOrders()]);
    expect(sent[0] + sent[1]).toBeLessThanOrEqual(1);
    secondsLater(5 * 60);
    expect(await ctx.app.emailWaitingOrders()).toBe(0);
    await ctx.app.settleEvents();

    const alerts = await alertsAbout('hello@tiffin-cashel.ie', placed.reference);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe(`Order #${placed.reference} is waiting to be accepted (4 minutes)`);
    expect(alerts[0]?.textBody).toContain(
      `Order #${placed.reference} from Aoife Ryan, €19.50, has waited 4 minutes without being accepted.`,
    );
    expect(alerts[0]?.textBody).toContain('https://order.tiffin-cashel.ie/staff');
    expect(await alertsAbout('hello@tiffin-cashel.ie', accepted.reference)).toHaveLength(0);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.alertEmailedAt).toEqual(new Date('2026-11-23T12:04:10Z'));
  });

  it('goes to the alert address when one is set', async () => {
    await ctx.db.update(restaurants).set({ alertEmail: 'kitchen@tiffin-cashel.ie' });
    try {
      const customer = await register(ctx);
      const placed = await placeOrder(ctx, customer.token);
      secondsLater(4 * 60);
      await ctx.app.emailWaitingOrders();
      await ctx.app.settleEvents();
      expect(await alertsAbout('kitchen@tiffin-cashel.ie', placed.reference)).toHaveLength(1);
      expect(await alertsAbout('hello@tiffin-cashel.ie', placed.reference)).toHaveLength(0);
    } finally {
      await ctx.db.update(restaurants).set({ alertEmail: null });
    }
  });
});
