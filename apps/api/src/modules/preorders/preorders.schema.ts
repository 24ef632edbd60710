import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { restaurants } from '../restaurant/restaurant.schema.ts';
import { staffMembers } from '../staff/staff.schema.ts';

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
    createdAt: instant('created_at').notNull(),
    /** 'new' until a member of staff confirms or declines it with a reply, e-mailed to the sender */
    status: text('status', { enum: ['new', 'confirmed', 'declined'] })
      .notNull()
      .default('new'),
    reply: text('reply'),
    answeredAt: instant('answered_at'),
    answeredBy: integer('answered_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('preorders_restaurant_date_idx').on(table.restaurantId, table.date),
    index('preorders_status_idx').on(table.status, table.createdAt),
    check('preorders_status_check', sql`${table.status} in ('new', 'confirmed', 'declined')`),
  ],
);
