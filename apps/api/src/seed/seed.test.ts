import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAllergenCode } from '@tiffin/core';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
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
  variations,
} from '../db/schema.ts';
import { processDishPhoto, writeDishPhoto } from '../modules/menu/index.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { DEMO_PHOTO_DIR, demoPhoto, demoPhotoKey, demoSource } from './demo-photos.ts';
import { seedMenu } from './menu-data.ts';
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

  it('has a real menu: 9+ categories, Starters first, 60+ dishes with known allergens and a photo or drawing each', async () => {
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
      if (dish.photo) {
        expect(dish.photo).toMatchObject({ widths: [320, 640, 960, 1280], width: 1280, height: 960 });
        expect(dish.image).toBe(`${dish.photo.base}-1280.jpg`);
        expect(dish.photo.placeholder.length).toBeLessThan(400);
      } else if (dish.image) {
        // Its photo not made here (`npm run photos:demo`): its drawing, which is there.
        expect(fs.existsSync(path.join(storageDir, 'product', dish.image))).toBe(true);
      }
    }
    const photographed = dishes.filter((dish) => dish.photo);
    expect(new Set(photographed.map((dish) => dish.photo?.base)).size).toBe(photographed.length);
    // Where `npm run photos:demo` makes them: served with the drawings, under /storage/app/public/product/.
    expect(DEMO_PHOTO_DIR).toBe(`${path.join(storageDir, 'product', 'demo')}/`);
  });

  it('photos are a phone’s size, and the pipeline makes them under the names the seed gives them', async () => {
    const dish = seedMenu[0]?.dishes[0];
    if (!dish) throw new Error('no dish');
    const source = await demoSource(dish);
    expect(await sharp(source).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 1800 });
    expect(source.length).toBeGreaterThan(500_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-demo-photo-'));
    const written = await writeDishPhoto(dir, 'demo/', demoPhotoKey(dish), await processDishPhoto(source));
    const seeded = await demoPhoto(dish);
    expect({ ...written, placeholder: '' }).toEqual({ ...seeded, placeholder: '' });
    expect(fs.readdirSync(dir).sort()).toEqual(
      [320, 640, 960, 1280]
        .flatMap((width) =>
          ['avif', 'jpg', 'webp'].map((format) => `${path.basename(seeded.base)}-${width}.${format}`),
        )
        .sort(),
    );
  });

  it('declares what each option adds (issue 31): prawns crustaceans, paneer milk, the Peshwari naan nuts', async () => {
    const options = await ctx.db
      .select({
        dish: products.name,
        dishAllergens: products.allergens,
        variation: variations.name,
        label: variationOptions.label,
        allergens: variationOptions.allergens,
      })
      .from(variationOptions)
      .innerJoin(variations, eq(variationOptions.variationId, variations.id))
      .innerJoin(products, eq(variations.productId, products.id));
    for (const option of options) expect(option.allergens.every(isAllergenCode)).toBe(true);
    const labelled = (label: string) => options.filter((option) => option.label === label);
    expect(labelled('King prawn').length).toBeGreaterThanOrEqual(7);
    for (const kingPrawn of labelled('King prawn')) {
      expect(kingPrawn.allergens).toEqual(['crustaceans']);
      // The dish declares what every version has: not crustaceans for the chicken one.
      expect(kingPrawn.dishAllergens).not.toContain('crustaceans');
    }
    for (const paneer of labelled('Paneer')) expect(paneer.allergens).toEqual(['milk']);
    expect(labelled('Peshwari naan').length).toBeGreaterThanOrEqual(4);
    for (const naan of labelled('Peshwari naan'))
      expect(naan.allergens).toEqual(['gluten', 'milk', 'tree_nuts']);
    for (const naan of [...labelled('Garlic naan'), ...labelled('Cheese naan'), ...labelled('Plain naan')]) {
      expect(naan.allergens).toEqual(['gluten', 'milk']);
    }
    expect(labelled('Pistachio').map((option) => option.allergens)).toEqual([['tree_nuts']]);
    // Heat, portions, flavours and the like add nothing.
    for (const plain of [
      'Mild',
      'Extra hot',
      'Large',
      'Chicken',
      'Lamb',
      'Mixed vegetable',
      'Still',
      'Mango',
    ]) {
      for (const option of labelled(plain)) expect(option.allergens).toEqual([]);
    }
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
