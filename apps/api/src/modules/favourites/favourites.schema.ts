import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema.ts';
import { products } from '../menu/menu.schema.ts';

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
