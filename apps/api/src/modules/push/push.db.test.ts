import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_VAPID_KEYS } from '../../config.ts';
import { pushOutbox, pushSubscriptions, restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import {
  type FakePushService,
  startFakePushService,
  type TestSubscriber,
} from '../../test/fake-push-service.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const START = '2026-11-23T12:00:00Z';
const clock = fixedClock(START);
const minutesLater = (minutes: number) =>
  clock.set(new Date(Date.parse(START) + minutes * 60_000).toISOString());

let ctx: TestContext;
let pushService: FakePushService;
let cook: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  pushService = await startFakePushService({ vapidPublicKey: DEVELOPMENT_VAPID_KEYS.publicKey });
  ctx = await createTestApp({ clock, env: { PUSH_ALLOW_HTTP: 'true' } });
  await ctx.db.update(restaurants).set({ slotCapacity: 500 });
  cook = await signInStaff(ctx);
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});
beforeEach(() => clock.reset());

const subscribeCustomer = (token: string, subscriber: TestSubscriber) =>
  call(ctx, 'POST', '/api/v1/customer/push-subscription', { token, body: subscriber.subscription });
const subscriptionRows = (endpoint: string) =>
  ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('a customer’s push subscription', () => {
  it('gives browsers the VAPID public key to subscribe with', async () => {
    const answer = await call(ctx, 'GET', '/api/v1/push/config');
    expect(answer.body).toEqual({ vapid_public_key: DEVELOPMENT_VAPID_KEYS.publicKey });
  });

  it('is saved once per browser: its owner subscribing again renews the keys; another moves nothing', async () => {
    const first = await register(ctx);
    const second = await register(ctx);
    const browser = pushService.newSubscriber();
    expect((await subscribeCustomer(first.token, browser)).body).toEqual({ subscribed: true });
    expect(await subscriptionRows(browser.subscription.endpoint)).toHaveLength(1);

    // The same browser with new keys, for its owner: one row, the new keys.
    const renewed = { ...browser, subscription: { ...browser.subscription } };
    renewed.subscription.keys = pushService.newSubscriber().subscription.keys;
    await subscribeCustomer(first.token, renewed);
    const rows = await subscriptionRows(browser.subscription.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(renewed.subscription.keys.p256dh);

    // Another customer who learnt the endpoint: answered as if saved, nothing changed (finding 4).
    const taken = { ...browser, subscription: { ...browser.subscription } };
    taken.subscription.keys = pushService.newSubscriber().subscription.keys;
    expect((await subscribeCustomer(second.token, taken)).body).toEqual({ subscribed: true });
    expect(await subscriptionRows(browser.subscription.endpoint)).toEqual(rows);

    const state = (token: string) =>
      call(ctx, 'POST', '/api/v1/customer/push-subscription/state', {
        token,
        body: { endpoint: browser.subscription.endpoint },
      });
    expect((await state(first.token)).body).toEqual({ subscribed: true });
    expect((await state(second.token)).body).toEqual({ subscribed: false });
    // Only its owner removes it; twice is no error.
    await call(ctx, 'POST', '/api/v1/customer/push-subscription/remove', {
      token: second.token,
      body: { endpoint: browser.subscription.endpoint },
    });
    expect(await subscriptionRows(browser.subscription.endpoint)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) {
      const removed = await call(ctx, 'POST', '/api/v1/customer/push-subscription/remove', {
        token: first.token,
        body: { endpoint: browser.subscription.endpoint },
      });
      expect(removed.body).toEqual({ subscribed: false });
    }
    expect(await subscriptionRows(browser.subscription.endpoint)).toHaveLength(0);
  });

  it('are at most 10 per customer: the oldest goes, also when 12 browsers subscribe at once', async () => {
    const customer = await register(ctx);
    const browsers = Array.from({ length: 12 }, () => pushService.newSubscriber());
    for (const [index, browser] of browsers.entries()) {
      minutesLater(index);
      await subscribeCustomer(customer.token, browser);
    }
    const kept = await ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, customer.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .slice(2)
        .map((browser) => browser.subscription.endpoint)
        .sort(),
    );

    const atOnce = await register(ctx);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => subscribeCustomer(atOnce.token, pushService.newSubscriber())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const rows = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, atOnce.id));
    expect(rows).toHaveLength(10);
  });

  it('refuses a bad subscription in the error shape, and any without signing in', async () => {
    const customer = await register(ctx);
    const browser = pushService.newSubscriber();
    const badKey = { ...browser.subscription, keys: { ...browser.subscription.keys, p256dh: 'short' } };
    const refused = await call(ctx, 'POST', '/api/v1/customer/push-subscription', {
      token: customer.token,
      body: badKey,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ code: 'p256dh' });
    expect(
      (await call(ctx, 'POST', '/api/v1/customer/push-subscription', { body: browser.subscription })).status,
    ).toBe(401);
  });

  it('carries the order’s news to the browser, encrypted and signed, and opens the order’s page', async () => {
    const customer = await register(ctx);
    const browser = pushService.newSubscriber();
    await subscribeCustomer(customer.token, browser);
    const placed = await placeOrder(ctx, customer.token);
    await ctx.app.sendDuePushes();
    // Placing is the customer's own act: no push for it.
    expect(pushService.pushesTo(browser)).toHaveLength(0);

    const staffCall = (path: string, body: object) => call(ctx, 'POST', path, { token: cook.token, body });
    await staffCall(`/api/v1/staff/orders/${placed.id}/accept`, {});
    await staffCall(`/api/v1/staff/orders/${placed.id}/advance`, { status: 'processing' });
    await staffCall(`/api/v1/staff/orders/${placed.id}/advance`, { status: 'handover' });
    await staffCall(`/api/v1/staff/orders/${placed.id}/advance`, { status: 'delivered' });
    await ctx.app.sendDuePushes();

    expect(pushService.refused).toEqual([]);
    const pushes = pushService.pushesTo(browser).map((push) => push.payload);
    expect(pushes.map((push) => push.status)).toEqual(['confirmed', 'handover', 'delivered']);
    expect(pushes[0]).toMatchObject({
      title: `Order #${placed.reference} accepted`,
      reference: placed.reference,
      url: `/profile/orders/${placed.id}`,
      tag: `order-${placed.id}`,
    });
    expect(pushes[0]?.body).toMatch(/ready to collect at about \d/);
    expect(pushes[2]?.title).toBe(`Order #${placed.reference} collected`);
  });

  it('is removed, with its pushes, when the push service says it is gone (410)', async () => {
    const customer = await register(ctx);
    const kept = pushService.newSubscriber();
    const dropped = pushService.newSubscriber();
    await subscribeCustomer(customer.token, kept);
    await subscribeCustomer(customer.token, dropped);
    pushService.markGone(dropped);
    const placed = await placeOrder(ctx, customer.token);
    await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/accept`, { token: cook.token, body: {} });
    await ctx.app.sendDuePushes();

    expect(pushService.pushesTo(kept)).toHaveLength(1);
    expect(await subscriptionRows(dropped.subscription.endpoint)).toHaveLength(0);
    expect(await subscriptionRows(kept.subscription.endpoint)).toHaveLength(1);
  });

  it('is retried with back-off while the push service fails', async () => {
    const customer = await register(ctx);
    const browser = pushService.newSubscriber();
    // An endpoint the fake does not know answers 404 and would be removed: a closed port fails instead.
    const unreachable = { ...browser.subscription, endpoint: 'http://127.0.0.1:9/push/nobody' };
    await call(ctx, 'POST', '/api/v1/customer/push-subscription', {
      token: customer.token,
      body: unreachable,
    });
    const placed = await placeOrder(ctx, customer.token);
    await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/accept`, { token: cook.token, body: {} });
    await ctx.app.sendDuePushes();
    const [row] = await ctx.db
      .select()
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, unreachable.endpoint));
    expect(row?.push_outbox).toMatchObject({ attempts: 1, sentAt: null });
    expect(row?.push_outbox.error).toBeTruthy();
    expect(row?.push_outbox.nextAttemptAt.getTime()).toBe(Date.parse(START) + 30_000);
  });
});

