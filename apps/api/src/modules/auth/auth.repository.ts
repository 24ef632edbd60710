import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailConfirmations, passwordResets, sessions } from '../../db/schema.ts';
import { withCustomerOf } from '../customers/index.ts';

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * The live session of a token hash with its customer, in one query (every signed-in request asks
 * it): no row when the session is not live, a null customer when its account is gone.
 */
export async function findLiveSessionCustomer(db: Db, tokenHash: string, now: Date) {
  const live = db
    .select({ id: sessions.id, customerId: sessions.customerId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .as('live_session');
  const [row] = await withCustomerOf(db, live);
  return row;
}

/** Which of these sessions are live: not ended, not expired. */
export async function liveSessionIds(db: Db, sessionIds: number[], now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, now)));
  return rows.map((row) => row.id);
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a customer, but the one given (the browser that made the change); answers
 * the ids of those ended.
 */
export async function deleteOtherSessions(
  db: Db,
  customerId: number,
  keepSessionId?: number,
): Promise<number[]> {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.customerId, customerId),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function latestReset(db: Db, emailHash: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.emailHash, emailHash))
    .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
    .limit(1);
  return row;
}

/** The codes an address was given since `since`, and the wrong tries made against them. */
export async function resetActivitySince(db: Db, emailHash: string, since: Date) {
  const [row] = await db
    .select({
      codes: sql<number>`count(*)::int`,
      wrongTries: sql<number>`coalesce(sum(${passwordResets.failedAttempts}), 0)::int`,
      oldestCreatedAt: sql<Date | string | null>`min(${passwordResets.createdAt})`,
    })
    .from(passwordResets)
    .where(and(eq(passwordResets.emailHash, emailHash), gt(passwordResets.createdAt, since)));
  return {
    codes: row?.codes ?? 0,
    wrongTries: row?.wrongTries ?? 0,
    oldestCreatedAt: row?.oldestCreatedAt ? new Date(row.oldestCreatedAt) : null,
  };
}

/** A new code replaces any earlier one of the same address. */
export async function replaceReset(
  db: Db,
  values: typeof passwordResets.$inferInsert,
  now: Date,
): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.emailHash, values.emailHash), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values(values);
}

/** Codes older than `before` count for nothing any more; removing them forgets the address. */
export async function deleteResetsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.createdAt, before));
}

export async function recordFailedResetAttempt(db: Db, resetId: number): Promise<number> {
  const [row] = await db
    .update(passwordResets)
    .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
    .where(eq(passwordResets.id, resetId))
    .returning({ failedAttempts: passwordResets.failedAttempts });
  return row?.failedAttempts ?? Number.POSITIVE_INFINITY;
}

export async function markResetUsed(db: Db, resetId: number, now: Date): Promise<void> {
  await db.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, resetId));
}

export async function insertConfirmation(
  db: Db,
  values: typeof emailConfirmations.$inferInsert,
): Promise<void> {
  await db.insert(emailConfirmations).values(values);
}

/**
 * Uses a live link, once: one conditional update, so two openings at once use it once. Answers
 * whose address it proves, or nothing for a link used, expired or never made.
 */
export async function useConfirmation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmations.tokenHash, tokenHash),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
      ),
    )
    .returning({ customerId: emailConfirmations.customerId, email: emailConfirmations.email });
  return row;
}

/** The links a customer was sent since `since`: how many, the first and the last. */
export async function confirmationsSince(db: Db, customerId: number, since: Date) {
  const [row] = await db
    .select({
      links: sql<number>`count(*)::int`,
      oldestCreatedAt: sql<Date | string | null>`min(${emailConfirmations.createdAt})`,
      newestCreatedAt: sql<Date | string | null>`max(${emailConfirmations.createdAt})`,
    })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.customerId, customerId), gt(emailConfirmations.createdAt, since)));
  const dateOf = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    links: row?.links ?? 0,
    oldestCreatedAt: dateOf(row?.oldestCreatedAt),
    newestCreatedAt: dateOf(row?.newestCreatedAt),
  };
}

/** A customer's links older than `before` count for nothing and can no longer work. */
export async function deleteConfirmationsBefore(db: Db, customerId: number, before: Date): Promise<void> {
  await db
    .delete(emailConfirmations)
    .where(and(eq(emailConfirmations.customerId, customerId), lt(emailConfirmations.createdAt, before)));
}
