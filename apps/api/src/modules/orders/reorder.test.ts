import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, signInStaff } from '../../test/auth-helpers.ts';
import { placeOrder } from '../../test/order-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// Monday 23 November 2026, noon in Dublin.
const clock = fixedClock('2026-11-23T12:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

describe('ordering again', () => {
  it('gives the lines at today’s prices and names a dish 86’d meanwhile; another customer’s order is a 404', async () => {
    const { token } = await register(ctx);
    const bhajis = await placeOrder(ctx, token, { dish: 'Onion Bhaji', scheduleAt: '2026-11-23 19:00:00' });
    const samosas = await placeOrder(ctx, token, {
      dish: 'Vegetable Samosa',
      scheduleAt: '2026-11-23 19:15:00',
    });
    const admin = await signInStaff(ctx, 'admin');
    const menu = (await call(ctx, 'GET', '/api/v1/staff/menu', { token: admin.token })).body as {
      categories: {
        dishes: {
          id: number;
          name: string;
          category_id: number;
          description: string;
          vegetarian: boolean;
          allergens: string[];
        }[];
      }[];
    };
    const dishes = menu.categories.flatMap((category) => category.dishes);
    const bhaji = dishes.find((dish) => dish.name === 'Onion Bhaji');
    const samosa = dishes.find((dish) => dish.name === 'Vegetable Samosa');
    if (!bhaji || !samosa) throw new Error('the seeded dishes are missing');
    await call(ctx, 'PUT', `/api/v1/staff/menu/dishes/${bhaji.id}`, {
      token: admin.token,
      body: { ...bhaji, price_cents: 725 },
    });
    await call(ctx, 'PUT', `/api/v1/staff/menu/dishes/${samosa.id}/availability`, {
      token: admin.token,
      body: { available: false },
    });

    const again = await call(ctx, 'GET', `/api/v1/customer/order/${bhajis.id}/reorder`, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      items: [
        expect.objectContaining({
          product_id: bhaji.id,
          name: 'Onion Bhaji',
          base_price_cents: 725,
          quantity: 3,
          selected_variations: [],
          note: 'Extra crispy',
        }),
      ],
      unavailable: [],
    });
    const gone = await call(ctx, 'GET', `/api/v1/customer/order/${samosas.id}/reorder`, { token });
    expect(gone.body).toEqual({ items: [], unavailable: [{ name: 'Vegetable Samosa', option: null }] });

    const other = await register(ctx);
    expect(
      (await call(ctx, 'GET', `/api/v1/customer/order/${bhajis.id}/reorder`, { token: other.token })).status,
    ).toBe(404);
  });
});
