import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { restaurants } from '../restaurant/restaurant.schema.ts';

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
    startsAt: instant('starts_at').notNull(),
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
