import type {
  AddressType,
  BoardOrder,
  DeliveryMode,
  OrderStatus,
  PaymentMethodCode,
  PlaceOrderResponse,
  PrinterPrintOn,
  PushPayload,
  ReportedPrinterState,
  StaffRole,
  VatClass,
} from '@tiffin/core';
import type { DishPhoto } from '@tiffin/core/contracts';
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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { IntentStatus, PaymentGateway } from '../adapters/payments/payment-gateway.ts';

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
  busyUntil: timestamp('busy_until', { withTimezone: true }),
  /**
   * The staff's pause of online ordering (issue 33): set since `paused_at`, until `paused_until`
   * (null: until the staff resume it); both null when not paused
   */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** false: hidden from customers with its dishes (a seasonal menu kept for next year) */
    visible: boolean('visible').notNull().default(true),
    /** Its dishes are not portions (issue 33): drinks take no kitchen time, so no slot's portions */
    portionsExempt: boolean('portions_exempt').notNull().default(false),
  },
  (table) => [index('categories_restaurant_idx').on(table.restaurantId, table.position)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** File name under storage/product, or an absolute URL; null shows the site's fallback image. */
    image: text('image'),
    /**
     * The photo's sizes when `image` is one the pipeline made (issue 34, decision 052): `image` is
     * then its widest JPEG; null for a drawing, an absolute URL or none
     */
    photo: jsonb('photo').$type<DishPhoto>(),
    vegetarian: boolean('vegetarian').notNull().default(false),
    /** EU allergen codes (see ALLERGENS in @tiffin/core) */
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    available: boolean('available').notNull().default(true),
    /** What the dish is for VAT (VAT_CLASSES in @tiffin/core); its rate on a day is in `vat_rates` */
    vatClass: text('vat_class').$type<VatClass>().notNull().default('food'),
    /** The Re-turn deposit on its can or bottle, per unit, in cents; 0 for none (decision 046) */
    depositCents: integer('deposit_cents').notNull().default(0),
    /**
     * "Sold out for today" (issue 33): off the customers' menu until this instant, the start of the
     * restaurant's first opening on a later day; read against the clock, so it returns by itself
     */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId, table.position),
    check('products_vat_class_check', sql`${table.vatClass} in ('food', 'soft_drink', 'alcohol', 'zero')`),
    check('products_deposit_check', sql`${table.depositCents} >= 0`),
  ],
);

/**
 * The version of the settings that placing keeps in memory (decision 054): one row, its number raised
 * by triggers (migration 0031) at every write to the restaurants, opening hours, closed dates and VAT
 * rates, whoever makes it (the staff's pages, another process, psql). Placing reads it in the same
 * statement that claims the Idempotency-Key and reads the settings again only when it moved.
 */
export const settingsVersion = pgTable(
  'settings_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
  },
  (table) => [check('settings_version_one_row_check', sql`${table.id} = 1`)],
);

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

export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('variations_product_idx').on(table.productId)],
);

export const variationOptions = pgTable(
  'variation_options',
  {
    id: serial('id').primaryKey(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** null = unlimited; a count = limited stock, decremented by orders */
    stock: integer('stock'),
    /**
     * EU allergen codes the option's own ingredients contain (issue 31): a line sells the dish's and
     * its chosen options' allergens together (combinedAllergens in @tiffin/core)
     */
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    /** "Sold out for today" (issue 33), as on `products`: sold out until this instant */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
  },
  (table) => [index('variation_options_variation_idx').on(table.variationId)],
);

/**
 * When a category or a dish is offered (issue 33, decision 050): a Dublin wall-clock range on an ISO
 * weekday (1 = Monday … 7 = Sunday, as `opening_hours`), from `starts_at` up to (not including)
 * `ends_at`. A category or dish with no rows is offered whenever the restaurant takes orders; a dish
 * is offered when both its own and its category's windows allow it.
 */
export const scheduleWindows = pgTable(
  'schedule_windows',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    /** Dublin wall-clock 'HH:mm' */
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
  },
  (table) => [
    index('schedule_windows_category_idx').on(table.categoryId),
    index('schedule_windows_product_idx').on(table.productId),
    check('schedule_windows_owner_check', sql`(${table.categoryId} is null) <> (${table.productId} is null)`),
    check('schedule_windows_weekday_check', sql`${table.weekday} between 1 and 7`),
    check('schedule_windows_range_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    discountType: text('discount_type', { enum: ['percent', 'amount'] }).notNull(),
    /** a percentage for 'percent', cents for 'amount' */
    discount: integer('discount').notNull(),
    minPurchaseCents: integer('min_purchase_cents').notNull().default(0),
    startDate: date('start_date').notNull(),
    expireDate: date('expire_date').notNull(),
    limit: integer('usage_limit').notNull(),
    totalUses: integer('total_uses').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (table) => [uniqueIndex('coupons_code_idx').on(table.restaurantId, sql`upper(${table.code})`)],
);

/** First-party, cookieless page views: a count per path and Dublin calendar day. */
export const pageViews = pgTable(
  'page_views',
  {
    path: text('path').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.path, table.day] })],
);

