import fs from 'node:fs';
import path from 'node:path';
import { isAllergenCode } from '@tiffin/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  categories,
  coupons,
  openingHours,
  policyPages,
  products,
  restaurants,
  testimonials,
  variationOptions,
} from '../db/schema.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { reseed, seedIfEmpty } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the demo restaurant', () => {
  it('is the Cashel restaurant with its settings as rows', async () => {
    const [restaurant] = await ctx.db.select().from(restaurants);
    expect(restaurant).toMatchObject({
      town: 'Cashel',
      county: 'Co. Tipperary',
      latitude: 52.5159336,
      longitude: -7.8890741,
      minimumOrderCents: 1500,
      deliveryBaseFeeCents: 300,
      deliveryRadiusKm: 10,
    });
    const hours = await ctx.db.select().from(openingHours);
    expect(hours.map((row) => [row.weekday, row.opensAt, row.closesAt])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, '17:00', '22:00']),
    );
    expect(await ctx.db.select().from(testimonials)).toHaveLength(3);
    const slugs = (await ctx.db.select().from(policyPages)).map((page) => page.slug).sort();
    expect(slugs).toEqual([
      'about-us',
      'privacy-policy',
      'refund-and-cancellation-policy',
      'shipping-and-delivery-policy',
      'terms-conditions',
    ]);
  });

  it('has a real menu: 9+ categories, Starters first, 60+ dishes with known allergens and existing images', async () => {
    const categoryRows = await ctx.db.select().from(categories).orderBy(categories.position);
    expect(categoryRows.length).toBeGreaterThanOrEqual(9);
    expect(categoryRows[0]?.name).toBe('Starters');
    const dishes = await ctx.db.select().from(products);
    expect(dishes.length).toBeGreaterThanOrEqual(60);
    const { storageDir } = loadConfig({});
    for (const dish of dishes) {
      expect(dish.description.trim().length).toBeGreaterThanOrEqual(10);
      expect(dish.priceCents).toBeGreaterThan(0);
      expect(dish.allergens.every(isAllergenCode)).toBe(true);
      if (dish.image) expect(fs.existsSync(path.join(storageDir, 'product', dish.image))).toBe(true);
    }
    expect(dishes.some((dish) => dish.image === null)).toBe(true);
  });

  it('has options of limited stock, some under 5', async () => {
    const options = await ctx.db.select().from(variationOptions);
    const limited = options.filter((option) => option.stock !== null);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    expect(limited.filter((option) => (option.stock ?? 0) < 5).length).toBeGreaterThanOrEqual(2);
  });

  it('has coupons in every state: active percent, fixed with a minimum, expired, limit reached, inactive', async () => {
    const rows = await ctx.db.select().from(coupons);
    const today = '2026-11-21';
    expect(rows.some((c) => c.status === 1 && c.discountType === 'percent' && c.expireDate >= today)).toBe(
      true,
    );
    expect(rows.some((c) => c.status === 1 && c.discountType === 'amount' && c.minPurchaseCents > 0)).toBe(
      true,
    );
    expect(rows.some((c) => c.expireDate < today)).toBe(true);
    expect(rows.some((c) => c.totalUses >= c.limit)).toBe(true);
    expect(rows.some((c) => c.status === 0)).toBe(true);
  });

  it('is loaded only into an empty database, and reseeding replaces it without duplicates', async () => {
    expect(await seedIfEmpty(ctx.db)).toBe(false);
    const [before] = await ctx.db.select({ dishes: count() }).from(products);
    await reseed(ctx.db);
    const [after] = await ctx.db.select({ dishes: count() }).from(products);
    expect(after).toEqual(before);
    expect(await ctx.db.select({ id: restaurants.id }).from(restaurants)).toHaveLength(1);
  });
});
