import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { staffMembers } from '../staff/staff.schema.ts';

/**
 * The card tips handed on to the staff (issue 51, decision 081): the Dublin day they were paid, the
 * amount, how they were shared and with whom, and the admin who recorded it. Never edited: a slip is
 * put right by the payout that follows, as a ledger is.
 */
export const tipPayouts = pgTable(
  'tip_payouts',
  {
    id: serial('id').primaryKey(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull(),
    recordedBy: integer('recorded_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('tip_payouts_paid_on_idx').on(table.paidOn, table.id),
    check('tip_payouts_amount_check', sql`${table.amountCents} > 0`),
  ],
);
