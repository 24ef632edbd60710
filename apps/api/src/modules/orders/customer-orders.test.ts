import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { openStream } from '../../test/event-stream-client.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
beforeEach(() => clock.reset());
let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  cook = await signInStaff(ctx, 'staff');
});
afterAll(() => ctx.close());

const staffCall = (url: string, body: unknown) => call(ctx, 'POST', url, { token: cook.token, body });

describe('GET /api/v1/customer/order/:orderId', () => {
  it('shows the customer’s own order with its VAT, its timeline and until when it can be canceled', async () => {
    const { token } = await register(ctx);
    const placed = await placeOrder(ctx, token, { scheduleAt: '2026-11-23 19:00:00' });
    const fresh = await call(ctx, 'GET', `/api/v1/customer/order/${placed.id}`, { token });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      id: placed.id,
      reference: placed.reference,
      status: 'pending',
      cancelable_until: '2026-11-23T12:02:00.000Z',
      timeline: [{ status: 'pending', at: '2026-11-23T12:00:00.000Z' }],
    });
    expect(fresh.body.vat_cents).toBeGreaterThan(0);
    expect(fresh.body.lines[0]).toMatchObject({ quantity: 3, name: 'Onion Bhaji', note: 'Extra crispy' });

    clock.set('2026-11-23T12:03:00Z');
    await staffCall(`/api/v1/staff/orders/${placed.id}/accept`, {});
    const accepted = (await call(ctx, 'GET', `/api/v1/customer/order/${placed.id}`, { token })).body;
    expect(accepted.cancelable_until).toBeNull();
    expect(accepted.timeline.map((step: { status: string }) => step.status)).toEqual([
      'pending',
      'confirmed',
    ]);

    const other = await register(ctx);
    expect(
      (await call(ctx, 'GET', `/api/v1/customer/order/${placed.id}`, { token: other.token })).status,
    ).toBe(404);
    expect((await call(ctx, 'GET', `/api/v1/customer/order/${placed.id}`)).status).toBe(401);
  });
});

describe('the customer’s live stream', () => {
  it('brings a status change within a second, only to its customer, and resumes from the last event', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/v1/customer/orders/stream`;
    const aoife = await register(ctx);
    const niamh = await register(ctx);
    const placed = await placeOrder(ctx, aoife.token, { scheduleAt: '2026-11-23 19:15:00' });
    const hers = await openStream(url, aoife.token);
    const others = await openStream(url, niamh.token);

    const started = performance.now();
    await staffCall(`/api/v1/staff/orders/${placed.id}/accept`, {});
    const confirmed = await hers.waitFor(
      (event) => event.data.id === placed.id && event.data.status === 'confirmed',
      1000,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(confirmed.data).toMatchObject({ timeline: [{ status: 'pending' }, { status: 'confirmed' }] });
    hers.close();

    // A change made while her page is away reaches it when it comes back with the last id it saw.
    await staffCall(`/api/v1/staff/orders/${placed.id}/advance`, { status: 'processing' });
    const resumed = await openStream(url, aoife.token, confirmed.id);
    await resumed.waitFor((event) => event.data.id === placed.id && event.data.status === 'processing');
    resumed.close();

    // Niamh's own order reaches her stream; Aoife's never did.
    const hersNot = await placeOrder(ctx, niamh.token, { scheduleAt: '2026-11-23 19:30:00' });
    await staffCall(`/api/v1/staff/orders/${hersNot.id}/accept`, {});
    await others.waitFor((event) => event.data.id === hersNot.id && event.data.status === 'confirmed');
    expect(others.events.filter((event) => event.data.id === placed.id)).toEqual([]);
    others.close();
  });
});
