import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { customers } from '../customers/customers.schema.ts';

/**
 * Every e-mail the site sends, written by the use case that causes it and sent by the dispatcher
 * (adapters/mailer.ts), which retries with back-off until `sentAt` is set; `error` keeps the last
 * failure. Without SMTP the rows are only kept.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The sender's display name and address apart, so the header is built by the mail library */
    fromName: text('from_name').notNull().default(''),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The same words as HTML (the receipt and the order's news, issue 47), sent beside the text; null: text only */
    htmlBody: text('html_body'),
    /** The body holds a secret (a password-reset code): never shown to the staff, never resent */
    secret: boolean('secret').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    /** When the dispatcher may next try (also pushed ahead while one process is sending it) */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    error: text('error'),
  },
  (table) => [
    index('outbox_created_idx').on(table.createdAt),
    index('outbox_unsent_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
  ],
);
