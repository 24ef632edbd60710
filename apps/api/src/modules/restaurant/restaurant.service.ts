import {
  type ClosedDate,
  centsToEuroString,
  dublinDate,
  type EmailForm,
  emailSchema,
  formatTime12h,
  isDateString,
  type OrderingSettings,
  type PolicyPageChange,
  type RestaurantDetails,
  type RestaurantInfo,
  type StaffSettings,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { leadMinutesAt } from './kitchen-pace.ts';
import { orderingPause } from './kitchen-watch.ts';
import { fillSettings, WEEKDAY_NAMES } from './policy-text.ts';
import * as repository from './restaurant.repository.ts';

export async function requireRestaurant({ db }: Pick<AppDeps, 'db'>) {
  const restaurant = await repository.findDefaultRestaurant(db);
  if (!restaurant) throw new AppError('not_configured', 'The restaurant is not set up yet');
  return restaurant;
}

export type RestaurantSettings = Awaited<ReturnType<typeof requireRestaurant>>;

/** Who the staff's e-mails are from: the restaurant's name and address; undefined before it is set up. */
export async function restaurantSender(db: Db): Promise<{ name: string; email: string } | undefined> {
  const restaurant = await repository.findDefaultRestaurant(db);
  return restaurant && { name: restaurant.name, email: restaurant.email };
}

/**
 * The restaurant's calendar from a Dublin date on: its opening hours of every weekday (by weekday,
 * then opening time) and its closed dates. Read one after the other: `db` may be a transaction.
 */
export async function readCalendar(db: Db, restaurantId: number, from: string) {
  const openingHours = await repository.listOpeningHours(db, restaurantId);
  const closed = await repository.listClosedDates(db, restaurantId, from);
  return { openingHours, closedDates: closed.map((row) => row.date) };
}

export async function getRestaurantInfo({
  db,
  clock,
}: Pick<AppDeps, 'db' | 'clock'>): Promise<RestaurantInfo> {
  const restaurant = await requireRestaurant({ db });
  // Worked out at each request (this answer is not kept), so the storefront hears it at its next ask.
  const now = clock.now();
  const [hours, reviews, pause] = await Promise.all([
    repository.listOpeningHours(db, restaurant.id),
    repository.listTestimonials(db, restaurant.id),
    orderingPause({ db, clock }, restaurant),
  ]);
  // Busy mode's minutes (issue 33) lengthen the quoted wait as they lengthen the lead times.
  const busyExtra = leadMinutesAt(restaurant, 'collection', now) - restaurant.collectionLeadMinutes;
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
    wait_minutes: { min: restaurant.waitMinMinutes + busyExtra, max: restaurant.waitMaxMinutes + busyExtra },
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
    ordering_paused: pause !== null,
    resumes_at: pause?.reason === 'staff' ? (pause.resumesAt?.toISOString() ?? null) : null,
    lead_minutes: {
      collection: leadMinutesAt(restaurant, 'collection', now),
      delivery: leadMinutesAt(restaurant, 'delivery', now),
    },
    busy_extra_minutes: busyExtra,
    allergen_statement: restaurant.allergenStatement,
  };
}

export async function getPolicyPage({ db }: Pick<AppDeps, 'db'>, { slug }: { slug: string }) {
  const restaurant = await requireRestaurant({ db });
  const [page, hours] = await Promise.all([
    repository.findPolicyPage(db, restaurant.id, slug),
    repository.listOpeningHours(db, restaurant.id),
  ]);
  if (!page) throw notFound('Page');
  const withSettings = (text: string) => fillSettings(text, restaurant, hours);
  return { slug: page.slug, title: withSettings(page.title), body: withSettings(page.body) };
}

/** The restaurant may restrict e-mail domains (allowedEmailDomains); each form has its own message. */
export async function assertEmailAllowed(
  { db }: Pick<AppDeps, 'db'>,
  { email, form }: { email: string; form: EmailForm },
): Promise<void> {
  const restaurant = await requireRestaurant({ db });
  if (restaurant.allowedEmailDomains.length === 0) return;
  const result = emailSchema(restaurant.allowedEmailDomains, undefined, form).safeParse(email);
  if (!result.success)
    throw new AppError('email', result.error.issues[0]?.message ?? 'Invalid email', {
      refusal: 'invalid',
    });
}

