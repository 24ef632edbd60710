import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/*
 * Allergens on options (issue 31): the menu editor declares what an option adds to its dish, by the
 * allergen's code or its EU name; customers read the names with the dish's details.
 */

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;

type StaffOption = {
  id: number;
  label: string;
  price_cents: number;
  stock: number | null;
  allergens: string[];
};
type StaffDish = {
  id: number;
  name: string;
  allergens: string[];
  variations: { id: number }[];
  options: StaffOption[];
};
type StaffMenu = { categories: { id: number; dishes: StaffDish[] }[] };
type Details = {
  allergies_name: string[];
  variations: { values: { label: string; allergies_name: string[] }[] }[];
};

const edit = async (method: 'POST' | 'PUT', url: string, body: unknown, token = admin.token) =>
  call(ctx, method, url, { token, body });
const dishIn = (menu: StaffMenu, productId: number) => {
  const dish = menu.categories.flatMap((category) => category.dishes).find((row) => row.id === productId);
  if (!dish) throw new Error(`no dish ${productId}`);
  return dish;
};
const details = async (productId: number) =>
  (await call(ctx, 'GET', `/api/v1/products/details/${productId}`)).body as Details;

/** A dish of its own for each test, with one option group: what other tests do to the menu cannot interfere. */
async function newDish(name: string) {
  const menu = (await call(ctx, 'GET', '/api/v1/staff/menu', { token: admin.token })).body as StaffMenu;
  const categoryId = menu.categories[0]?.id;
  const created = (
    await edit('POST', '/api/v1/staff/menu/dishes', {
      category_id: categoryId,
      name,
      description: 'A curry of the day.',
      price_cents: 1395,
      vegetarian: false,
      allergens: ['milk'],
    })
  ).body as StaffMenu;
  const dish = created.categories.flatMap((category) => category.dishes).find((row) => row.name === name);
  if (!dish) throw new Error(`${name} was not added`);
  const grouped = (await edit('POST', `/api/v1/staff/menu/dishes/${dish.id}/variations`, { name: 'Protein' }))
    .body as StaffMenu;
  const variationId = dishIn(grouped, dish.id).variations[0]?.id;
  return { productId: dish.id, variationId };
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

describe("an option's allergens", () => {
  it('are given by code or by EU name in any case, kept as codes, and shown to customers by name', async () => {
    const { productId, variationId } = await newDish('Prawn Special');
    const added = await edit('POST', `/api/v1/staff/menu/variations/${variationId}/options`, {
      label: 'King prawn',
      price_cents: 350,
      stock: null,
      allergens: ['CRUSTACEANS'],
    });
    expect(added.status).toBe(200);
    const [kingPrawn] = dishIn(added.body, productId).options;
    expect(kingPrawn).toMatchObject({ label: 'King prawn', allergens: ['crustaceans'] });
    const plain = await edit('POST', `/api/v1/staff/menu/variations/${variationId}/options`, {
      label: 'Chicken',
      price_cents: 0,
      stock: null,
    });
    expect(dishIn(plain.body, productId).options.map((option) => option.allergens)).toEqual([
      ['crustaceans'],
      [],
    ]);

    const changed = await edit('PUT', `/api/v1/staff/menu/options/${kingPrawn?.id}`, {
      label: 'King prawn',
      price_cents: 350,
      allergens: ['crustaceans', 'Molluscs', 'cereals containing gluten'],
    });
    expect(changed.status).toBe(200);
    expect(dishIn(changed.body, productId).options[0]?.allergens).toEqual([
      'crustaceans',
      'molluscs',
      'gluten',
    ]);

    const shown = await details(productId);
    // The dish keeps its own list; each option says what it adds, by the regulation's names.
    expect(shown.allergies_name).toEqual(['Milk']);
    expect(shown.variations[0]?.values).toMatchObject([
      { label: 'King prawn', allergies_name: ['Crustaceans', 'Molluscs', 'Cereals containing gluten'] },
      { label: 'Chicken', allergies_name: [] },
    ]);
  });

  it('refuse an allergen not on the EU list, or one given twice, with 400 in the error shape, storing nothing', async () => {
    const { productId, variationId } = await newDish('Paneer Special');
    const added = await edit('POST', `/api/v1/staff/menu/variations/${variationId}/options`, {
      label: 'Paneer',
      price_cents: 0,
      stock: null,
      allergens: ['milk'],
    });
    const optionId = dishIn(added.body, productId).options[0]?.id;
    for (const allergens of [['Milk', 'Unicorn'], ['Nuts'], ['milk', 'Milk'], 'milk']) {
      const refused = await edit('PUT', `/api/v1/staff/menu/options/${optionId}`, {
        label: 'Paneer',
        price_cents: 0,
        allergens,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const unicorn = await edit('PUT', `/api/v1/staff/menu/options/${optionId}`, {
      label: 'Paneer',
      price_cents: 0,
      allergens: ['Unicorn'],
    });
    expect(unicorn.body.errors[0].message).toBe('An allergen of the EU list');
    const newOne = await edit('POST', `/api/v1/staff/menu/variations/${variationId}/options`, {
      label: 'Unicorn',
      price_cents: 0,
      stock: null,
      allergens: ['Unicorn'],
    });
    expect(newOne.status).toBe(400);
    expect((await details(productId)).variations[0]?.values).toEqual([
      expect.objectContaining({ label: 'Paneer', allergies_name: ['Milk'] }),
    ]);
  });

  it('are changed by admins only, as the rest of the menu’s content', async () => {
    const { productId, variationId } = await newDish('Egg Special');
    const added = await edit('POST', `/api/v1/staff/menu/variations/${variationId}/options`, {
      label: 'Boiled egg',
      price_cents: 100,
      stock: null,
      allergens: ['eggs'],
    });
    const optionId = dishIn(added.body, productId).options[0]?.id;
    const cook = await signInStaff(ctx, 'staff');
    const body = { label: 'Boiled egg', price_cents: 100, allergens: [] };
    expect((await edit('PUT', `/api/v1/staff/menu/options/${optionId}`, body, cook.token)).status).toBe(403);
    expect((await call(ctx, 'PUT', `/api/v1/staff/menu/options/${optionId}`, { body })).status).toBe(401);
    expect((await details(productId)).variations[0]?.values[0]?.allergies_name).toEqual(['Eggs']);
  });

  it('are said on the menu as what the options may add beyond the dish’s own, with the options (issue 47)', async () => {
    type Listed = { name: string; allergies: string[]; options_may_add?: unknown };
    const listed = async (name: string) =>
      (
        (await call(ctx, 'GET', '/api/custom/custom/products-with-categories')).body.products as Listed[]
      ).find((product) => product.name === name);
    // The Jalfrezi declares none itself: king prawn adds crustaceans, paneer milk.
    expect(await listed('Jalfrezi')).toMatchObject({
      allergies: [],
      options_may_add: [
        { allergen: 'Crustaceans', options: ['King prawn'] },
        { allergen: 'Milk', options: ['Paneer'] },
      ],
    });
    // The Korma declares milk: only the king prawn's crustaceans are more.
    expect((await listed('Korma'))?.options_may_add).toEqual([
      { allergen: 'Crustaceans', options: ['King prawn'] },
    ]);
    // A dish whose options add nothing carries nothing.
    expect(await listed('Onion Bhaji')).not.toHaveProperty('options_may_add');
  });
});
