import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

/*
 * The dated record of a dish's allergens (issue 31): every change to the dish's own list or to one
 * of its options', with who made it and when, newest first; a save that changes nothing, or a change
 * refused, records nothing.
 */

const clock = fixedClock('2026-11-27T09:00:00Z');
let ctx: TestContext;
let aoife: Awaited<ReturnType<typeof signInStaff>>;
let brian: Awaited<ReturnType<typeof signInStaff>>;

type StaffDish = {
  id: number;
  name: string;
  variations: { id: number; name: string }[];
  options: { id: number; label: string }[];
};
type StaffMenu = { categories: { id: number; dishes: StaffDish[] }[] };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  aoife = await signInStaff(ctx, 'admin');
  brian = await signInStaff(ctx, 'admin');
});
beforeEach(() => clock.reset());
afterAll(() => ctx.close());

const menuOf = (body: unknown) => body as StaffMenu;
const dishNamed = (menu: StaffMenu, name: string) => {
  const dish = menu.categories.flatMap((category) => category.dishes).find((row) => row.name === name);
  if (!dish) throw new Error(`no dish ${name}`);
  return dish;
};
const history = (productId: number, token = aoife.token) =>
  call(ctx, 'GET', `/api/v1/staff/menu/dishes/${productId}/allergen-history`, { token });

