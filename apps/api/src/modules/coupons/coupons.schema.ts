import { sql } from 'drizzle-orm';
import { date, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from '../restaurant/restaurant.schema.ts';

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
