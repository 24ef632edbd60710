import { NO_TIPS, type TipSettings, type VatClass } from '@tiffin/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';

/** What a kitchen that has not worded its own "may contain" statement says (restaurants.allergenStatement). */
export const DEFAULT_ALLERGEN_STATEMENT =
  'Our dishes are prepared in a kitchen that handles other allergens, so we cannot guarantee that any ' +
  'dish is free of traces. If you have a severe allergy, please phone us before ordering.';

/** Settings are rows, not literals: one restaurant per deployment today, but nothing forbids a second. */
export const restaurants = pgTable('restaurants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  addressLine: text('address_line').notNull(),
  town: text('town').notNull(),
  county: text('county').notNull(),
  eircode: text('eircode').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  phones: jsonb('phones').$type<string[]>().notNull(),
  email: text('email').notNull(),
  minimumOrderCents: integer('minimum_order_cents').notNull(),
  /**
   * An online order's bounds (issue 30): at most this many portions, and a total of at most this
   * many cents; a larger order is taken by phone
   */
  maxOrderPortions: integer('max_order_portions').notNull().default(200),
  maxOrderTotalCents: integer('max_order_total_cents').notNull().default(200_000),
  deliveryBaseFeeCents: integer('delivery_base_fee_cents').notNull(),
  deliveryBaseKm: doublePrecision('delivery_base_km').notNull(),
  deliveryPerKmCents: integer('delivery_per_km_cents').notNull(),
  deliveryRadiusKm: doublePrecision('delivery_radius_km').notNull(),
  collectionLeadMinutes: integer('collection_lead_minutes').notNull(),
  deliveryLeadMinutes: integer('delivery_lead_minutes').notNull(),
  slotIntervalMinutes: integer('slot_interval_minutes').notNull(),
  /** How many orders the kitchen takes for one time slot, collection and delivery together */
  slotCapacity: integer('slot_capacity').notNull().default(6),
  /**
   * How many portions the kitchen takes for one time slot (issue 33): units of dishes outside the
   * exempt categories, collection and delivery together; 0 is no portion limit
   */
  slotPortionCapacity: integer('slot_portion_capacity').notNull().default(0),
  /** An order of more portions than this is large (issue 33) and needs a later slot; 0 is off */
  largeOrderPortions: integer('large_order_portions').notNull().default(0),
  /** ...this many minutes later than the earliest slot of other orders */
  largeOrderExtraMinutes: integer('large_order_extra_minutes').notNull().default(30),
  /** How many days ahead, today included, a customer may order for */
  orderingWindowDays: integer('ordering_window_days').notNull().default(7),
  /** The waiting time the restaurant quotes (the hero's 'Min Time: 25-45 Min'), in minutes */
  waitMinMinutes: integer('wait_min_minutes').notNull(),
  waitMaxMinutes: integer('wait_max_minutes').notNull(),
  allowedEmailDomains: jsonb('allowed_email_domains').$type<string[]>().notNull().default([]),
  /** An order nobody has accepted after this many minutes turns the staff board loud and red */
  acceptAlertMinutes: integer('accept_alert_minutes').notNull().default(4),
  /** ...and after this many it is rejected by itself, refunded, and the customer told */
  autoRejectMinutes: integer('auto_reject_minutes').notNull().default(10),
  /** A completed order's customer is asked to rate it this many minutes after (issue 51, decision 072) */
  ratingAskMinutes: integer('rating_ask_minutes').notNull().default(60),
  /** A payment link the staff send (issue 49) lapses unpaid after this many minutes */
  paymentLinkMinutes: integer('payment_link_minutes').notNull().default(30),
  /**
   * Online ordering pauses when no staff board and no kitchen printer has been in touch for this
   * many minutes of opening hours (issue 28); 0 is off
   */
  unattendedPauseMinutes: integer('unattended_pause_minutes').notNull().default(0),
  /** Whether ordering was paused as last announced (`settings.changed` when it flips; kitchen-watch.ts) */
  orderingPaused: boolean('ordering_paused').notNull().default(false),
  /**
   * Busy mode (issue 33): these minutes are added to the lead times until `busy_until`, read against
   * the clock, so it ends by itself; 0 and null when off
   */
  busyExtraMinutes: integer('busy_extra_minutes').notNull().default(0),
  busyUntil: instant('busy_until'),
  /**
   * The staff's pause of online ordering (issue 33): set since `paused_at`, until `paused_until`
   * (null: until the staff resume it); both null when not paused
   */
  pausedAt: instant('paused_at'),
  pausedUntil: instant('paused_until'),
  /** Where the e-mail about an order waiting past the alert goes; null: the restaurant's own e-mail */
  alertEmail: text('alert_email'),
  /**
   * The kitchen's "may contain" statement (issue 31), shown with the menu's allergen filter and at
   * checkout. The default fills the databases that had none; the staff word it for their kitchen.
   */
  allergenStatement: text('allergen_statement').notNull().default(DEFAULT_ALLERGEN_STATEMENT),
  /**
   * What the kitchen cooks, as search engines list it (schema.org's `servesCuisine`, issue 52): 'Indian'.
   * Empty in the databases made before it, until the staff name it; an empty one is not claimed.
   */
  cuisine: text('cuisine').notNull().default(''),
  /**
   * Who sells, as the receipt names them (issue 47): the company's registered name and its Irish
   * VAT number, compact ('IE1234567FA'); null until the admin gives them, when receipts name neither.
   */
  legalName: text('legal_name'),
  vatNumber: text('vat_number'),
  /**
   * The tip choices and the tips notice's answers (issue 51, decision 065); no tips offered until
   * the owner gives them
   */
  tipSettings: jsonb('tip_settings').$type<TipSettings>().notNull().default(NO_TIPS),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const openingHours = pgTable(
  'opening_hours',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** ISO weekday, 1 = Monday … 7 = Sunday */
    weekday: smallint('weekday').notNull(),
    /** Dublin wall-clock 'HH:mm' */
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
  },
  (table) => [index('opening_hours_restaurant_idx').on(table.restaurantId, table.weekday)],
);

