import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PRINTER_CONTACT_WINDOW_MS,
  type Printer,
  type PrinterChange,
  type PrinterCredentials,
  type PrinterState,
  type PrintersResponse,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { newSessionToken, sha256 } from '../../lib/secrets.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';
import * as repository from './printers.repository.ts';
import type { TicketOrder } from './printers.schema.ts';

/*
 * Kitchen printers (issue 28): an admin registers each Star printer and gets, once, the credentials
 * to type into it; the printer polls by CloudPRNT (cloudprnt.ts). Orders queue a ticket for each
 * enabled printer at its moment — when placed or when accepted — in the transaction of that change.
 */

/** The path a printer polls, fetches and confirms its jobs at (one URL, as CloudPRNT has it). */
export const CLOUDPRNT_PATH = '/api/v1/cloudprnt';

export function printerOf(row: repository.PrinterRow, now: Date): Printer {
  return {
    id: row.id,
    name: row.name,
    print_on: row.printOn,
    copies: row.copies,
    paper_columns: row.paperColumns,
    enabled: row.enabled,
    state: stateOf(row, now),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    reported_status: row.reportedStatus,
    reported_code: row.reportedCode,
  };
}

/** What the printer last reported while it is in touch; `offline` once it stops polling. */
function stateOf(row: repository.PrinterRow, now: Date): PrinterState {
  if (row.lastSeenAt === null) return 'never';
  if (now.getTime() - row.lastSeenAt.getTime() > PRINTER_CONTACT_WINDOW_MS) return 'offline';
  return row.reportedState ?? 'online';
}

const valuesOf = (change: PrinterChange): repository.PrinterValues => ({
  name: change.name,
  printOn: change.print_on,
  copies: change.copies,
  paperColumns: change.paper_columns,
  enabled: change.enabled,
});

/** Every printer of the restaurant with its state: the Printers page and the board's strip. */
export async function listPrinters({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<PrintersResponse> {
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  const rows = await repository.listPrinters(db, restaurant.id);
  return { now: now.toISOString(), printers: rows.map((row) => printerOf(row, now)) };
}

function credentialsOf(row: repository.PrinterRow, secret: string, baseUrl: string, now: Date) {
  return {
    printer: printerOf(row, now),
    url: `${baseUrl.replace(/\/+$/, '')}${CLOUDPRNT_PATH}`,
    username: String(row.id),
    secret,
  } satisfies PrinterCredentials;
}

/** Registers a printer and answers its credentials: the secret is shown this once, only its hash is kept. */
export async function addPrinter(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { change, staffId, baseUrl }: { change: PrinterChange; staffId: number; baseUrl: string },
): Promise<PrinterCredentials> {
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  const { token: secret, tokenHash } = newSessionToken();
  const row = await db.transaction(async (tx) => {
    const inserted = await repository.insertPrinter(tx, {
      restaurantId: restaurant.id,
      ...valuesOf(change),
      secretHash: tokenHash,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) throw new Error('the printer was not inserted');
    await recordAction(
      { db: tx, clock },
      { staffId, action: 'added a printer', subject: `printer ${inserted.id}`, details: change },
    );
    return inserted;
  });
  return credentialsOf(row, secret, baseUrl, now);
}

export async function changePrinter(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { printerId, change, staffId }: { printerId: number; change: PrinterChange; staffId: number },
): Promise<Printer> {
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const updated = await repository.updatePrinter(tx, restaurant.id, printerId, {
      ...valuesOf(change),
      updatedAt: now,
    });
    if (!updated) throw notFound('Printer');
    await recordAction(
      { db: tx, clock },
      { staffId, action: 'changed a printer', subject: `printer ${printerId}`, details: change },
    );
    return updated;
  });
  return printerOf(row, now);
}

/** A new secret for a printer (the old one stops working at once), shown this once. */
export async function renewPrinterSecret(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { printerId, staffId, baseUrl }: { printerId: number; staffId: number; baseUrl: string },
): Promise<PrinterCredentials> {
  const restaurant = await requireRestaurant({ db });
  const now = clock.now();
  const { token: secret, tokenHash } = newSessionToken();
  const row = await db.transaction(async (tx) => {
    const updated = await repository.updatePrinter(tx, restaurant.id, printerId, {
      secretHash: tokenHash,
      updatedAt: now,
    });
    if (!updated) throw notFound('Printer');
    await recordAction(
      { db: tx, clock },
      { staffId, action: "renewed a printer's password", subject: `printer ${printerId}` },
    );
    return updated;
  });
  return credentialsOf(row, secret, baseUrl, now);
}

/** Deletes a printer with its jobs: it is refused from its next request on. */
export async function removePrinter(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { printerId, staffId }: { printerId: number; staffId: number },
): Promise<{ message: string }> {
  const restaurant = await requireRestaurant({ db });
  const row = await db.transaction(async (tx) => {
    const deleted = await repository.deletePrinter(tx, restaurant.id, printerId);
    if (!deleted) throw notFound('Printer');
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: 'deleted a printer',
        subject: `printer ${printerId}`,
        details: { name: deleted.name },
      },
    );
    return deleted;
  });
  return { message: `${row.name} is deleted` };
}

