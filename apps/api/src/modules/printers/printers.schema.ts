import type { BoardOrder, OrderChangeSummary, PrinterPrintOn, ReportedPrinterState } from '@tiffin/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { orders } from '../orders/orders.schema.ts';
import { restaurants } from '../restaurant/restaurant.schema.ts';

/**
 * A kitchen printer (issue 28): a Star printer that polls the server by CloudPRNT, signing in with
 * its id and a secret of which only the SHA-256 is kept. `lastSeenAt` and the status are those of its
 * last poll.
 */
export const printers = pgTable(
  'printers',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** 'arrival' (when the order is placed) or 'acceptance' (when the kitchen accepts it) */
    printOn: text('print_on').$type<PrinterPrintOn>().notNull(),
    copies: integer('copies').notNull(),
    paperColumns: integer('paper_columns').notNull(),
    enabled: boolean('enabled').notNull(),
    lastSeenAt: instant('last_seen_at'),
    /** What the last poll said: the ASB bytes as sent, the status code (URL-decoded), their reading */
    reportedStatus: text('reported_status'),
    reportedCode: text('reported_code'),
    reportedState: text('reported_state').$type<ReportedPrinterState>(),
    /** The MAC address the printer polls with */
    mac: text('mac'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('printers_restaurant_idx').on(table.restaurantId),
    check('printers_print_on_check', sql`${table.printOn} in ('arrival', 'acceptance')`),
    check('printers_copies_check', sql`${table.copies} between 1 and 5`),
  ],
);

/**
 * A ticket to print (issue 28): the order as the board showed it when the job was queued, for one
 * printer. 'queued' until the printer fetches it ('fetched'), then 'printed' or 'failed' by the
 * printer's confirmation; a job fetched but not confirmed within a while is offered again.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').primaryKey(),
    printerId: integer('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Why it prints: the printer's moment ('arrival', 'acceptance') or a 'reprint' from the board */
    reason: text('reason').$type<PrintJobReason>().notNull(),
    copies: integer('copies').notNull(),
    ticket: jsonb('ticket').$type<TicketOrder>().notNull(),
    /** The CloudPRNT job token the printer fetches and confirms it by */
    token: text('token').notNull(),
    state: text('state').$type<PrintJobState>().notNull(),
    /** The status code the printer confirmed it with */
    resultCode: text('result_code'),
    createdAt: instant('created_at').notNull(),
    fetchedAt: instant('fetched_at'),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    uniqueIndex('print_jobs_token_idx').on(table.token),
    index('print_jobs_printer_state_idx').on(table.printerId, table.state, table.id),
    index('print_jobs_order_idx').on(table.orderId),
    check('print_jobs_state_check', sql`${table.state} in ('queued', 'fetched', 'printed', 'failed')`),
  ],
);
export type PrintJobState = 'queued' | 'fetched' | 'printed' | 'failed';
/** Why a job prints: its printer's moment, a reprint, or a change of the order (issue 49). */
export type PrintJobReason = PrinterPrintOn | 'reprint' | 'change';
/** The order as the ticket prints it: the board's, with what changed when it prints for a change. */
export type TicketOrder = BoardOrder & { change?: OrderChangeSummary };
