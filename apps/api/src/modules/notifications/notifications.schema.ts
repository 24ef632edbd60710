import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { customers } from '../customers/customers.schema.ts';

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
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (table) => [index('notifications_customer_idx').on(table.customerId, table.createdAt)],
);
