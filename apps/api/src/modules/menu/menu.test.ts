import zlib from 'node:zlib';
import { productDetailsSchema, productSchema } from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('GET /api/v1/categories', () => {
  it('lists the seeded categories in menu order, Starters first, and tolerates the zoneId header', async () => {
    const { status, body } = await get('/api/v1/categories', { zoneId: '4' });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(9);
    expect(body[0]).toEqual({ id: expect.any(Number), name: 'Starters' });
    expect(new Set(body.map((category: { name: string }) => category.name)).size).toBe(body.length);
  });
});

describe('GET /api/v1/categories/products/{categoryId}', () => {
  it('answers the first page of 10 by default, with the total', async () => {
    const [starters] = (await get('/api/v1/categories')).body;
    const { status, body } = await get(`/api/v1/categories/products/${starters.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ limit: 10, offset: 0 });
    expect(body.products.length).toBe(Math.min(10, body.total_size));
    for (const product of body.products) {
      expect(productSchema.parse(product)).toEqual(product);
      expect(product.category).toEqual({ id: starters.id, name: 'Starters' });
    }
  });

  it('pages with limit and offset without repeating a dish', async () => {
    const [starters] = (await get('/api/v1/categories')).body;
    const first = (await get(`/api/v1/categories/products/${starters.id}?limit=3&offset=0&type=all`)).body;
    const second = (await get(`/api/v1/categories/products/${starters.id}?limit=3&offset=3&type=all`)).body;
    expect(first.products).toHaveLength(3);
    const ids = [...first.products, ...second.products].map((product: { id: number }) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.total_size).toBe(first.total_size);
  });

  it('filters vegetarian and non-vegetarian dishes by type', async () => {
    const [starters] = (await get('/api/v1/categories')).body;
    const all = (await get(`/api/v1/categories/products/${starters.id}?limit=100`)).body;
    const veg = (await get(`/api/v1/categories/products/${starters.id}?limit=100&type=veg`)).body;
    const nonVeg = (await get(`/api/v1/categories/products/${starters.id}?limit=100&type=non_veg`)).body;
    expect(veg.products.every((product: { veg: boolean }) => product.veg)).toBe(true);
    expect(nonVeg.products.every((product: { veg: boolean }) => !product.veg)).toBe(true);
    expect(veg.total_size + nonVeg.total_size).toBe(all.total_size);
    expect(veg.total_size).toBeGreaterThan(0);
  });

  it('does not list a dish that is no longer available', async () => {
    const [starters] = (await get('/api/v1/categories')).body;
    const before = (await get(`/api/v1/categories/products/${starters.id}?limit=100`)).body;
    const hidden = before.products[0];
    await ctx.db.update(products).set({ available: false }).where(eq(products.id, hidden.id));
    const after = (await get(`/api/v1/categories/products/${starters.id}?limit=100`)).body;
    expect(after.total_size).toBe(before.total_size - 1);
    expect(after.products.map((product: { id: number }) => product.id)).not.toContain(hidden.id);
    expect((await get(`/api/v1/products/details/${hidden.id}`)).status).toBe(404);
    await ctx.db.update(products).set({ available: true }).where(eq(products.id, hidden.id));
  });

  it('answers 404 in the error shape for a category that does not exist', async () => {
    const { status, body } = await get('/api/v1/categories/products/999999');
    expect(status).toBe(404);
    expect(body).toEqual({
      message: 'Category not found',
      errors: [{ code: 'not_found', message: 'Category not found' }],
    });
  });

  it.each([
    ['/api/v1/categories/products/abc', 'categoryId'],
    ['/api/v1/categories/products/0', 'categoryId'],
    ['/api/v1/categories/products/1.5', 'categoryId'],
    ['/api/v1/categories/products/99999999999', 'categoryId'],
    ['/api/v1/categories/products/1?limit=0', 'limit'],
    ['/api/v1/categories/products/1?limit=101', 'limit'],
    ['/api/v1/categories/products/1?limit=ten', 'limit'],
    ['/api/v1/categories/products/1?offset=-1', 'offset'],
    ['/api/v1/categories/products/1?type=vegan', 'type'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toContainEqual({ code: field, message: expect.any(String) });
  });
});

describe('GET /api/custom/custom/products-with-categories', () => {
  it('answers every category and every dish, each dish with its category', async () => {
    const { status, body } = await get('/api/custom/custom/products-with-categories');
    expect(status).toBe(200);
    expect(body.categories.length).toBeGreaterThanOrEqual(9);
    expect(body.products.length).toBeGreaterThanOrEqual(60);
    const categoryIds = new Set(body.categories.map((category: { id: number }) => category.id));
    for (const product of body.products) {
      expect(productSchema.parse(product)).toEqual(product);
      expect(categoryIds.has(product.category_id)).toBe(true);
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
    }
    expect(body.products.some((product: { image: string | null }) => product.image === null)).toBe(true);
  });

  it('says of each dish whether it has options to choose, as its details do', async () => {
    const { body } = await get('/api/custom/custom/products-with-categories');
    const dishes = body.products as Array<{ id: number; has_variations: boolean }>;
    expect(dishes.some((dish) => dish.has_variations)).toBe(true);
    expect(dishes.some((dish) => !dish.has_variations)).toBe(true);
    for (const dish of dishes) {
      const details = await get(`/api/v1/products/details/${dish.id}`);
      expect(dish.has_variations, `dish ${dish.id}`).toBe(details.body.variations.length > 0);
    }
  });
});

describe('GET /api/v1/products/details/{productId}', () => {
  it('answers variation groups with option prices, stock and allergen names', async () => {
    const menu = (await get('/api/custom/custom/products-with-categories')).body;
    const tikkaMasala = menu.products.find((product: { name: string }) => product.name === 'Tikka Masala');
    const { status, body } = await get(`/api/v1/products/details/${tikkaMasala.id}`);
    expect(status).toBe(200);
    expect(productDetailsSchema.parse(body)).toEqual(body);
    const protein = body.variations.find((variation: { name: string }) => variation.name === 'Protein');
    const kingPrawn = protein.values.find((value: { label: string }) => value.label === 'King prawn');
    expect(kingPrawn).toMatchObject({ stock_type: 'limited', current_stock: 3, optionPrice: '3.50' });
    const chicken = protein.values.find((value: { label: string }) => value.label === 'Chicken');
    expect(chicken).toMatchObject({ stock_type: 'unlimited', current_stock: null, optionPrice: '0.00' });
    expect(body.allergies_name).toEqual(body.allergies);
  });

  it('gives every option the allergens it adds (issue 31), the dish keeping its own', async () => {
    const menu = (await get('/api/custom/custom/products-with-categories')).body;
    const named = (name: string) => menu.products.find((product: { name: string }) => product.name === name);
    const korma = (await get(`/api/v1/products/details/${named('Korma').id}`)).body;
    expect(korma.allergies_name).toEqual(['Milk', 'Tree nuts']);
    expect(named('Korma').allergies).toEqual(['Milk', 'Tree nuts']);
    const protein = korma.variations.find((variation: { name: string }) => variation.name === 'Protein');
    expect(
      Object.fromEntries(
        protein.values.map((value: { label: string; allergies_name: string[] }) => [
          value.label,
          value.allergies_name,
        ]),
      ),
    ).toEqual({
      Chicken: [],
      Lamb: [],
      'King prawn': ['Crustaceans'],
      Paneer: ['Milk'],
      'Mixed vegetable': [],
    });
    const tandoori = (await get(`/api/v1/products/details/${named('Tandoori Chicken').id}`)).body;
    const peshwari = tandoori.variations[0].values.find(
      (value: { label: string }) => value.label === 'Peshwari naan',
    );
    expect(peshwari.allergies_name).toEqual(['Cereals containing gluten', 'Milk', 'Tree nuts']);
  });

  it('answers 404 for an unknown dish and 400 for a malformed id', async () => {
    expect((await get('/api/v1/products/details/424242')).status).toBe(404);
    const bad = await get('/api/v1/products/details/chicken');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].code).toBe('productId');
  });
});

describe('product images', () => {
  it('serves a dish illustration from the spec path, and 404 JSON for a missing one', async () => {
    const menu = (await get('/api/custom/custom/products-with-categories')).body;
    const withImage = menu.products.find((product: { image: string | null }) => product.image !== null);
    const image = await ctx.app.inject({ url: `/storage/app/public/product/${withImage.image}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    const missing = await get('/storage/app/public/product/nope.svg');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('not_found');
  });
});

describe('the whole-menu answer', () => {
  it('carries an ETag and answers 304 when the browser already has it', async () => {
    const first = await ctx.app.inject({ url: '/api/custom/custom/products-with-categories' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await ctx.app.inject({
      url: '/api/custom/custom/products-with-categories',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is sent compressed as the browser prefers (brotli, gzip), the same menu, each with its own ETag', async () => {
    const url = '/api/custom/custom/products-with-categories';
    const plain = await ctx.app.inject({ url });
    const brotli = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 5);
    for (const answer of [plain, brotli, gzip]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(new Set([plain, brotli, gzip].map((answer) => answer.headers.etag)).size).toBe(3);
    const again = await ctx.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
