import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushLookup } from '../../adapters/push-endpoint.ts';
import { DEVELOPMENT_VAPID_KEYS } from '../../config.ts';
import { pushOutbox, pushSubscriptions, restaurants } from '../../db/schema.ts';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { type FakePushService, startFakePushService } from '../../test/fake-push-service.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/**
 * The server posts only to push services (the third probe's finding 1, decision 060): a
 * subscription's endpoint is https on 443 at a DNS name, and that name's address is public when
 * the push is sent, the connection going to the address that was checked.
 */

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** The test's DNS: names a customer may register, each with the addresses it answers. */
const dnsAnswers: Record<string, string[]> = {
  'push.attacker.example': ['127.0.0.1'],
  'mapped.attacker.example': ['::ffff:127.0.0.1'],
  'metadata.attacker.example': ['169.254.169.254'],
  'office.attacker.example': ['93.184.215.14', '10.0.0.7'],
};
const asked: string[] = [];
const lookup: PushLookup = async (hostname) => {
  asked.push(hostname);
  const addresses = dnsAnswers[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, pushLookup: lookup });
  await ctx.db.update(restaurants).set({ slotCapacity: 500 });
});
afterAll(() => ctx.close());

const subscribe = (token: string, endpoint: string) =>
  call(ctx, 'POST', '/api/v1/customer/push-subscription', { token, body: { endpoint, keys: KEYS } });

describe('a subscription’s endpoint', () => {
  it('is refused unless https on port 443 at a DNS name: every notation of this machine included', async () => {
    const customer = await register(ctx);
    const refusedEndpoints = [
      'https://127.0.0.1/push/x',
      'https://127.0.0.1:8443/push/x',
      'https://localhost/push/x',
      'https://localhost./push/x',
      'https://push.localhost/push/x',
      'https://[::ffff:127.0.0.1]/push/x',
      'https://[::1]/push/x',
      'https://2130706433/push/x',
      'https://127.1/push/x',
      'https://0x7f000001/push/x',
      'https://0177.0.0.1/push/x',
      'https://0x7f.0.0.1/push/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/push/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://intranet/push/x',
      'ftp://fcm.googleapis.com/fcm/send/x',
    ];
    for (const endpoint of refusedEndpoints) {
      const answer = await subscribe(customer.token, endpoint);
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body.errors[0].code, endpoint).toBe('endpoint');
    }
    const stored = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, customer.id));
    expect(stored).toEqual([]);
  });

  it('is accepted at the push services’ own addresses', async () => {
    const customer = await register(ctx);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
      'https://fcm.googleapis.com:443/fcm/send/explicit-port',
    ]) {
      expect((await subscribe(customer.token, endpoint)).body, endpoint).toEqual({ subscribed: true });
    }
  });

  it('is not posted to when its name resolves to an address that is not public, and the push is not retried', async () => {
    const customer = await register(ctx);
    const cook = await signInStaff(ctx);
    const endpoints = Object.keys(dnsAnswers).map((name) => `https://${name}/push/${customer.id}`);
    for (const endpoint of endpoints) {
      expect((await subscribe(customer.token, endpoint)).body).toEqual({ subscribed: true });
    }
    const placed = await placeOrder(ctx, customer.token);
    await call(ctx, 'POST', `/api/v1/staff/orders/${placed.id}/accept`, { token: cook.token, body: {} });
    await ctx.app.sendDuePushes();

    const pushes = await ctx.db
      .select({ endpoint: pushSubscriptions.endpoint, push: pushOutbox })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.customerId, customer.id));
    expect(pushes.map((row) => row.endpoint).sort()).toEqual([...endpoints].sort());
    for (const { endpoint, push } of pushes) {
      expect(asked).toContain(new URL(endpoint).hostname);
      expect(push.sentAt, endpoint).toBeNull();
      expect(push.error, endpoint).toMatch(/not a public address/);
      // Given up at once: a push service's name never resolves there.
      expect(push.nextAttemptAt.getUTCFullYear(), endpoint).toBe(9999);
    }
  });
});

describe('the connection', () => {
  let local: TestContext;
  let pushService: FakePushService;
  let answers = 0;
  beforeAll(async () => {
    pushService = await startFakePushService({
      vapidPublicKey: DEVELOPMENT_VAPID_KEYS.publicKey,
      hostname: 'push.rebinding.example',
    });
    // The name answers this machine once (checked: the local push service is allowed here), then
    // another address: a second look-up between the check and the connection would go there.
    const rebinding: PushLookup = async (hostname) => {
      if (hostname !== 'push.rebinding.example') return lookup(hostname);
      answers += 1;
      return [{ address: answers === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
    };
    local = await createTestApp({ clock, env: { PUSH_ALLOW_HTTP: 'true' }, pushLookup: rebinding });
    await local.db.update(restaurants).set({ slotCapacity: 500 });
  });
  afterAll(async () => {
    await local.close();
    await pushService.close();
  });

  it('goes to the address that was checked: the name is looked up once per push', async () => {
    const customer = await register(local);
    const cook = await signInStaff(local);
    const browser = pushService.newSubscriber();
    const saved = await call(local, 'POST', '/api/v1/customer/push-subscription', {
      token: customer.token,
      body: browser.subscription,
    });
    expect(saved.body).toEqual({ subscribed: true });
    const placed = await placeOrder(local, customer.token);
    await call(local, 'POST', `/api/v1/staff/orders/${placed.id}/accept`, { token: cook.token, body: {} });
    await local.app.sendDuePushes();

    expect(pushService.refused).toEqual([]);
    expect(pushService.pushesTo(browser).map((push) => push.payload.status)).toEqual(['confirmed']);
    expect(answers).toBe(1);
  });
});