/**
 * A customer's account. Deleting the row removes their personal data: sessions, codes, addresses,
 * favourites, notifications and e-mails cascade; their orders stay, anonymised first (decision 045).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** stored lower-case, so uniqueness is case-insensitive */
    email: text('email').notNull(),
    /** stored without spaces */
    phone: text('phone').notNull(),
    /** argon2id, PHC string with its parameters */
    passwordHash: text('password_hash').notNull(),
    image: text('image'),
    /**
     * When the customer opened the link e-mailed to this address (issue 30): until then, e-mails to
     * it carry nothing the customer typed. Null for every account made before the proof existed.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_idx').on(table.email),
    uniqueIndex('customers_phone_idx').on(table.phone),
  ],
);

/** A signed-in browser: only the SHA-256 of its bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_customer_idx').on(table.customerId),
  ],
);

/**
 * A link that proves a customer's e-mail address (issue 30): only the SHA-256 of its random token is
 * kept, with the address it was sent to, so that a link for an earlier address proves nothing. It
 * works once, until it expires; the rows of a customer also count the links sent (the resend limit).
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_confirmations_token_hash_idx').on(table.tokenHash),
    index('email_confirmations_customer_idx').on(table.customerId, table.createdAt),
  ],
);

/**
 * A password-reset code. A request for an address without an account is recorded too (without a
 * customer, and never sent), so the answer, the resend wait and the wrong-try counter cannot tell
 * the two apart. The address is kept only as its SHA-256, and rows are removed after a day.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the address as the schema leaves it (trimmed, lower-case) */
    emailHash: text('email_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_email_hash_idx').on(table.emailHash, table.createdAt)],
);

/**
 * Every e-mail the site sends, written by the use case that causes it and sent by the dispatcher
 * (adapters/mailer.ts), which retries with back-off until `sentAt` is set; `error` keeps the last
 * failure. Without SMTP the rows are only kept.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The sender's display name and address apart, so the header is built by the mail library */
    fromName: text('from_name').notNull().default(''),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The body holds a secret (a password-reset code): never shown to the staff, never resent */
    secret: boolean('secret').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** When the dispatcher may next try (also pushed ahead while one process is sending it) */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
  },
  (table) => [
    index('outbox_created_idx').on(table.createdAt),
    index('outbox_unsent_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
  ],
);

/** A customer's favourite dishes; one row per dish, so adding twice keeps one. */
export const favourites = pgTable(
  'favourites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId] })],
);

/** A table pre-order / reservation enquiry from the home page or the contact page. */
export const preorders = pgTable(
  'preorders',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Dublin calendar date and wall-clock time asked for */
    date: date('date').notNull(),
    time: text('time').notNull(),
    people: integer('people').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 'new' until a member of staff confirms or declines it with a reply, e-mailed to the sender */
    status: text('status', { enum: ['new', 'confirmed', 'declined'] })
      .notNull()
      .default('new'),
    reply: text('reply'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('preorders_restaurant_date_idx').on(table.restaurantId, table.date),
    index('preorders_status_idx').on(table.status, table.createdAt),
    check('preorders_status_check', sql`${table.status} in ('new', 'confirmed', 'declined')`),
  ],
);

/**
 * A customer's saved delivery address (checkout-and-account §3). Coordinates are numbers here and
 * strings on the wire, as the first version has them; the Eircode is kept compact ('E25X9T4').
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'home', 'work' or 'other' */
    addressType: text('address_type').$type<AddressType>().notNull(),
    /** The 'other' type's own name ('Gym'); null for home and work */
    addressLabel: text('address_label'),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    contactPersonName: text('contact_person_name'),
    contactPersonNumber: text('contact_person_number'),
    house: text('house'),
    floor: text('floor'),
    road: text('road'),
    eircode: text('eircode'),
    /** The first version's delivery zone, sent on create only */
    zoneId: integer('zone_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('addresses_customer_idx').on(table.customerId, table.createdAt),
    check('addresses_type_check', sql`${table.addressType} in ('home', 'work', 'other')`),
  ],
);

