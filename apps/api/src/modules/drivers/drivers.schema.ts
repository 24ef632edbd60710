import type { DeliveryState } from '@tiffin/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { orders } from '../orders/orders.schema.ts';
import { staffMembers } from '../staff/staff.schema.ts';

/**
 * The members who hold the driver role (issue 50, decision 071): a role beside a member's access
 * (staff or admin), so a member may be both, and the access every route checks stays as it was.
 */
export const drivers = pgTable('drivers', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  createdAt: instant('created_at').notNull(),
});

/**
 * What a member counted of a driver's cash at the end of a shift, against the cash expected of the
 * deliveries it covers (cashUpFigures in core): the difference kept, with the note saying why.
 */
export const cashUps = pgTable(
  'cash_ups',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    countedBy: integer('counted_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The deliveries it covers */
    orders: integer('orders').notNull(),
    expectedCents: integer('expected_cents').notNull(),
    countedCents: integer('counted_cents').notNull(),
    differenceCents: integer('difference_cents').notNull(),
    note: text('note'),
    /**
     * The card tips on the deliveries it covers (issue 51): the driver's share to pass on, no cash
     * and in no figure above
     */
    tipsCents: integer('tips_cents').notNull().default(0),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('cash_ups_created_idx').on(table.createdAt),
    check(
      'cash_ups_difference_check',
      sql`${table.differenceCents} = ${table.countedCents} - ${table.expectedCents}`,
    ),
  ],
);

/**
 * An order on a driver's run: assigned, picked up (the order on its way), then delivered or back
 * undelivered with a reason. An order has at most one delivery under way (the partial unique index:
 * two assignments racing, one wins); a returned one may go on a run again as a new row. A finished
 * delivery waits for its driver's next cash-up, which then names it.
 */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    /** The stop's place in its driver's run: the order they drive it in */
    position: integer('position').notNull(),
    state: text('state').$type<DeliveryState>().notNull(),
    /** Why it could not be delivered, as the driver said */
    reason: text('reason'),
    assignedBy: integer('assigned_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    assignedAt: instant('assigned_at').notNull(),
    pickedUpAt: instant('picked_up_at'),
    finishedAt: instant('finished_at'),
    cashUpId: integer('cash_up_id').references(() => cashUps.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('order_deliveries_under_way_idx')
      .on(table.orderId)
      .where(sql`${table.state} in ('assigned', 'picked_up')`),
    index('order_deliveries_driver_idx').on(table.driverId, table.state),
    index('order_deliveries_order_idx').on(table.orderId, table.id),
    check(
      'order_deliveries_state_check',
      sql`${table.state} in ('assigned', 'picked_up', 'delivered', 'returned')`,
    ),
  ],
);
