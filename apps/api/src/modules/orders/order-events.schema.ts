import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';

/**
 * What happened to an order (issue 48, decision 062), written by orders' use cases in their own
 * transaction and by nothing else: its kind, the order, and what changed (ids and statuses, never a
 * copy of the order). `handedOutAt` is when its deliveries were made, one per subscriber that takes
 * its kind (adapters/event-outbox.ts); null while it waits for that.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    /** The order's id, without a foreign key: an order is never deleted, only anonymised (decision 045). */
    orderId: integer('order_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull(),
    handedOutAt: instant('handed_out_at'),
  },
  (table) => [index('order_events_waiting_idx').on(table.id).where(sql`${table.handedOutAt} is null`)],
);

/**
 * One event's delivery to one subscriber, a row of the outbox worker (adapters/outbox-worker.ts):
 * a subscriber that fails is retried alone, one that succeeded is not run again.
 */
export const orderEventDeliveries = pgTable(
  'order_event_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => orderEvents.id, { onDelete: 'cascade' }),
    /** The subscriber's name (its config) */
    subscriber: text('subscriber').notNull(),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    error: text('error'),
  },
  (table) => [
    uniqueIndex('order_event_deliveries_once_idx').on(table.eventId, table.subscriber),
    index('order_event_deliveries_unsent_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
  ],
);