describe("a dish's allergen history", () => {
  it('records each change to the dish and its options, who and when, newest first; a save that changes nothing records none', async () => {
    const staffMenu = menuOf((await call(ctx, 'GET', '/api/v1/staff/menu', { token: aoife.token })).body);
    const categoryId = staffMenu.categories[0]?.id;
    const dish = {
      category_id: categoryId,
      name: 'Seafood Thali',
      description: 'Dal, a curry of the day, rice and a naan.',
      price_cents: 1895,
      vegetarian: false,
      allergens: ['milk'],
    };
    clock.set('2026-11-27T09:00:00Z');
    const created = await call(ctx, 'POST', '/api/v1/staff/menu/dishes', { token: aoife.token, body: dish });
    const productId = dishNamed(menuOf(created.body), 'Seafood Thali').id;
    const grouped = await call(ctx, 'POST', `/api/v1/staff/menu/dishes/${productId}/variations`, {
      token: aoife.token,
      body: { name: 'Curry' },
    });
    const variationId = dishNamed(menuOf(grouped.body), 'Seafood Thali').variations[0]?.id;

    clock.set('2026-11-27T09:05:00Z');
    await call(ctx, 'POST', `/api/v1/staff/menu/variations/${variationId}/options`, {
      token: aoife.token,
      body: { label: 'Prawn', price_cents: 200, stock: null, allergens: ['Crustaceans'] },
    });
    // An option that adds nothing is no change.
    const withChicken = await call(ctx, 'POST', `/api/v1/staff/menu/variations/${variationId}/options`, {
      token: aoife.token,
      body: { label: 'Chicken', price_cents: 0, stock: null },
    });
    const [prawn] = dishNamed(menuOf(withChicken.body), 'Seafood Thali').options;

    clock.set('2026-11-28T18:30:00Z');
    await call(ctx, 'PUT', `/api/v1/staff/menu/dishes/${productId}`, {
      token: brian.token,
      body: { ...dish, allergens: ['milk', 'gluten'] },
    });
    // The same allergens in another order, with a new price: not a change of the allergens.
    await call(ctx, 'PUT', `/api/v1/staff/menu/dishes/${productId}`, {
      token: brian.token,
      body: { ...dish, price_cents: 1995, allergens: ['Cereals containing gluten', 'milk'] },
    });

    clock.set('2026-11-29T12:00:00Z');
    await call(ctx, 'PUT', `/api/v1/staff/menu/options/${prawn?.id}`, {
      token: aoife.token,
      body: { label: 'King prawn', price_cents: 350, allergens: ['molluscs', 'crustaceans'] },
    });
    await call(ctx, 'PUT', `/api/v1/staff/menu/options/${prawn?.id}`, {
      token: aoife.token,
      body: { label: 'King prawn', price_cents: 400, allergens: ['crustaceans', 'molluscs'] },
    });
    clock.set('2026-11-29T12:10:00Z');
    await call(ctx, 'PUT', `/api/v1/staff/menu/options/${prawn?.id}`, {
      token: brian.token,
      body: { label: 'King prawn', price_cents: 400, allergens: ['molluscs'] },
    });

    const answer = await history(productId);
    expect(answer.status).toBe(200);
    expect(answer.body.dish).toBe('Seafood Thali');
    expect(answer.body.changes.map(({ id: _id, ...change }: { id: number }) => change)).toEqual([
      {
        at: '2026-11-29T12:10:00.000Z',
        staff_name: brian.name,
        variation: 'Curry',
        option: 'King prawn',
        added: [],
        removed: ['Crustaceans'],
        allergens: ['Molluscs'],
      },
      {
        at: '2026-11-29T12:00:00.000Z',
        staff_name: aoife.name,
        variation: 'Curry',
        option: 'King prawn',
        added: ['Molluscs'],
        removed: [],
        allergens: ['Crustaceans', 'Molluscs'],
      },
      {
        at: '2026-11-28T18:30:00.000Z',
        staff_name: brian.name,
        variation: null,
        option: null,
        added: ['Cereals containing gluten'],
        removed: [],
        allergens: ['Cereals containing gluten', 'Milk'],
      },
      {
        at: '2026-11-27T09:05:00.000Z',
        staff_name: aoife.name,
        variation: 'Curry',
        option: 'Prawn',
        added: ['Crustaceans'],
        removed: [],
        allergens: ['Crustaceans'],
      },
      {
        at: '2026-11-27T09:00:00.000Z',
        staff_name: aoife.name,
        variation: null,
        option: null,
        added: ['Milk'],
        removed: [],
        allergens: ['Milk'],
      },
    ]);
    const ids = answer.body.changes.map((change: { id: number }) => change.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // The staff's log has the change too, as every menu edit.
    const log = await call(ctx, 'GET', '/api/v1/staff/actions', { token: aoife.token });
    expect(log.body.actions[0]).toMatchObject({
      staff_name: brian.name,
      action: 'changed an option',
      subject: `option ${prawn?.id}`,
      details: { label: 'King prawn', allergens: ['molluscs'] },
    });
  });

  it('records nothing for a change refused, which is not made either', async () => {
    const staffMenu = menuOf((await call(ctx, 'GET', '/api/v1/staff/menu', { token: aoife.token })).body);
    const korma = dishNamed(staffMenu, 'Korma');
    const before = (await history(korma.id)).body;
    const details = async () => (await call(ctx, 'GET', `/api/v1/products/details/${korma.id}`)).body;
    const shown = await details();
    // A category that is not the restaurant's: a 404 from inside the change's transaction.
    const elsewhere = await call(ctx, 'PUT', `/api/v1/staff/menu/dishes/${korma.id}`, {
      token: aoife.token,
      body: {
        category_id: 99999,
        name: 'Korma',
        description: 'A mild sauce.',
        price_cents: 1395,
        vegetarian: false,
        allergens: ['milk'],
      },
    });
    expect(elsewhere.status).toBe(404);
    const unicorn = await call(ctx, 'PUT', `/api/v1/staff/menu/options/${korma.options[0]?.id}`, {
      token: aoife.token,
      body: { label: korma.options[0]?.label, price_cents: 0, allergens: ['Unicorn'] },
    });
    expect(unicorn.status).toBe(400);
    expect((await history(korma.id)).body).toEqual(before);
    expect(await details()).toEqual(shown);
  });

  it('is read by those who edit the menu only; a dish that does not exist is a 404', async () => {
    const staffMenu = menuOf((await call(ctx, 'GET', '/api/v1/staff/menu', { token: aoife.token })).body);
    const korma = dishNamed(staffMenu, 'Korma');
    const cook = await signInStaff(ctx, 'staff');
    expect((await history(korma.id, cook.token)).status).toBe(403);
    expect((await call(ctx, 'GET', `/api/v1/staff/menu/dishes/${korma.id}/allergen-history`)).status).toBe(
      401,
    );
    const none = await history(99999);
    expect(none.status).toBe(404);
    expect(none.body.errors[0]).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    // The seed's lists are where the record starts, not changes in it.
    expect((await history(korma.id)).body).toEqual({ dish: 'Korma', changes: [] });
  });
});