/**
 * When the kitchen was last in touch (issue 28): each staff member's board (`staff:<id>`) and each
 * kitchen printer (`printer:<id>`), written at most every 15 s per source and process. Online
 * ordering pauses when the latest is too old during opening hours (restaurant/kitchen-watch.ts).
 */
export const kitchenContacts = pgTable('kitchen_contacts', {
  source: text('source').primaryKey(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
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

/**
 * How many orders a time slot holds. Placing an order takes one in the order's transaction with a
 * conditional upsert (`taken < capacity`), so orders racing for the last place cannot both get it.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The slot's start, an instant (the Dublin wall time resolved) */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    taken: integer('taken').notNull().default(0),
    /** The portions the slot's orders hold (issue 33), against the restaurant's portion capacity */
    portions: integer('portions').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.restaurantId, table.startsAt] }),
    check('slot_bookings_taken_check', sql`${table.taken} >= 0`),
    check('slot_bookings_portions_check', sql`${table.portions} >= 0`),
  ],
);

/** A delivery order's address as it was when the order was placed. */
export type OrderAddressSnapshot = {
  address: string;
  house: string | null;
  floor: string | null;
  road: string | null;
  eircode: string | null;
  latitude: number;
  longitude: number;
};

/** A chosen option as it was priced when the order was placed. */
export type OrderLineOption = {
  variation: string;
  label: string;
  price_cents: number;
  option_id: number;
  /**
   * Whether placing took the line's quantity from the option's stock (it was limited then), so a
   * cancel gives exactly that back. Absent on orders placed before it was kept.
   */
  stock_taken?: boolean;
};

/**
 * An order, kept as placed: names, prices, contact and address are copies, so a later change to the
 * menu, the settings or the account does not rewrite what was sold. Amounts in cents. A deleted
 * account leaves its orders with the restaurant for its tax records (customer set to null), their
 * contact, delivery address and notes replaced first (data-rights/anonymise-customer.ts, decision 045).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Six characters of an alphabet without look-alikes, read out on the phone */
    reference: text('reference').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    fulfilment: text('fulfilment').$type<DeliveryMode>().notNull(),
    /** 'cash_on_delivery' or 'digital_payment', as the payload names them */
    paymentMethod: text('payment_method').$type<PaymentMethodCode>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** The portions it took in its slot (issue 33), given back with the slot's place; 0 before then */
    portions: integer('portions').notNull().default(0),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddressSnapshot>(),
    distanceKm: doublePrecision('distance_km'),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The VAT the total contains, all rates together (`order_vat` has it by rate) */
    vatCents: integer('vat_cents').notNull(),
    /**
     * The one rate of an order placed before VAT by rate (decision 046); null since, the rates being
     * in `order_vat` and on each line
     */
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    /** The Re-turn deposit in the total: no sale, never discounted (decision 046) */
    depositCents: integer('deposit_cents').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    orderNote: text('order_note'),
    /** When the kitchen said, on accepting it, that the order will be ready */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Why the restaurant canceled it, as the customer was told */
    cancelReason: text('cancel_reason'),
    /** The card payment that paid a card order: unique, so no payment pays for two orders. */
    paymentIntentId: text('payment_intent_id'),
    /** When the restaurant was e-mailed that the order waits unaccepted past the alert time (once) */
    alertEmailedAt: timestamp('alert_emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('orders_reference_idx').on(table.reference),
    uniqueIndex('orders_payment_intent_idx').on(table.paymentIntentId),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_restaurant_idx').on(table.restaurantId, table.createdAt),
    // The sweeps of new orders (the alert e-mail, the rejection) read only these.
    index('orders_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check(
      'orders_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'processing', 'handover', 'delivered', 'canceled', 'failed', 'refunded')`,
    ),
    check('orders_fulfilment_check', sql`${table.fulfilment} in ('delivery', 'collection')`),
    check(
      'orders_payment_method_check',
      sql`${table.paymentMethod} in ('cash_on_delivery', 'digital_payment')`,
    ),
    check(
      'orders_amounts_check',
      sql`${table.subtotalCents} >= 0 and ${table.deliveryFeeCents} >= 0 and ${table.discountCents} >= 0 and ${table.totalCents} >= 0`,
    ),
  ],
);

/**
 * A card payment asked for at checkout (issue 13): the gateway's intent, for the server's quote of
 * the basket it records. `status` is 'open' until an order is placed with it ('placed'), or the
 * money goes back ('refunded') or the intent is given up ('canceled'). 'refunding' (issue 30): the
 * gateway was asked for the refund and its answer is not known yet (the call under way, or lost);
 * the payment sweep asks the gateway again (pending-refunds.ts).
 */
