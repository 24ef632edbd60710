import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { openStream } from '../../test/event-stream-client.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let address: string;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await signInStaff(ctx, 'admin');
  address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

describe('the restaurant’s settings changed, on the live streams', () => {
  it('reach every signed-in customer’s stream as `settings` within a second; the staff’s stream is not told', async () => {
    const aoife = await register(ctx);
    const niamh = await register(ctx);
    const hers = await openStream(`${address}/api/v1/customer/orders/stream`, aoife.token);
    const others = await openStream(`${address}/api/v1/customer/orders/stream`, niamh.token);
    const board = await openStream(`${address}/api/v1/staff/orders/stream`, admin.token);

    const { ordering } = (await call(ctx, 'GET', '/api/v1/staff/settings', { token: admin.token })).body;
    const started = performance.now();
    const changed = await call(ctx, 'PUT', '/api/v1/staff/settings/ordering', {
      token: admin.token,
      body: { ...ordering, minimum_order_cents: 1000 },
    });
    expect(changed.status).toBe(200);

    const told = await hers.waitFor((event) => event.event === 'settings', 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(told.data).toEqual({});
    expect(Number.isNaN(told.id)).toBe(true);
    await others.waitFor((event) => event.event === 'settings', 1000);
    // What the customer's page asks for then says the new minimum.
    expect((await call(ctx, 'GET', '/api/v1/restaurant')).body.minimum_order).toBe('10.00');

    // The board's own events go on; a settings event is not one of them.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(board.events.filter((event) => event.event === 'settings')).toEqual([]);
    for (const stream of [hers, others, board]) stream.close();
  });

  it("a dish 86'd reaches a signed-in customer’s stream as `menu`, so an open menu or basket stops offering it (issue 47)", async () => {
    const aoife = await register(ctx);
    const hers = await openStream(`${address}/api/v1/customer/orders/stream`, aoife.token);
    const menu = (await call(ctx, 'GET', '/api/custom/custom/products-with-categories')).body.products as {
      id: number;
      name: string;
    }[];
    const bhaji = menu.find((dish) => dish.name === 'Onion Bhaji');
    const cook = await signInStaff(ctx);
    const off = await call(ctx, 'PUT', `/api/v1/staff/menu/dishes/${bhaji?.id}/availability`, {
      token: cook.token,
      body: { available: false },
    });
    expect(off.status).toBe(200);
    const told = await hers.waitFor((event) => event.event === 'menu', 1000);
    expect(told.data).toEqual({});
    await call(ctx, 'PUT', `/api/v1/staff/menu/dishes/${bhaji?.id}/availability`, {
      token: cook.token,
      body: { available: true },
    });
    hers.close();
  });
});
