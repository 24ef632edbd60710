import type { StaffRole } from '@tiffin/core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';

/**
 * The restaurant's people (issue 14), apart from the customers: their own accounts and sessions, so a
 * customer's token never opens the staff side. An admin also manages the staff and the settings.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** stored lower-case */
    email: text('email').notNull(),
    /** argon2id, PHC string with its parameters */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** A disabled member cannot sign in; their sessions end when they are disabled */
    disabledAt: instant('disabled_at'),
    createdAt: instant('created_at').notNull(),
    /** When the member was last e-mailed that a network is held from their account (at most hourly) */
    signInAlertedAt: instant('sign_in_alerted_at'),
  },
  (table) => [
    uniqueIndex('staff_members_email_idx').on(table.email),
    check('staff_members_role_check', sql`${table.role} in ('staff', 'admin')`),
  ],
);

/**
 * Wrong staff passwords per e-mail address and network (decision 060, replacing the account lock of
 * issue 30): the 10th in a row from a network holds that network's sign-ins to that address for 15
 * minutes, each further hold before a sign-in from there twice as long, at most 24 h. Kept for every
 * address typed, an account's or not, so that both answer alike.
 */
export const staffSignInHolds = pgTable(
  'staff_sign_in_holds',
  {
    /** As typed (lower-case), whether or not a member has it */
    email: text('email').notNull(),
    /** The client's IPv4 address, or its IPv6 /64 ('2001:db8:1:2::/64') */
    source: text('source').notNull(),
    /** Wrong passwords in a row since the last hold or sign-in from there */
    failures: integer('failures').notNull().default(0),
    /** Holds since the last sign-in from there: each twice as long as the one before */
    holds: integer('holds').notNull().default(0),
    /** While in the future, even the right password from there is refused */
    heldUntil: instant('held_until'),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.source] })],
);

/** A member of staff signed in: only the SHA-256 of the bearer token is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(table.tokenHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

/** What a member of staff did (who, what, when), written in the same transaction as the change. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    /** null for what the server did by itself (an order rejected when nobody accepted it) */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What it was done to, e.g. 'order 12', 'staff 3' */
    subject: text('subject').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('staff_actions_created_idx').on(table.createdAt)],
);
