import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// A dish's VAT class and deposit, set by an admin in the menu editor (issue 32, decision 046).
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const lemonade = {
  category_id: 1,
  name: 'Sparkling Lemonade (750ml bottle)',
  description: 'A chilled glass bottle.',
  price_cents: 450,
  vegetarian: true,
  allergens: [],
};
const save = (method: 'POST' | 'PUT', url: string, body: unknown) =>
  call(ctx, method, url, { token: admin.token, body });
type Dish = { id: number; name: string; vat_class: string; deposit_cents: number };
const dishNamed = (body: { categories: { dishes: Dish[] }[] }, name: string) =>
  body.categories.flatMap((category) => category.dishes).find((dish) => dish.name === name);

describe('a dish’s VAT class and deposit', () => {
  it('are saved with the dish and shown in the staff menu; left out, a dish is food with no deposit', async () => {
    const created = await save('POST', '/api/v1/staff/menu/dishes', {
      ...lemonade,
      vat_class: 'soft_drink',
      deposit_cents: 25,
    });
    expect(created.status).toBe(200);
    const dish = dishNamed(created.body, lemonade.name);
    expect(dish).toMatchObject({ vat_class: 'soft_drink', deposit_cents: 25 });

    const changed = await save('PUT', `/api/v1/staff/menu/dishes/${dish?.id}`, { ...lemonade });
    expect(dishNamed(changed.body, lemonade.name)).toMatchObject({ vat_class: 'food', deposit_cents: 0 });
    const [row] = await ctx.db
      .select()
      .from(products)
      .where(eq(products.id, dish?.id ?? 0));
    expect(row).toMatchObject({ vatClass: 'food', depositCents: 0 });

    const menu = await call(ctx, 'GET', '/api/v1/staff/menu', { token: admin.token });
    expect(dishNamed(menu.body, '7UP (330ml can)')).toMatchObject({
      vat_class: 'soft_drink',
      deposit_cents: 15,
    });
  });

  it('refuses a class not on the list and a negative deposit, in the error shape', async () => {
    const wrongClass = await save('POST', '/api/v1/staff/menu/dishes', { ...lemonade, vat_class: 'luxury' });
    expect(wrongClass.status).toBe(400);
    expect(wrongClass.body.errors[0].message).toBe('A VAT class: food, soft_drink, alcohol or zero');
    const negative = await save('POST', '/api/v1/staff/menu/dishes', { ...lemonade, deposit_cents: -15 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors[0].message).toBe('A deposit of €0.00 or more');
  });
});
