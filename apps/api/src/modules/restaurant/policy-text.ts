import { euroStringToCents, formatEuro, formatTime12h } from '@tiffin/core';
import type { restaurants } from '../../db/schema.ts';

/** ISO weekdays 1-7 by name. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type OpeningHoursRow = { weekday: number; opensAt: string; closesAt: string };

/**
 * The opening hours as a policy text says them (checkout-and-account §2.11: "5:00 PM-10:00 PM every
 * day"): one phrase when every day keeps the same hours, else day by day ("Monday: closed; …").
 */
export function hoursPhrase(rows: readonly OpeningHoursRow[]): string {
  const days = WEEKDAY_NAMES.map((_day, index) =>
    rows
      .filter((row) => row.weekday === index + 1)
      .map((row) => `${formatTime12h(row.opensAt)}-${formatTime12h(row.closesAt)}`)
      .join(', '),
  );
  const [first] = days;
  if (first !== undefined && first !== '' && days.every((day) => day === first)) return `${first} every day`;
  return days.map((hours, index) => `${WEEKDAY_NAMES[index]}: ${hours === '' ? 'closed' : hours}`).join('; ');
}

/**
 * Policy texts name the restaurant and its rules through placeholders, so that a renamed restaurant,
 * a new minimum, a new fee or new hours reads right on every page: the settings are their one home.
 */
export function fillSettings(
  text: string,
  restaurant: typeof restaurants.$inferSelect,
  hours: readonly OpeningHoursRow[],
): string {
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
    opening_hours: hoursPhrase(hours),
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
