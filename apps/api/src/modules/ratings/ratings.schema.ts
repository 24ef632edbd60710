import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { customers } from '../customers/customers.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { staffMembers } from '../staff/staff.schema.ts';

/**
 * A completed order's customer to be asked for a rating (issue 51): written when the order is
 * completed, due the restaurant's `rating_ask_minutes` later, and marked asked once the "rating asks"
 * job has told them. The order is its key, so an order is asked once.
 */
export const ratingAsks = pgTable(
  'rating_asks',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    dueAt: instant('due_at').notNull(),
    askedAt: instant('asked_at'),
  },
  (table) => [index('rating_asks_due_idx').on(table.dueAt).where(sql`${table.askedAt} is null`)],
);

/**
 * A customer's rating of their completed order, once per order (the unique index): the food's stars
 * and, for a delivery, the delivery's, with an optional comment. Never written or changed by the
 * staff: they may only hide the comment from the public (the reason kept here and in their log) and
 * answer the customer by e-mail. A deleted account takes its ratings with it.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    food: integer('food').notNull(),
    delivery: integer('delivery'),
    comment: text('comment'),
    hiddenReason: text('hidden_reason'),
    hiddenAt: instant('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    repliedAt: instant('replied_at'),
    repliedBy: integer('replied_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('ratings_order_idx').on(table.orderId),
    index('ratings_created_idx').on(table.createdAt, table.id),
    check('ratings_food_check', sql`${table.food} between 1 and 5`),
    check('ratings_delivery_check', sql`${table.delivery} is null or ${table.delivery} between 1 and 5`),
  ],
);