describe('a member of staff’s device', () => {
  it('is registered, hears of each new order, and of one still waiting at the alert time, once', async () => {
    const owner = await signInStaff(ctx, 'admin');
    const phone = pushService.newSubscriber();
    const registered = await call(ctx, 'POST', '/api/v1/staff/push-device', {
      token: owner.token,
      body: phone.subscription,
    });
    expect(registered.body).toEqual({ subscribed: true });
    expect((await subscriptionRows(phone.subscription.endpoint))[0]?.staffMemberId).toBe(owner.id);
    // A customer's token does not register a staff device.
    const customer = await register(ctx);
    const asCustomer = await call(ctx, 'POST', '/api/v1/staff/push-device', {
      token: customer.token,
      body: pushService.newSubscriber().subscription,
    });
    expect(asCustomer.status).toBe(403);

    const placed = await placeOrder(ctx, customer.token);
    await ctx.app.sendDuePushes();
    expect(pushService.pushesTo(phone).map((push) => push.payload)).toEqual([
      expect.objectContaining({ title: `New order #${placed.reference}`, url: '/staff', status: 'pending' }),
    ]);

    // The restaurant's alert time (4 minutes by default) passes with the order unaccepted.
    minutesLater(3);
    expect(await ctx.app.emailWaitingOrders()).toBe(0);
    minutesLater(5);
    expect(await ctx.app.emailWaitingOrders()).toBeGreaterThanOrEqual(1);
    minutesLater(6);
    await ctx.app.emailWaitingOrders();
    await ctx.app.settleEvents();
    await ctx.app.sendDuePushes();
    const waiting = pushService
      .pushesTo(phone)
      .filter((push) => push.payload.title === `Order #${placed.reference} is waiting`);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.payload.body).toMatch(/for 5 minutes/);
  });
  it('never moves to a customer who subscribes its endpoint: the device still hears of new orders', async () => {
    const member = await signInStaff(ctx);
    const tablet = pushService.newSubscriber();
    await call(ctx, 'POST', '/api/v1/staff/push-device', { token: member.token, body: tablet.subscription });
    const customer = await register(ctx);
    const taken = { ...tablet.subscription, keys: pushService.newSubscriber().subscription.keys };
    const answer = await call(ctx, 'POST', '/api/v1/customer/push-subscription', {
      token: customer.token,
      body: taken,
    });
    expect(answer.body).toEqual({ subscribed: true });
    const [row] = await subscriptionRows(tablet.subscription.endpoint);
    expect(row).toMatchObject({
      staffMemberId: member.id,
      customerId: null,
      p256dh: tablet.subscription.keys.p256dh,
    });

    const placed = await placeOrder(ctx, customer.token);
    await ctx.app.sendDuePushes();
    expect(pushService.pushesTo(tablet).map((push) => push.payload.title)).toContain(
      `New order #${placed.reference}`,
    );
  });

  it('are at most 10 per member of staff, the oldest going', async () => {
    const member = await signInStaff(ctx);
    const devices = Array.from({ length: 11 }, () => pushService.newSubscriber());
    for (const [index, device] of devices.entries()) {
      minutesLater(index);
      await call(ctx, 'POST', '/api/v1/staff/push-device', {
        token: member.token,
        body: device.subscription,
      });
    }
    const kept = await ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.staffMemberId, member.id));
    expect(kept).toHaveLength(10);
    expect(kept.map((row) => row.endpoint)).not.toContain(devices[0]?.subscription.endpoint);
  });

  it('is heard from while its member is on the team: a member disabled hears of no new order', async () => {
    const admin = await signInStaff(ctx, 'admin');
    const member = await signInStaff(ctx);
    const phone = pushService.newSubscriber();
    await call(ctx, 'POST', '/api/v1/staff/push-device', { token: member.token, body: phone.subscription });
    const customer = await register(ctx);
    const before = await placeOrder(ctx, customer.token);
    await ctx.app.sendDuePushes();
    expect(pushService.pushesTo(phone).map((push) => push.payload.title)).toEqual([
      `New order #${before.reference}`,
    ]);

    const disabled = await call(ctx, 'PATCH', `/api/v1/staff/members/${member.id}`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    const after = await placeOrder(ctx, customer.token);
    await ctx.app.sendDuePushes();
    const titles = pushService.pushesTo(phone).map((push) => push.payload.title);
    expect(titles).not.toContain(`New order #${after.reference}`);
    expect(titles).toHaveLength(1);
  });
});