/** Where a card payment is: see `payments`. */
export type PaymentStatus = 'open' | 'placed' | 'refunding' | 'refunded' | 'canceled';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    intentId: text('intent_id').notNull(),
    /** 'stripe' or 'simulated': which gateway holds the intent */
    gateway: text('gateway').$type<PaymentGateway['kind']>().notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The order payload quoted for the amount, without its payment fields */
    basket: jsonb('basket').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Why the money goes back, kept from the refund's claim so that whoever finishes it tells the customer */
    refundReason: text('refund_reason'),
    /** Who asked for the refund of an order (null: the server, or the customer); for the staff log */
    refundStaffId: integer('refund_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payments_intent_idx').on(table.intentId),
    uniqueIndex('payments_order_idx').on(table.orderId),
    index('payments_open_idx').on(table.status, table.createdAt),
    check(
      'payments_status_check',
      sql`${table.status} in ('open', 'placed', 'refunding', 'refunded', 'canceled')`,
    ),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** A gateway's event (a Stripe webhook delivery) handled: a delivery of it again changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }).notNull(),
});

/**
 * The simulated gateway's own intents (development and tests): what Stripe keeps on its side, kept
 * here so that the simulation survives a restart and is shared by several server processes.
 */
export const simulatedPaymentIntents = pgTable('simulated_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<IntentStatus>().notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** The last refusal, as Stripe's `last_payment_error` gives it */
  lastErrorCode: text('last_error_code'),
  lastDeclineCode: text('last_decline_code'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One dish of an order, as sold: its name, options, prices, note and allergens copied. The allergens
 * are the line's as sold: the dish's and its chosen options' together (issue 31).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    options: jsonb('options').$type<OrderLineOption[]>().notNull(),
    note: text('note'),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    /** The VAT rate the line was sold at (its dish's class on the day), basis points (decision 046) */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    /** The deposit per unit it was sold with, cents */
    depositCents: integer('deposit_cents').notNull().default(0),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId, table.position),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * An order's VAT by rate (decision 046), written in the placement's transaction: what was sold at
 * the rate after the coupon's share (gross), without its VAT (net), and the VAT. The deposit is in
 * no row. An order placed before had one rate: the migration gave it one row.
 */
export const orderVat = pgTable(
  'order_vat',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    grossCents: integer('gross_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.rateBasisPoints] }),
    check('order_vat_amounts_check', sql`${table.grossCents} = ${table.netCents} + ${table.vatCents}`),
  ],
);

/**
 * An Idempotency-Key a customer sent with an order. The row is written first in the order's
 * transaction, so a second request with the key waits on it; it keeps the answer of an order placed
 * and disappears with a refused one (decision 022).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body in a canonical form */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<PlaceOrderResponse>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.key] })],
);

/** What a customer is told in the notifications list (checkout-and-account §2.9, §3). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** { type: 'order_status', order_id } for an order's news */
    data: jsonb('data').$type<{ type: string; order_id?: number }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notifications_customer_idx').on(table.customerId, table.createdAt)],
);

/**
 * The restaurant's people (issue 14), apart from the customers: their own accounts and sessions, so a
 * customer's token never opens the staff side. An admin also manages the staff and the settings.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** stored lower-case */
    email: text('email').notNull(),
    /** argon2id, PHC string with its parameters */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** A disabled member cannot sign in; their sessions end when they are disabled */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the member was last e-mailed that a network is held from their account (at most hourly) */
    signInAlertedAt: timestamp('sign_in_alerted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_members_email_idx').on(table.email),
    check('staff_members_role_check', sql`${table.role} in ('staff', 'admin')`),
  ],
);

/**
 * Wrong staff passwords per e-mail address and network (decision 060, replacing the account lock of
 * issue 30): the 10th in a row from a network holds that network's sign-ins to that address for 15
 * minutes, each further hold before a sign-in from there twice as long, at most 24 h. Kept for every
 * address typed, an account's or not, so that both answer alike.
 */
export const staffSignInHolds = pgTable(
  'staff_sign_in_holds',
  {
    /** As typed (lower-case), whether or not a member has it */
    email: text('email').notNull(),
    /** The client's IPv4 address, or its IPv6 /64 ('2001:db8:1:2::/64') */
    source: text('source').notNull(),
    /** Wrong passwords in a row since the last hold or sign-in from there */
    failures: integer('failures').notNull().default(0),
    /** Holds since the last sign-in from there: each twice as long as the one before */
    holds: integer('holds').notNull().default(0),
    /** While in the future, even the right password from there is refused */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.source] })],
);

