import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { createTestApp, fakeWebDist, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  // With the server-rendering stand-in, so that the rendered home page is tested too.
  ctx = await createTestApp({ env: { WEB_DIST_DIR: await fakeWebDist({ serverRendering: true }) } });
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

type StaffMenu = {
  categories: {
    id: number;
    name: string;
    visible: boolean;
    portions_exempt: boolean;
    dishes: {
      id: number;
      name: string;
      price_cents: number;
      image: string | null;
      variations: { id: number; name: string }[];
      options: {
        id: number;
        variation_id: number;
        label: string;
        price_cents: number;
        stock: number | null;
      }[];
    }[];
  }[];
};
const edit = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const response = await call(ctx, method, url, { token: admin.token, body });
  return { status: response.status, menu: response.body as StaffMenu, body: response.body };
};
const categoryNamed = (menu: StaffMenu, name: string) => {
  const category = menu.categories.find((row) => row.name === name);
  if (!category) throw new Error(`no ${name} category`);
  return category;
};
const customerMenu = async () =>
  (await call(ctx, 'GET', '/api/custom/custom/products-with-categories')).body as {
    categories: { name: string }[];
    products: { id: number; name: string; price: string; allergies: string[] }[];
  };
const homePage = async () => (await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } })).body;
const thali = {
  name: 'Friday Thali',
  description: 'Dal, two curries, rice and a naan.',
  price_cents: 1650,
  vegetarian: true,
  allergens: ['milk', 'gluten'],
};

describe('editing the menu', () => {
  it('a new category and dish reach the customers and the rendered page at once; hidden, they leave it', async () => {
    const before = await homePage();
    const added = await edit('POST', '/api/v1/staff/menu/categories', { name: 'Specials', visible: true });
    expect(added.status).toBe(200);
    const specials = categoryNamed(added.menu, 'Specials');
    expect(added.menu.categories.at(-1)?.name).toBe('Specials');
    const dish = await edit('POST', '/api/v1/staff/menu/dishes', { ...thali, category_id: specials.id });
    const [created] = categoryNamed(dish.menu, 'Specials').dishes;
    expect(created).toMatchObject({ name: 'Friday Thali', price_cents: 1650 });

    const shown = (await customerMenu()).products.find((product) => product.name === 'Friday Thali');
    expect(shown).toMatchObject({ price: '16.50', allergies: ['Milk', 'Cereals containing gluten'] });
    const after = await homePage();
    expect(after).not.toEqual(before);
    expect(after).toContain('"name":"Friday Thali"');

    await edit('PUT', `/api/v1/staff/menu/categories/${specials.id}`, { name: 'Specials', visible: false });
    const hidden = await customerMenu();
    expect(hidden.categories.map((category) => category.name)).not.toContain('Specials');
    expect(hidden.products.map((product) => product.name)).not.toContain('Friday Thali');
    expect((await call(ctx, 'GET', `/api/v1/products/details/${created?.id}`)).status).toBe(404);
    expect(await homePage()).not.toContain('"name":"Friday Thali"');
    await edit('PUT', `/api/v1/staff/menu/categories/${specials.id}`, { name: 'Specials', visible: true });
  });

  it('a category is marked exempt from portions (issue 33), and a change that leaves the flag out keeps it', async () => {
    const menu = (await call(ctx, 'GET', '/api/v1/staff/menu', { token: admin.token })).body as StaffMenu;
    expect(categoryNamed(menu, 'Drinks').portions_exempt).toBe(true);
    const added = await edit('POST', '/api/v1/staff/menu/categories', { name: 'Juices', visible: true });
    const juices = categoryNamed(added.menu, 'Juices');
    expect(juices.portions_exempt).toBe(false);
    const url = `/api/v1/staff/menu/categories/${juices.id}`;
    const marked = await edit('PUT', url, { name: 'Juices', visible: true, portions_exempt: true });
    expect(categoryNamed(marked.menu, 'Juices').portions_exempt).toBe(true);
    const renamed = await edit('PUT', url, { name: 'Fresh juices', visible: true });
    expect(categoryNamed(renamed.menu, 'Fresh juices').portions_exempt).toBe(true);
  });

  it('a changed price is what customers see; a category moved up comes before its neighbour', async () => {
    const { menu } = await edit('POST', '/api/v1/staff/menu/categories', { name: 'Sides', visible: true });
    const names = () => menu.categories.map((category) => category.name);
    const sides = categoryNamed(menu, 'Sides');
    const above = names()[names().indexOf('Sides') - 1];
    const moved = await edit('POST', `/api/v1/staff/menu/categories/${sides.id}/move`, { direction: 'up' });
    const order = moved.menu.categories.map((category) => category.name);
    expect(order.indexOf('Sides')).toBe(order.indexOf(above ?? '') - 1);
    const customerOrder = (await customerMenu()).categories.map((category) => category.name);
    expect(customerOrder.indexOf('Sides')).toBeLessThan(customerOrder.indexOf(above ?? ''));
    // The first one stays first.
    const first = moved.menu.categories[0];
    const top = await edit('POST', `/api/v1/staff/menu/categories/${first?.id}/move`, { direction: 'up' });
    expect(top.menu.categories[0]?.id).toBe(first?.id);

    const dish = categoryNamed(top.menu, 'Specials').dishes[0];
    await edit('PUT', `/api/v1/staff/menu/dishes/${dish?.id}`, {
      ...thali,
      category_id: categoryNamed(top.menu, 'Specials').id,
      price_cents: 1795,
    });
    expect((await customerMenu()).products.find((product) => product.id === dish?.id)?.price).toBe('17.95');
  });

  it('an option group and an option with its price and stock reach the dish’s details', async () => {
    const current = (await call(ctx, 'GET', '/api/v1/staff/menu', { token: admin.token })).body as StaffMenu;
    const dish = categoryNamed(current, 'Specials').dishes[0];
    const grouped = await edit('POST', `/api/v1/staff/menu/dishes/${dish?.id}/variations`, { name: 'Spice' });
    const group = categoryNamed(grouped.menu, 'Specials').dishes[0]?.variations[0];
    expect(group?.name).toBe('Spice');
    const withOption = await edit('POST', `/api/v1/staff/menu/variations/${group?.id}/options`, {
      label: 'Extra hot',
      price_cents: 50,
      stock: 12,
    });
    const [option] = categoryNamed(withOption.menu, 'Specials').dishes[0]?.options ?? [];
    expect(option).toMatchObject({ variation_id: group?.id, label: 'Extra hot', price_cents: 50, stock: 12 });
    await edit('PUT', `/api/v1/staff/menu/options/${option?.id}`, { label: 'Very hot', price_cents: 75 });
    const details = (await call(ctx, 'GET', `/api/v1/products/details/${dish?.id}`)).body;
    expect(JSON.stringify(details)).toContain('Very hot');
  });

  it('refuses a dish in no such category, an allergen not on the EU list and a negative price, storing nothing', async () => {
    const before = await customerMenu();
    expect((await edit('POST', '/api/v1/staff/menu/dishes', { ...thali, category_id: 99999 })).status).toBe(
      404,
    );
    const wrong = await edit('POST', '/api/v1/staff/menu/dishes', {
      ...thali,
      category_id: 1,
      allergens: ['nuts'],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].message).toBe('An allergen of the EU list');
    const negative = await edit('POST', '/api/v1/staff/menu/dishes', {
      ...thali,
      category_id: 1,
      price_cents: -1,
    });
    expect(negative.body.errors[0].message).toBe('Not below €0.00');
    expect(await customerMenu()).toEqual(before);
  });
});
