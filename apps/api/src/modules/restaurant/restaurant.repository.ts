import { and, asc, eq, gte, isNotNull, lte, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  closedDates,
  kitchenContacts,
  openingHours,
  policyPages,
  restaurants,
  testimonials,
  vatRates,
} from '../../db/schema.ts';

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

/** The opening hours of one ISO weekday (1 = Monday … 7 = Sunday), earliest first. */
export function listOpeningHoursOn(db: Db, restaurantId: number, weekday: number) {
  return db
    .select({ weekday: openingHours.weekday, opensAt: openingHours.opensAt, closesAt: openingHours.closesAt })
    .from(openingHours)
    .where(and(eq(openingHours.restaurantId, restaurantId), eq(openingHours.weekday, weekday)))
    .orderBy(asc(openingHours.opensAt));
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

// -------------------------------------------------------------------------------------------------
// The settings the staff change (issue 14)

export async function updateRestaurant(
  db: Db,
  restaurantId: number,
  values: Partial<typeof restaurants.$inferInsert>,
): Promise<void> {
  await db.update(restaurants).set(values).where(eq(restaurants.id, restaurantId));
}

/** Replaces the week's opening hours. */
export async function replaceOpeningHours(
  db: Db,
  restaurantId: number,
  hours: { weekday: number; opensAt: string; closesAt: string }[],
): Promise<void> {
  await db.delete(openingHours).where(eq(openingHours.restaurantId, restaurantId));
  if (hours.length > 0)
    await db.insert(openingHours).values(hours.map((range) => ({ ...range, restaurantId })));
}

export function listClosedDates(db: Db, restaurantId: number, from: string) {
  return db
    .select({ date: closedDates.date, reason: closedDates.reason })
    .from(closedDates)
    .where(and(eq(closedDates.restaurantId, restaurantId), gte(closedDates.date, from)))
    .orderBy(asc(closedDates.date));
}

export async function upsertClosedDate(
  db: Db,
  values: { restaurantId: number; date: string; reason: string | null },
): Promise<void> {
  await db
    .insert(closedDates)
    .values(values)
    .onConflictDoUpdate({
      target: [closedDates.restaurantId, closedDates.date],
      set: { reason: values.reason },
    });
}

export async function deleteClosedDate(db: Db, restaurantId: number, date: string): Promise<boolean> {
  const rows = await db
    .delete(closedDates)
    .where(and(eq(closedDates.restaurantId, restaurantId), eq(closedDates.date, date)))
    .returning({ date: closedDates.date });
  return rows.length > 0;
}

export function listPolicyPages(db: Db, restaurantId: number) {
  return db
    .select()
    .from(policyPages)
    .where(eq(policyPages.restaurantId, restaurantId))
    .orderBy(asc(policyPages.slug));
}

/** Rewrites a policy page; false when the restaurant has no page with that slug. */
export async function updatePolicyPage(
  db: Db,
  restaurantId: number,
  slug: string,
  values: { title: string; body: string },
): Promise<boolean> {
  const rows = await db
    .update(policyPages)
    .set(values)
    .where(and(eq(policyPages.restaurantId, restaurantId), eq(policyPages.slug, slug)))
    .returning({ id: policyPages.id });
  return rows.length > 0;
}

// -------------------------------------------------------------------------------------------------
// The kitchen's contacts and the unattended pause (issue 28)

export async function upsertKitchenContact(db: Db, source: string, at: Date): Promise<void> {
  await db
    .insert(kitchenContacts)
    .values({ source, lastSeenAt: at })
    .onConflictDoUpdate({ target: kitchenContacts.source, set: { lastSeenAt: at } });
}

export async function latestKitchenContact(db: Db): Promise<Date | null> {
  const [row] = await db.select({ latest: max(kitchenContacts.lastSeenAt) }).from(kitchenContacts);
  return row?.latest ?? null;
}

/** Sets the announced pause state; true only for the caller that changed it (two processes: one wins). */
export async function flipOrderingPaused(db: Db, restaurantId: number, paused: boolean): Promise<boolean> {
  const rows = await db
    .update(restaurants)
    .set({ orderingPaused: paused })
    .where(and(eq(restaurants.id, restaurantId), ne(restaurants.orderingPaused, paused)))
    .returning({ id: restaurants.id });
  return rows.length > 0;
}

/** Clears busy mode once its end has passed; true only for the caller that cleared it. */
export async function clearEndedBusy(db: Db, restaurantId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(restaurants)
    .set({ busyExtraMinutes: 0, busyUntil: null })
    .where(
      and(
        eq(restaurants.id, restaurantId),
        isNotNull(restaurants.busyUntil),
        lte(restaurants.busyUntil, now),
      ),
    )
    .returning({ id: restaurants.id });
  return rows.length > 0;
}

/** Clears the staff's pause once its end has passed; true only for the caller that cleared it. */
export async function clearEndedPause(db: Db, restaurantId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(restaurants)
    .set({ pausedAt: null, pausedUntil: null })
    .where(
      and(
        eq(restaurants.id, restaurantId),
        isNotNull(restaurants.pausedUntil),
        lte(restaurants.pausedUntil, now),
      ),
    )
    .returning({ id: restaurants.id });
  return rows.length > 0;
}

export async function isClosedOn(db: Db, restaurantId: number, date: string): Promise<boolean> {
  const rows = await db
    .select({ date: closedDates.date })
    .from(closedDates)
    .where(and(eq(closedDates.restaurantId, restaurantId), eq(closedDates.date, date)));
  return rows.length > 0;
}

/** Every dated VAT rate (a handful of rows): an order picks its day's (decision 046). */
export function listVatRates(db: Db) {
  return db
    .select({
      vatClass: vatRates.vatClass,
      rateBasisPoints: vatRates.rateBasisPoints,
      validFrom: vatRates.validFrom,
    })
    .from(vatRates);
}