/** A member of staff signed in: only the SHA-256 of the bearer token is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(table.tokenHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

/** What a member of staff did (who, what, when), written in the same transaction as the change. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    /** null for what the server did by itself (an order rejected when nobody accepted it) */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What it was done to, e.g. 'order 12', 'staff 3' */
    subject: text('subject').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_actions_created_idx').on(table.createdAt)],
);

/**
 * Every change to the allergens of a dish or of one of its options (issue 31), written in the
 * transaction of the change: the list before and after, who and when. The option's group and label
 * are copied as they were named then, so the record reads the same after a rename; a save that
 * leaves the list as it was writes nothing. The seed's lists are not changes and have none.
 */
export const allergenChanges = pgTable(
  'allergen_changes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null: the dish's own allergens */
    optionId: integer('option_id').references(() => variationOptions.id, { onDelete: 'set null' }),
    variation: text('variation'),
    option: text('option'),
    /** EU allergen codes */
    before: text('before').array().notNull(),
    after: text('after').array().notNull(),
    /** null: a member since deleted */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('allergen_changes_product_idx').on(table.productId, table.id)],
);

/**
 * Every status an order took, in order: the order's timeline, and the staff board's and order page's
 * live stream (the id is the Server-Sent Events id a reconnecting browser resumes after).
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId, table.id)],
);

/**
 * A kitchen printer (issue 28): a Star printer that polls the server by CloudPRNT, signing in with
 * its id and a secret of which only the SHA-256 is kept. `lastSeenAt` and the status are those of its
 * last poll.
 */
export const printers = pgTable(
  'printers',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** 'arrival' (when the order is placed) or 'acceptance' (when the kitchen accepts it) */
    printOn: text('print_on').$type<PrinterPrintOn>().notNull(),
    copies: integer('copies').notNull(),
    paperColumns: integer('paper_columns').notNull(),
    enabled: boolean('enabled').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** What the last poll said: the ASB bytes as sent, the status code (URL-decoded), their reading */
    reportedStatus: text('reported_status'),
    reportedCode: text('reported_code'),
    reportedState: text('reported_state').$type<ReportedPrinterState>(),
    /** The MAC address the printer polls with */
    mac: text('mac'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('printers_restaurant_idx').on(table.restaurantId),
    check('printers_print_on_check', sql`${table.printOn} in ('arrival', 'acceptance')`),
    check('printers_copies_check', sql`${table.copies} between 1 and 5`),
  ],
);

/**
 * A ticket to print (issue 28): the order as the board showed it when the job was queued, for one
 * printer. 'queued' until the printer fetches it ('fetched'), then 'printed' or 'failed' by the
 * printer's confirmation; a job fetched but not confirmed within a while is offered again.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').primaryKey(),
    printerId: integer('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Why it prints: the printer's moment ('arrival', 'acceptance') or a 'reprint' from the board */
    reason: text('reason').$type<PrintJobReason>().notNull(),
    copies: integer('copies').notNull(),
    ticket: jsonb('ticket').$type<BoardOrder>().notNull(),
    /** The CloudPRNT job token the printer fetches and confirms it by */
    token: text('token').notNull(),
    state: text('state').$type<PrintJobState>().notNull(),
    /** The status code the printer confirmed it with */
    resultCode: text('result_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('print_jobs_token_idx').on(table.token),
    index('print_jobs_printer_state_idx').on(table.printerId, table.state, table.id),
    index('print_jobs_order_idx').on(table.orderId),
    check('print_jobs_state_check', sql`${table.state} in ('queued', 'fetched', 'printed', 'failed')`),
  ],
);
export type PrintJobState = 'queued' | 'fetched' | 'printed' | 'failed';
export type PrintJobReason = PrinterPrintOn | 'reprint';

/**
 * A browser's push subscription (decision 053): a customer's, for their orders' news, or a staff
 * member's device, for new and waiting orders. The endpoint is the push service's address for that
 * browser, unique: subscribing again from the same browser replaces the row. Removed when the push
 * service answers 404 or 410 (the browser dropped it).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url): the payload is encrypted to them */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    staffMemberId: integer('staff_member_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_customer_idx').on(table.customerId),
    index('push_subscriptions_staff_idx').on(table.staffMemberId),
    check(
      'push_subscriptions_owner_check',
      sql`(${table.customerId} is null) <> (${table.staffMemberId} is null)`,
    ),
  ],
);

/**
 * The pushes to send, as the e-mail outbox: written in the transaction of what they tell, sent by
 * the dispatcher (adapters/pusher.ts) with the e-mails' back-off; they go with their subscription.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** What the service worker shows: { title, body, url, tag, reference?, status? } */
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
  },
  (table) => [index('push_outbox_unsent_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);