// Wrong and right secrets take the same time to compare.
const UNUSED_SECRET_HASH = sha256(randomBytes(32).toString('hex'));

/**
 * The enabled printer whose HTTP Basic credentials these are (user name: its id, password: its
 * secret), or null: a printer switched off is refused as a deleted one is (decision 060), so its
 * secret records no poll and confirms no job. Compared in constant time, against a stand-in hash
 * when no printer has the id.
 */
export async function printerForCredentials(
  { db }: Pick<AppDeps, 'db'>,
  authorization: string | undefined,
): Promise<repository.PrinterRow | null> {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const username = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  if (colon < 0 || !/^[1-9]\d{0,8}$/.test(username) || secret.length === 0 || secret.length > 200)
    return null;
  const printer = await repository.findPrinter(db, Number(username));
  const expected = Buffer.from(printer?.secretHash ?? UNUSED_SECRET_HASH);
  const actual = Buffer.from(sha256(secret));
  const matches = actual.length === expected.length && timingSafeEqual(actual, expected);
  return printer?.enabled && matches ? printer : null;
}

/** A printer as queuing a ticket needs it. */
export type TicketPrinter = Pick<repository.PrinterRow, 'id' | 'copies'>;

/**
 * The restaurant's enabled printers that print at this moment (every enabled one for a reprint).
 * Placing keeps those of arrival with its settings (decision 057).
 */
export async function ticketPrinters(
  db: Db,
  restaurantId: number,
  moment: 'arrival' | 'acceptance' | 'reprint' | 'change',
): Promise<TicketPrinter[]> {
  // A change reaches every printer, as a reprint does: whoever has the ticket must see it changed.
  const rows = await repository.printersFor(db, restaurantId, moment === 'change' ? 'reprint' : moment);
  return rows.map(({ id, copies }) => ({ id, copies }));
}

/**
 * Queues an order's ticket for each of the restaurant's enabled printers that print at this moment
 * (every enabled printer for a reprint), in the caller's transaction, so the ticket is queued if
 * and only if the order's change is kept. The ticket is read only when a printer wants it. Answers how many printers it was queued for.
 */
export async function queueTickets(
  db: Db,
  {
    restaurantId,
    printers,
    moment,
    ticket,
    now,
  }: {
    moment: 'arrival' | 'acceptance' | 'reprint' | 'change';
    ticket: () => Promise<TicketOrder>;
    now: Date;
    restaurantId: number;
    /** The printers, when the caller keeps them (placing, decision 057); else read */
    printers?: TicketPrinter[];
  },
): Promise<number> {
  const to = printers ?? (await ticketPrinters(db, restaurantId, moment));
  if (to.length === 0) return 0;
  const order = await ticket();
  await repository.insertJobs(
    db,
    to.map((printer) => ({
      printerId: printer.id,
      orderId: order.id,
      reason: moment,
      copies: printer.copies,
      ticket: order,
      token: randomBytes(16).toString('hex'),
      state: 'queued' as const,
      createdAt: now,
    })),
  );
  return to.length;
}

/**
 * The tickets of a deleted account's orders (issue 32), in its deletion's transaction: each copies
 * the order's contact, address and notes, and a printed ticket is no record (the order is).
 */
export function forgetTicketsOf({ db }: { db: Db }, { orderIds }: { orderIds: number[] }): Promise<void> {
  return repository.deleteJobsOfOrders(db, orderIds);
}
