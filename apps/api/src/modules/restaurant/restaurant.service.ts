import {
  centsToEuroString,
  type DeliveryReach,
  type EmailForm,
  emailSchema,
  euroStringToCents,
  formatEuro,
  formatTime12h,
  haversineKm,
  isWithinDeliveryRadius,
  type LatLng,
  type RestaurantInfo,
  roundKm,
} from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import * as repository from './restaurant.repository.ts';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export async function requireRestaurant({ db }: Pick<AppDeps, 'db'>) {
  const restaurant = await repository.findDefaultRestaurant(db);
  if (!restaurant) throw new AppError(503, 'not_configured', 'The restaurant is not set up yet');
  return restaurant;
}

export type RestaurantSettings = Awaited<ReturnType<typeof requireRestaurant>>;

/**
 * How far a point lies from the restaurant and whether it is in the delivery area: the one place
 * the rule is applied (haversine on the settings' coordinates and radius; the radius is inside).
 */
export function deliveryReach(restaurant: RestaurantSettings, point: LatLng): DeliveryReach {
  const origin = { latitude: restaurant.latitude, longitude: restaurant.longitude };
  return {
    distance_km: roundKm(haversineKm(origin, point)),
    in_delivery_area: isWithinDeliveryRadius(point, origin, restaurant.deliveryRadiusKm),
  };
}

export async function getRestaurantInfo({ db }: Pick<AppDeps, 'db'>): Promise<RestaurantInfo> {
  const restaurant = await requireRestaurant({ db });
  const [hours, reviews] = await Promise.all([
    repository.listOpeningHours(db, restaurant.id),
    repository.listTestimonials(db, restaurant.id),
  ]);
  return {
    name: restaurant.name,
    address: {
      line: restaurant.addressLine,
      town: restaurant.town,
      county: restaurant.county,
      eircode: restaurant.eircode,
    },
    latitude: restaurant.latitude,
    longitude: restaurant.longitude,
    phones: restaurant.phones,
    email: restaurant.email,
    minimum_order: centsToEuroString(restaurant.minimumOrderCents),
    delivery_radius_km: restaurant.deliveryRadiusKm,
    wait_minutes: { min: restaurant.waitMinMinutes, max: restaurant.waitMaxMinutes },
    opening_hours: hours.map((row) => ({
      weekday: row.weekday,
      day: WEEKDAY_NAMES[row.weekday - 1] ?? String(row.weekday),
      opens_at: row.opensAt,
      closes_at: row.closesAt,
      hours: `${formatTime12h(row.opensAt)} - ${formatTime12h(row.closesAt)}`,
    })),
    testimonials: reviews.map(({ id, name, location, rating, text }) => ({
      id,
      name,
      location,
      rating,
      text,
    })),
  };
}

export async function getPolicyPage({ db }: Pick<AppDeps, 'db'>, { slug }: { slug: string }) {
  const restaurant = await requireRestaurant({ db });
  const page = await repository.findPolicyPage(db, restaurant.id, slug);
  if (!page) throw notFound('Page');
  const withSettings = (text: string) => fillSettings(text, restaurant);
  return { slug: page.slug, title: withSettings(page.title), body: withSettings(page.body) };
}

/**
 * Policy texts name the restaurant and its rules through placeholders, so that a renamed restaurant,
 * a new minimum or a new fee reads right on every page: the settings are their one home.
 */
function fillSettings(text: string, restaurant: Awaited<ReturnType<typeof requireRestaurant>>): string {
  const euro = (cents: number) => formatEuro(cents);
  const km = (value: number) => String(Number(value.toFixed(2)));
  const values: Record<string, string> = {
    restaurant: restaurant.name,
    minimum_order: euro(restaurant.minimumOrderCents),
    delivery_radius: `${km(restaurant.deliveryRadiusKm)} km`,
    delivery_base_fee: euro(restaurant.deliveryBaseFeeCents),
    delivery_base_distance: `${km(restaurant.deliveryBaseKm)} km`,
    delivery_per_km: euro(restaurant.deliveryPerKmCents),
    wait_time: `${restaurant.waitMinMinutes}-${restaurant.waitMaxMinutes} minutes`,
    collection_time: `${restaurant.collectionLeadMinutes} minutes`,
  };
  const filled = text.replace(/\{([a-z_]+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  return withEuroCents(filled);
}

/**
 * An amount written into a policy text by hand ('€15', '€3.5'; pages seeded before the placeholders
 * still say 'The minimum order is €15') reads as the site shows money everywhere else: '€15.00'.
 * Not touched: amounts already in cents and numbers with thousands separators ('€1,000').
 */
const HAND_WRITTEN_EURO = /€(\d+(?:\.\d)?)(?!\d|[.,]\d)/g;

function withEuroCents(text: string): string {
  return text.replace(HAND_WRITTEN_EURO, (_amount, digits: string) => formatEuro(euroStringToCents(digits)));
}

/** The restaurant may restrict e-mail domains (allowedEmailDomains); each form has its own message. */
export async function assertEmailAllowed(
  { db }: Pick<AppDeps, 'db'>,
  { email, form }: { email: string; form: EmailForm },
): Promise<void> {
  const restaurant = await requireRestaurant({ db });
  if (restaurant.allowedEmailDomains.length === 0) return;
  const result = emailSchema(restaurant.allowedEmailDomains, undefined, form).safeParse(email);
  if (!result.success) throw new AppError(400, 'email', result.error.issues[0]?.message ?? 'Invalid email');
}
