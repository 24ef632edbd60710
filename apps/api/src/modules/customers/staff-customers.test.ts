import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newCustomer, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
let cook: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  cook = await signInStaff(ctx);
});
afterAll(() => ctx.close());

const search = (q: string) =>
  call(ctx, 'GET', `/api/v1/staff/customers?q=${encodeURIComponent(q)}`, { token: cook.token });

describe('the staff’s customer search', () => {
  it('finds a customer by name, e-mail or phone, with their orders, and never shows a password or token', async () => {
    const customer = await register(
      ctx,
      newCustomer({ name: 'Saoirse Kavanagh', email: 'saoirse.k@example.ie', phone: '087 555 0199' }),
    );
    const placed = await placeOrder(ctx, customer.token);
    for (const q of ['saoirse kav', 'SAOIRSE.K@', '087 555', '0875550199']) {
      const found = await search(q);
      expect(found.status, q).toBe(200);
      expect(found.body.customers, q).toEqual([
        expect.objectContaining({
          id: customer.id,
          name: 'Saoirse Kavanagh',
          email: 'saoirse.k@example.ie',
          orders_count: 1,
        }),
      ]);
      expect(JSON.stringify(found.body)).not.toMatch(/password|argon2|token/i);
    }
    const orders = await call(ctx, 'GET', `/api/v1/staff/customers/${customer.id}/orders`, {
      token: cook.token,
    });
    expect(orders.body.orders.map((order: { reference: string }) => order.reference)).toEqual([
      placed.reference,
    ]);
  });

  it('treats % and _ as letters, and refuses a search of fewer than 2 characters', async () => {
    await register(ctx, newCustomer({ name: 'Percy Underscore' }));
    expect((await search('%%')).body.customers).toEqual([]);
    expect((await search('__')).body.customers).toEqual([]);
    expect((await search('a')).status).toBe(400);
  });
});
