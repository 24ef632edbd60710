import type { DishPhoto, VatClass } from '@tiffin/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { allergenCodes, instant } from '../../db/columns.ts';
import { restaurants } from '../restaurant/restaurant.schema.ts';
import { staffMembers } from '../staff/staff.schema.ts';

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
    allergens: allergenCodes(),
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
    soldOutUntil: instant('sold_out_until'),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId, table.position),
    check('products_vat_class_check', sql`${table.vatClass} in ('food', 'soft_drink', 'alcohol', 'zero')`),
    check('products_deposit_check', sql`${table.depositCents} >= 0`),
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
    allergens: allergenCodes(),
    position: integer('position').notNull(),
    /** "Sold out for today" (issue 33), as on `products`: sold out until this instant */
    soldOutUntil: instant('sold_out_until'),
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
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('allergen_changes_product_idx').on(table.productId, table.id)],
);
