import { and, asc, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { printers, printJobs } from '../../db/schema.ts';

export type PrinterRow = typeof printers.$inferSelect;
export type PrintJobRow = typeof printJobs.$inferSelect;
export type PrinterValues = Pick<
  typeof printers.$inferInsert,
  'name' | 'printOn' | 'copies' | 'paperColumns' | 'enabled'
>;

export function listPrinters(db: Db, restaurantId: number): Promise<PrinterRow[]> {
  return db
    .select()
    .from(printers)
    .where(eq(printers.restaurantId, restaurantId))
    .orderBy(asc(printers.name), asc(printers.id));
}

export async function findPrinter(db: Db, printerId: number): Promise<PrinterRow | undefined> {
  const [row] = await db.select().from(printers).where(eq(printers.id, printerId));
  return row;
}

export async function insertPrinter(
  db: Db,
  values: typeof printers.$inferInsert,
): Promise<PrinterRow | undefined> {
  const [row] = await db.insert(printers).values(values).returning();
  return row;
}

export async function updatePrinter(
  db: Db,
  restaurantId: number,
  printerId: number,
  values: Partial<typeof printers.$inferInsert>,
): Promise<PrinterRow | undefined> {
  const [row] = await db
    .update(printers)
    .set(values)
    .where(and(eq(printers.id, printerId), eq(printers.restaurantId, restaurantId)))
    .returning();
  return row;
}

export async function deletePrinter(
  db: Db,
  restaurantId: number,
  printerId: number,
): Promise<PrinterRow | undefined> {
  const [row] = await db
    .delete(printers)
    .where(and(eq(printers.id, printerId), eq(printers.restaurantId, restaurantId)))
    .returning();
  return row;
}

/** What a poll reports: one write per poll, whatever it says. */
export async function recordPoll(
  db: Db,
  printerId: number,
  values: Pick<PrinterRow, 'lastSeenAt' | 'reportedStatus' | 'reportedCode' | 'reportedState' | 'mac'>,
): Promise<void> {
  await db.update(printers).set(values).where(eq(printers.id, printerId));
}

/** The restaurant's enabled printers that print at this moment (every enabled one for a reprint). */
export function printersFor(
  db: Db,
  restaurantId: number,
  moment: PrinterRow['printOn'] | 'reprint',
): Promise<PrinterRow[]> {
  return db
    .select()
    .from(printers)
    .where(
      and(
        eq(printers.restaurantId, restaurantId),
        eq(printers.enabled, true),
        moment === 'reprint' ? undefined : eq(printers.printOn, moment),
      ),
    )
    .orderBy(asc(printers.id));
}

export async function insertJobs(db: Db, values: (typeof printJobs.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(printJobs).values(values);
}

/**
 * The job a printer should print next: its oldest queued one, or one it fetched before `staleBefore`
 * without confirming it (the printer lost it, or its confirmation was lost); none queued before
 * `expiredBefore`.
 */
export async function nextJob(
  db: Db,
  printerId: number,
  { staleBefore, expiredBefore }: { staleBefore: Date; expiredBefore: Date },
): Promise<PrintJobRow | undefined> {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.printerId, printerId),
        gt(printJobs.createdAt, expiredBefore),
        or(
          eq(printJobs.state, 'queued'),
          and(eq(printJobs.state, 'fetched'), lt(printJobs.fetchedAt, staleBefore)),
        ),
      ),
    )
    .orderBy(asc(printJobs.id))
    .limit(1);
  return row;
}

export async function findJobByToken(
  db: Db,
  printerId: number,
  token: string,
): Promise<PrintJobRow | undefined> {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.printerId, printerId), eq(printJobs.token, token)));
  return row;
}

/** The job a printer fetched last and has not confirmed: what a confirmation without a token is about. */
export async function lastFetchedJob(db: Db, printerId: number): Promise<PrintJobRow | undefined> {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.printerId, printerId), eq(printJobs.state, 'fetched')))
    .orderBy(desc(printJobs.fetchedAt), desc(printJobs.id))
    .limit(1);
  return row;
}

/** Marks a job fetched, unless it was printed or failed meanwhile: false then. */
export async function markFetched(db: Db, jobId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(printJobs)
    .set({ state: 'fetched', fetchedAt: now })
    .where(and(eq(printJobs.id, jobId), inArray(printJobs.state, ['queued', 'fetched'])))
    .returning({ id: printJobs.id });
  return rows.length > 0;
}

export async function finishJob(
  db: Db,
  jobId: number,
  values: Pick<PrintJobRow, 'state' | 'resultCode' | 'finishedAt'> & { fetchedAt?: Date | null },
): Promise<void> {
  await db.update(printJobs).set(values).where(eq(printJobs.id, jobId));
}

/** A printer's jobs, oldest first (tests and support). */
export function jobsOf(db: Db, printerId: number): Promise<PrintJobRow[]> {
  return db.select().from(printJobs).where(eq(printJobs.printerId, printerId)).orderBy(asc(printJobs.id));
}

/** Removes every job of these orders. */
export async function deleteJobsOfOrders(db: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db.delete(printJobs).where(inArray(printJobs.orderId, orderIds));
}

/** Removes the jobs queued before `before`, whatever became of them: how many. */
export async function deleteJobsQueuedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(printJobs)
    .where(lt(printJobs.createdAt, before))
    .returning({ id: printJobs.id });
  return rows.length;
}
