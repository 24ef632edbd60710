import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../adapters/events.ts';
import { products } from '../db/schema.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { showDemoPhotos } from './demo-photos-in-background.ts';
import { seedMenu } from './menu-data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const dishNamed = (name: string) => {
  const dish = seedMenu.flatMap((category) => category.dishes).find((seeded) => seeded.name === name);
  if (!dish) throw new Error(`the demo menu has ${name}`);
  return dish;
};

type MenuAnswer = { products: { name: string; image: string | null }[] };
const menuImageOf = async (name: string) => {
  const menu: MenuAnswer = (await ctx.app.inject('/api/custom/custom/products-with-categories')).json();
  return menu.products.find((product) => product.name === name)?.image;
};

describe('the demo photos made after the server answers', () => {
  it('reach the menu as each is made, without a restart; a dish the staff have changed keeps its own picture', async () => {
    const bhaji = dishNamed('Onion Bhaji');
    const samosa = dishNamed('Vegetable Samosa');
    // Both as the seed writes them before their photos exist: the drawing, no photo.
    for (const dish of [bhaji, samosa]) {
      await ctx.db
        .update(products)
        .set({ image: dish.image, photo: null })
        .where(eq(products.name, dish.name));
    }
    await ctx.db
      .update(products)
      .set({ image: 'uploads/our-own-samosa.jpg' })
      .where(eq(products.name, samosa.name));
    // The whole menu is cached: read once with the drawing, it must be read again.
    expect(await menuImageOf(bhaji.name)).toContain(bhaji.image ?? 'no drawing');

    const events = await createEventBus(ctx.database, ctx.app.log);
    try {
      expect(await showDemoPhotos({ db: ctx.db, events }, [bhaji, samosa])).toBe(1);
    } finally {
      await events.close();
    }

    await expect.poll(() => menuImageOf(bhaji.name)).toMatch(/^demo\/[0-9a-f]+-1280\.jpg$/);
    expect(await menuImageOf(samosa.name)).toContain('uploads/our-own-samosa.jpg');
  });
});
