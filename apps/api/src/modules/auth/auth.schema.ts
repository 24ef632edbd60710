import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { customers } from '../customers/customers.schema.ts';

/** A signed-in browser: only the SHA-256 of its bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_customer_idx').on(table.customerId),
  ],
);

/**
 * A link that proves a customer's e-mail address (issue 30): only the SHA-256 of its random token is
 * kept, with the address it was sent to, so that a link for an earlier address proves nothing. It
 * works once, until it expires; the rows of a customer also count the links sent (the resend limit).
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('email_confirmations_token_hash_idx').on(table.tokenHash),
    index('email_confirmations_customer_idx').on(table.customerId, table.createdAt),
  ],
);

/**
 * A password-reset code. A request for an address without an account is recorded too (without a
 * customer, and never sent), so the answer, the resend wait and the wrong-try counter cannot tell
 * the two apart. The address is kept only as its SHA-256, and rows are removed after a day.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the address as the schema leaves it (trimmed, lower-case) */
    emailHash: text('email_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: instant('used_at'),
  },
  (table) => [index('password_resets_email_hash_idx').on(table.emailHash, table.createdAt)],
);
