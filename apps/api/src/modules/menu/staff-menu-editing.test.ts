import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { clientAddress, createTestApp, fakeWebDist, type TestContext } from '../../test/test-app.ts';

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

describe('a dish’s photo', () => {
  /** A PNG's signature and header (IHDR) claiming its size, then a few bytes: nothing decodes it. */
  const pngClaiming = (width: number, height: number) => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
    const chunk = Buffer.concat([Buffer.from('IHDR'), header]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(chunk));
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      length,
      chunk,
      crc,
      Buffer.from('a tiny stand-in for the pixels'),
    ]);
  };
  const PNG = pngClaiming(640, 480);
  const upload = (productId: number, type: string, body: Buffer) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/menu/dishes/${productId}/image`,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': type },
      payload: body,
      remoteAddress: clientAddress(),
    });
  const imageOf = async (productId: number) =>
    ((await call(ctx, 'GET', `/api/v1/products/details/${productId}`)).body as { image: string | null })
      .image;

  it('is stored, served, and shown to customers; a new one replaces it and the old file goes', async () => {
    const uploaded = await upload(1, 'image/png', PNG);
    expect(uploaded.statusCode).toBe(200);
    const first = await imageOf(1);
    expect(first).toMatch(/^uploads\/1-[0-9a-f-]{36}\.png$/);
    const served = await ctx.app.inject({ url: `/storage/app/public/product/${first}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    expect((await upload(1, 'image/png', PNG)).statusCode).toBe(200);
    expect(await imageOf(1)).not.toBe(first);
    expect((await ctx.app.inject({ url: `/storage/app/public/product/${first}` })).statusCode).toBe(404);
  });

  it('refuses a file that is not the image its type says, another type, and one too large', async () => {
    const before = await imageOf(2);
    const renamed = await upload(2, 'image/jpeg', PNG);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().errors[0].message).toBe('This file is not a JPEG, PNG or WebP photo');
    expect((await upload(2, 'image/gif', Buffer.from('GIF89a'))).statusCode).toBe(415);
    const large = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(2, 'image/png', large)).statusCode).toBe(413);
    expect((await upload(99999, 'image/png', PNG)).statusCode).toBe(404);
    expect(await imageOf(2)).toBe(before);
  });

  it('refuses an image bomb from its header, before decoding: 50,000 × 50,000 pixels in a few bytes', async () => {
    const before = await imageOf(2);
    const bomb = await upload(2, 'image/png', pngClaiming(50_000, 50_000));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().errors[0]).toEqual({
      code: 'image_too_large',
      message: 'This photo is too large: at most 8,000 × 8,000 pixels',
    });
    expect(await imageOf(2)).toBe(before);
    expect((await upload(2, 'image/png', pngClaiming(8000, 6000))).statusCode).toBe(200);
  });
});
