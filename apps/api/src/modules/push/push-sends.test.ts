import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_VAPID_KEYS } from '../../config.ts';
import { restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { type FakePushService, startFakePushService } from '../../test/fake-push-service.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/**
 * One push service that never answers delays nobody else's pushes (the third probe's finding 2:
 * 12 such subscriptions held another customer's "accepted" push back 150 s).
 */

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');

let ctx: TestContext;
let pushService: FakePushService;
/** A server that takes every connection and never says a word. */
let silent: Server;
const held = new Set<Socket>();

beforeAll(async () => {
  pushService = await startFakePushService({ vapidPublicKey: DEVELOPMENT_VAPID_KEYS.publicKey });
  silent = createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  ctx = await createTestApp({ clock, env: { PUSH_ALLOW_HTTP: 'true' } });
  await ctx.db.update(restaurants).set({ slotCapacity: 500 });
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  await ctx.close();
  await pushService.close();
});

describe('pushes to a push service that never answers', () => {
  it('20 of them delay another customer’s push by under 15 s', async () => {
    const cook = await signInStaff(ctx);
    const accept = (orderId: number) =>
      call(ctx, 'POST', `/api/v1/staff/orders/${orderId}/accept`, { token: cook.token, body: {} });
    const silentPort = (silent.address() as AddressInfo).port;
    const keys = pushService.newSubscriber().subscription.keys;

    // Two customers, 10 browsers each, every endpoint at the silent server; their orders accepted.
    for (const who of ['first', 'second']) {
      const stalling = await register(ctx);
      for (let browser = 0; browser < 10; browser += 1) {
        const saved = await call(ctx, 'POST', '/api/v1/customer/push-subscription', {
          token: stalling.token,
          body: { endpoint: `http://127.0.0.1:${silentPort}/push/${who}-${browser}`, keys },
        });
        expect(saved.body).toEqual({ subscribed: true });
      }
      await accept((await placeOrder(ctx, stalling.token)).id);
    }
    await expect.poll(() => held.size).toBeGreaterThan(0);

    const customer = await register(ctx);
    const browser = pushService.newSubscriber();
    await call(ctx, 'POST', '/api/v1/customer/push-subscription', {
      token: customer.token,
      body: browser.subscription,
    });
    const placed = await placeOrder(ctx, customer.token);
    const acceptedAt = performance.now();
    await accept(placed.id);
    await expect.poll(() => pushService.pushesTo(browser).length, { timeout: 15_000, interval: 50 }).toBe(1);
    const delayMs = performance.now() - acceptedAt;
    expect(delayMs).toBeLessThan(15_000);
  });
});
