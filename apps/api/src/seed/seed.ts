import type { DishPhoto } from '@tiffin/core';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  categories,
  coupons,
  deliveryZones,
  openingHours,
  policyPages,
  products,
  restaurants,
  testimonials,
  variationOptions,
  variations,
} from '../db/schema.ts';
import { dishPhotoImage } from '../modules/menu/index.ts';
import { demoPhoto, demoPhotoMade } from './demo-photos.ts';
import { seedMenu } from './menu-data.ts';
import {
  seedCoupons,
  seedDeliveryZone,
  seedOpeningHours,
  seedPolicyPages,
  seedRestaurant,
  seedTestimonials,
} from './restaurant-data.ts';
import type { SeedDish } from './seed-types.ts';

export type SeedOptions = {
  /**
   * Whether the dishes whose demo photos are made get them (the default); without, every dish keeps
   * its drawing: the tests, which must not depend on what this machine has made.
   */
  demoPhotos?: boolean;
};

/** Loads the demo restaurant into an empty database; a database that has a restaurant is left alone. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ restaurants: count() }).from(restaurants);
  if ((row?.restaurants ?? 0) > 0) return false;
  await seedDemoRestaurant(db, options);
  return true;
}

/** Removes every restaurant and what belongs to it (cascades), then loads the demo one afresh. */
export async function reseed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table ${restaurants} restart identity cascade`);
    await seedDemoRestaurant(tx);
  });
}

/** A dish's photo with its widest JPEG as its image, or its drawing when its photo is not made. */
const imageOf = (dish: SeedDish, photo: DishPhoto | undefined) =>
  photo ? { image: dishPhotoImage(photo), photo } : { image: dish.image };

async function seedDemoRestaurant(db: Db, { demoPhotos = true }: SeedOptions = {}): Promise<void> {
  // A photo on every dish (issue 34) whose files `npm run photos:demo` has made (demo-photos.ts),
  // named with its sizes and placeholder; without them (not made yet, or `demoPhotos: false`) the
  // dish keeps its drawing, so no page asks for a file that is not there.
  const photos = new Map(
    await Promise.all(
      seedMenu
        .flatMap((category) => category.dishes)
        .filter((dish) => demoPhotos && demoPhotoMade(dish))
        .map(async (dish) => [dish, await demoPhoto(dish)] as const),
    ),
  );
  await db.transaction(async (tx) => {
    const [restaurant] = await tx
      .insert(restaurants)
      .values(seedRestaurant)
      .returning({ id: restaurants.id });
    if (!restaurant) throw new Error('seeding the restaurant returned no row');
    const restaurantId = restaurant.id;

    await tx.insert(deliveryZones).values({ ...seedDeliveryZone(seedRestaurant), restaurantId });
    await tx.insert(openingHours).values(seedOpeningHours.map((hours) => ({ ...hours, restaurantId })));
    await tx.insert(policyPages).values(seedPolicyPages.map((page) => ({ ...page, restaurantId })));
    await tx
      .insert(testimonials)
      .values(seedTestimonials.map((review, position) => ({ ...review, position, restaurantId })));
    await tx.insert(coupons).values(seedCoupons.map((coupon) => ({ ...coupon, restaurantId })));

    for (const [categoryPosition, category] of seedMenu.entries()) {
      const [categoryRow] = await tx
        .insert(categories)
        .values({
          restaurantId,
          name: category.name,
          position: categoryPosition,
          portionsExempt: category.portionsExempt ?? false,
        })
        .returning({ id: categories.id });
      if (!categoryRow) throw new Error(`seeding category ${category.name} returned no row`);
      for (const [productPosition, dish] of category.dishes.entries()) {
        const [productRow] = await tx
          .insert(products)
          .values({
            categoryId: categoryRow.id,
            name: dish.name,
            description: dish.description,
            priceCents: dish.priceCents,
            ...imageOf(dish, photos.get(dish)),
            vegetarian: dish.vegetarian,
            allergens: dish.allergens,
            vatClass: dish.vatClass ?? 'food',
            depositCents: dish.depositCents ?? 0,
            position: productPosition,
          })
          .returning({ id: products.id });
        if (!productRow) throw new Error(`seeding dish ${dish.name} returned no row`);
        for (const [variationPosition, variation] of dish.variations.entries()) {
          const [variationRow] = await tx
            .insert(variations)
            .values({ productId: productRow.id, name: variation.name, position: variationPosition })
            .returning({ id: variations.id });
          if (!variationRow) throw new Error(`seeding variation ${variation.name} returned no row`);
          await tx.insert(variationOptions).values(
            variation.options.map((option, optionPosition) => ({
              variationId: variationRow.id,
              label: option.label,
              priceCents: option.priceCents,
              stock: option.stock ?? null,
              allergens: option.allergens ?? [],
              position: optionPosition,
            })),
          );
        }
      }
    }
  });
}
