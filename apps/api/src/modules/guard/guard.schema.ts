import type { GuardRules, MarkKind, MarkTarget } from '@tiffin/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { customers } from '../customers/customers.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { restaurants } from '../restaurant/restaurant.schema.ts';
import { staffMembers } from '../staff/staff.schema.ts';

/** The owner's fake-order rules (decision 073), one row per restaurant; none: every rule off. */
export const fakeOrderRules = pgTable('fake_order_rules', {
  restaurantId: integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<GuardRules>().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * A code texted to a customer's phone: only its hash is kept (a leaked table sends no orders),
 * alive for ten minutes and five wrong tries; verified once, then spent by the one order it lets
 * through. The rows are also the send counts per number, customer and client address.
 */
export const phoneChecks = pgTable(
  'phone_checks',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** International form, '+353871234567' */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    clientAddress: text('client_address').notNull(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    tries: integer('tries').notNull().default(0),
    verifiedAt: instant('verified_at'),
    usedAt: instant('used_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('phone_checks_phone_idx').on(table.phone, table.sentAt),
    index('phone_checks_customer_idx').on(table.customerId, table.sentAt),
    index('phone_checks_address_idx').on(table.clientAddress, table.sentAt),
    check('phone_checks_tries_check', sql`${table.tries} >= 0`),
  ],
);

/**
 * A staff mark on an account, a phone, an e-mail address or a delivery address: flag (call before
 * cooking), card only, or blocked; kept when lifted, with who did what and why.
 */
export const customerMarks = pgTable(
  'customer_marks',
  {
    id: serial('id').primaryKey(),
    target: text('target').$type<MarkTarget>().notNull(),
    /** Compared as `markValueOf` writes it: a phone international, the rest lower-cased */
    value: text('value').notNull(),
    kind: text('kind').$type<MarkKind>().notNull(),
    reason: text('reason').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    liftedAt: instant('lifted_at'),
    liftedBy: integer('lifted_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('customer_marks_value_idx').on(table.target, table.value),
    check('customer_marks_target_check', sql`${table.target} in ('account', 'phone', 'email', 'address')`),
    check('customer_marks_kind_check', sql`${table.kind} in ('flag', 'card_only', 'blocked')`),
  ],
);

/** An order the guard let through with a flag: the board and ticket say "call before cooking". */
export const flaggedOrders = pgTable('flagged_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: instant('created_at').notNull(),
});