export const policyPages = pgTable(
  'policy_pages',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (table) => [uniqueIndex('policy_pages_slug_idx').on(table.restaurantId, table.slug)],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  restaurantId: integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  location: text('location').notNull(),
  rating: smallint('rating').notNull(),
  text: text('text').notNull(),
  position: integer('position').notNull(),
});

/**
 * The VAT rate of a class from a Dublin day on, until the class's next row (decision 046): an order
 * takes, for each line, the rate of its dish's class on the Dublin day it is placed. Seeded by the
 * migration from Revenue's rates; a new rate is a new row, so past orders keep theirs.
 */
export const vatRates = pgTable(
  'vat_rates',
  {
    id: serial('id').primaryKey(),
    vatClass: text('vat_class').$type<VatClass>().notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('vat_rates_class_from_idx').on(table.vatClass, table.validFrom),
    check('vat_rates_class_check', sql`${table.vatClass} in ('food', 'soft_drink', 'alcohol', 'zero')`),
    check('vat_rates_rate_check', sql`${table.rateBasisPoints} >= 0`),
  ],
);

/**
 * When the kitchen was last in touch (issue 28): each staff member's board (`staff:<id>`) and each
 * kitchen printer (`printer:<id>`), written at most every 15 s per source and process. Online
 * ordering pauses when the latest is too old during opening hours (restaurant/kitchen-watch.ts).
 */
export const kitchenContacts = pgTable('kitchen_contacts', {
  source: text('source').primaryKey(),
  lastSeenAt: instant('last_seen_at').notNull(),
});

/** A Dublin date the restaurant does not open (a holiday, a private event): no slots that day. */
export const closedDates = pgTable(
  'closed_dates',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    reason: text('reason'),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.date] })],
);