// -------------------------------------------------------------------------------------------------
// The settings the staff keep (issue 14): read by every member, changed by admins. Each change is
// logged and announced (`settings.changed`): the rendered pages are made again in every process,
// and the next quote, slot list and order read the new values.

/**
 * How a settings change is written to the staff's log: the staff module's `recordAction`, handed in
 * by the app (app.ts) with the settings' routes, since the staff module reads the restaurant's name
 * through this one and an import back would make a cycle.
 */
export type RecordStaffAction = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  entry: { staffId: number | null; action: string; subject: string; details?: Record<string, unknown> },
) => Promise<void>;

export type SettingsDeps = Pick<AppDeps, 'db' | 'clock' | 'events'> & { recordAction: RecordStaffAction };

export async function staffSettings({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<StaffSettings> {
  const restaurant = await requireRestaurant({ db });
  const [hours, closed, policies] = await Promise.all([
    repository.listOpeningHours(db, restaurant.id),
    repository.listClosedDates(db, restaurant.id, dublinDate(clock.now())),
    repository.listPolicyPages(db, restaurant.id),
  ]);
  return {
    ordering: {
      minimum_order_cents: restaurant.minimumOrderCents,
      max_order_portions: restaurant.maxOrderPortions,
      max_order_total_cents: restaurant.maxOrderTotalCents,
      delivery_base_fee_cents: restaurant.deliveryBaseFeeCents,
      delivery_base_km: restaurant.deliveryBaseKm,
      delivery_per_km_cents: restaurant.deliveryPerKmCents,
      delivery_radius_km: restaurant.deliveryRadiusKm,
      collection_lead_minutes: restaurant.collectionLeadMinutes,
      delivery_lead_minutes: restaurant.deliveryLeadMinutes,
      slot_capacity: restaurant.slotCapacity,
      slot_portion_capacity: restaurant.slotPortionCapacity,
      large_order_portions: restaurant.largeOrderPortions,
      large_order_extra_minutes: restaurant.largeOrderExtraMinutes,
      ordering_window_days: restaurant.orderingWindowDays,
      accept_alert_minutes: restaurant.acceptAlertMinutes,
      auto_reject_minutes: restaurant.autoRejectMinutes,
      unattended_pause_minutes: restaurant.unattendedPauseMinutes,
      alert_email: restaurant.alertEmail,
      rating_ask_minutes: restaurant.ratingAskMinutes,
    },
    hours: hours.map((range) => ({
      weekday: range.weekday,
      opens_at: range.opensAt,
      closes_at: range.closesAt,
    })),
    closed_dates: closed.map((row) => ({ date: row.date, reason: row.reason })),
    details: {
      name: restaurant.name,
      cuisine: restaurant.cuisine,
      legal_name: restaurant.legalName,
      vat_number: restaurant.vatNumber,
      address_line: restaurant.addressLine,
      town: restaurant.town,
      county: restaurant.county,
      eircode: restaurant.eircode,
      latitude: restaurant.latitude,
      longitude: restaurant.longitude,
      phones: restaurant.phones,
      email: restaurant.email,
      wait_min_minutes: restaurant.waitMinMinutes,
      wait_max_minutes: restaurant.waitMaxMinutes,
      allergen_statement: restaurant.allergenStatement,
    },
    policies: policies.map((page) => ({ slug: page.slug, title: page.title, body: page.body })),
  };
}

/** One settings change: made, logged and announced in one transaction, then the settings as they now are. */
export async function changeSettings(
  deps: SettingsDeps,
  { staffId, action, details }: { staffId: number; action: string; details: Record<string, unknown> },
  change: (tx: Db, restaurantId: number, before: RestaurantSettings) => Promise<void>,
): Promise<StaffSettings> {
  const { db, clock, events, recordAction } = deps;
  const restaurant = await requireRestaurant({ db });
  await db.transaction(async (tx) => {
    await change(tx, restaurant.id, restaurant);
    await recordAction({ db: tx, clock }, { staffId, action, subject: 'settings', details });
    await events.publish(tx, { type: 'settings.changed' });
  });
  return staffSettings(deps);
}

export function updateOrderingSettings(
  deps: SettingsDeps,
  { settings, staffId }: { settings: OrderingSettings; staffId: number },
): Promise<StaffSettings> {
  return changeSettings(
    deps,
    { staffId, action: 'changed the ordering settings', details: settings },
    async (tx, id, before) => {
      // Turning the pause on counts as the kitchen in touch: the minutes start now, not at the last
      // board seen, which may be long ago (or never).
      if (before.unattendedPauseMinutes === 0 && settings.unattended_pause_minutes > 0)
        await repository.upsertKitchenContact(tx, `settings:${staffId}`, deps.clock.now());
      await repository.updateRestaurant(tx, id, {
        minimumOrderCents: settings.minimum_order_cents,
        maxOrderPortions: settings.max_order_portions,
        maxOrderTotalCents: settings.max_order_total_cents,
        deliveryBaseFeeCents: settings.delivery_base_fee_cents,
        deliveryBaseKm: settings.delivery_base_km,
        deliveryPerKmCents: settings.delivery_per_km_cents,
        deliveryRadiusKm: settings.delivery_radius_km,
        collectionLeadMinutes: settings.collection_lead_minutes,
        deliveryLeadMinutes: settings.delivery_lead_minutes,
        slotCapacity: settings.slot_capacity,
        slotPortionCapacity: settings.slot_portion_capacity,
        largeOrderPortions: settings.large_order_portions,
        largeOrderExtraMinutes: settings.large_order_extra_minutes,
        orderingWindowDays: settings.ordering_window_days,
        acceptAlertMinutes: settings.accept_alert_minutes,
        autoRejectMinutes: settings.auto_reject_minutes,
        unattendedPauseMinutes: settings.unattended_pause_minutes,
        alertEmail: settings.alert_email,
        ratingAskMinutes: settings.rating_ask_minutes,
      });
    },
  );
}

export function replaceOpeningHours(
  deps: SettingsDeps,
  { hours, staffId }: { hours: StaffSettings['hours']; staffId: number },
): Promise<StaffSettings> {
  return changeSettings(
    deps,
    { staffId, action: 'changed the opening hours', details: { hours } },
    (tx, id) =>
      repository.replaceOpeningHours(
        tx,
        id,
        hours.map((range) => ({
          weekday: range.weekday,
          opensAt: range.opens_at,
          closesAt: range.closes_at,
        })),
      ),
  );
}

export function addClosedDate(
  deps: SettingsDeps,
  { closed, staffId }: { closed: ClosedDate; staffId: number },
): Promise<StaffSettings> {
  if (!isDateString(closed.date)) throw new AppError('date', 'A date as YYYY-MM-DD', { refusal: 'invalid' }); // not in the spec
  return changeSettings(deps, { staffId, action: 'closed a date', details: closed }, (tx, id) =>
    repository.upsertClosedDate(tx, { restaurantId: id, date: closed.date, reason: closed.reason }),
  );
}

export function removeClosedDate(
  deps: SettingsDeps,
  { date, staffId }: { date: string; staffId: number },
): Promise<StaffSettings> {
  return changeSettings(
    deps,
    { staffId, action: 'opened a closed date', details: { date } },
    async (tx, id) => {
      if (!(await repository.deleteClosedDate(tx, id, date))) throw notFound('Closed date');
    },
  );
}

export function updateDetails(
  deps: SettingsDeps,
  { details, staffId }: { details: RestaurantDetails; staffId: number },
): Promise<StaffSettings> {
  return changeSettings(deps, { staffId, action: 'changed the restaurant’s details', details }, (tx, id) =>
    repository.updateRestaurant(tx, id, {
      name: details.name,
      cuisine: details.cuisine,
      legalName: details.legal_name,
      vatNumber: details.vat_number,
      addressLine: details.address_line,
      town: details.town,
      county: details.county,
      eircode: details.eircode,
      latitude: details.latitude,
      longitude: details.longitude,
      phones: details.phones,
      email: details.email,
      waitMinMinutes: details.wait_min_minutes,
      waitMaxMinutes: details.wait_max_minutes,
      allergenStatement: details.allergen_statement,
    }),
  );
}

export function updatePolicyPage(
  deps: SettingsDeps,
  { slug, page, staffId }: { slug: string; page: PolicyPageChange; staffId: number },
): Promise<StaffSettings> {
  return changeSettings(
    deps,
    { staffId, action: 'changed a policy page', details: { slug, title: page.title } },
    async (tx, id) => {
      if (!(await repository.updatePolicyPage(tx, id, slug, page))) throw notFound('Page');
    },
  );
}
