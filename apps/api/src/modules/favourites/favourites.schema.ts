import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
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
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId] })],
);
