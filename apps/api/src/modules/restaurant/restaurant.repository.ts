import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { openingHours, policyPages, restaurants, testimonials } from '../../db/schema.ts';

/** One restaurant per deployment today: the first one created. */
export async function findDefaultRestaurant(db: Db) {
  const [row] = await db.select().from(restaurants).orderBy(asc(restaurants.id)).limit(1);
  return row;
}

export function listOpeningHours(db: Db, restaurantId: number) {
  return db
    .select()
    .from(openingHours)
    .where(eq(openingHours.restaurantId, restaurantId))
    .orderBy(asc(openingHours.weekday), asc(openingHours.opensAt));
}

export function listTestimonials(db: Db, restaurantId: number) {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.restaurantId, restaurantId))
    .orderBy(asc(testimonials.position));
}

export async function findPolicyPage(db: Db, restaurantId: number, slug: string) {
  const [row] = await db
    .select()
    .from(policyPages)
    .where(and(eq(policyPages.restaurantId, restaurantId), eq(policyPages.slug, slug)));
  return row;
}
