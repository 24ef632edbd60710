import type { PushPayload } from '@tiffin/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { customers } from '../customers/customers.schema.ts';
import { staffMembers } from '../staff/staff.schema.ts';

/**
 * A browser's push subscription (decision 053): a customer's, for their orders' news, or a staff
 * member's device, for new and waiting orders. The endpoint is the push service's address for that
 * browser, unique: subscribing again from the same browser replaces the row. Removed when the push
 * service answers 404 or 410 (the browser dropped it).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url): the payload is encrypted to them */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    staffMemberId: integer('staff_member_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_customer_idx').on(table.customerId),
    index('push_subscriptions_staff_idx').on(table.staffMemberId),
    check(
      'push_subscriptions_owner_check',
      sql`(${table.customerId} is null) <> (${table.staffMemberId} is null)`,
    ),
  ],
);

/**
 * The pushes to send, as the e-mail outbox: written in the transaction of what they tell, sent by
 * the dispatcher (adapters/pusher.ts) with the e-mails' back-off; they go with their subscription.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** What the service worker shows: { title, body, url, tag, reference?, status? } */
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    error: text('error'),
  },
  (table) => [index('push_outbox_unsent_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);
