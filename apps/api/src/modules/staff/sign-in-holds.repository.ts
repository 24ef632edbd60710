import { and, count, eq, gt, inArray, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffMembers, staffSignInHolds } from '../../db/schema.ts';

/*
 * Wrong staff passwords counted per e-mail address and network (decision 060): the queries of
 * sign-in.ts. Every e-mail address typed is counted the same, a member's or not.
 */

export type HoldRule = { holdAfter: number; firstHoldMinutes: number; maxHoldMinutes: number };

const pair = (email: string, source: string) =>
  and(eq(staffSignInHolds.email, email), eq(staffSignInHolds.source, source));
const heldAt = (now: Date) => gt(staffSignInHolds.heldUntil, now);
const notHeldAt = (now: Date) => or(isNull(staffSignInHolds.heldUntil), lte(staffSignInHolds.heldUntil, now));

/** Until when sign-ins to this address from this network are held, or null. */
export async function heldUntil(db: Db, email: string, source: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ heldUntil: staffSignInHolds.heldUntil })
    .from(staffSignInHolds)
    .where(and(pair(email, source), heldAt(now)));
  return row?.heldUntil ?? null;
}

/**
 * A wrong password from the network, counted in one statement (attempts at once each count): the
 * `holdAfter`-th in a row holds the network for `firstHoldMinutes`, twice as long for each hold
 * since the last sign-in from there, at most `maxHoldMinutes`, and starts the count again. Nothing
 * is counted while held (undefined: held meanwhile). Answers the hold afterwards, and how many.
 */
export async function countWrongPassword(
  db: Db,
  { email, source, now, rule }: { email: string; source: string; now: Date; rule: HoldRule },
): Promise<{ heldUntil: Date | null; holds: number } | undefined> {
  const holding = sql`${staffSignInHolds.failures} + 1 >= ${rule.holdAfter}`;
  // 15 × 2^holds minutes, capped; the exponent is capped too, so it never overflows.
  const holdMinutes = sql`least(${rule.firstHoldMinutes} * power(2, least(${staffSignInHolds.holds}, 20)), ${rule.maxHoldMinutes})`;
  const [row] = await db
    .insert(staffSignInHolds)
    .values({ email, source, failures: 1, holds: 0, heldUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: [staffSignInHolds.email, staffSignInHolds.source],
      set: {
        failures: sql`case when ${holding} then 0 else ${staffSignInHolds.failures} + 1 end`,
        holds: sql`case when ${holding} then ${staffSignInHolds.holds} + 1 else ${staffSignInHolds.holds} end`,
        heldUntil: sql`case when ${holding} then ${now.toISOString()}::timestamptz + make_interval(mins => ${holdMinutes}::int) else ${staffSignInHolds.heldUntil} end`,
        updatedAt: now,
      },
      setWhere: notHeldAt(now),
    })
    .returning({ heldUntil: staffSignInHolds.heldUntil, holds: staffSignInHolds.holds });
  return row;
}

/**
 * A right password from the network: its count and holds start again. False when it is held (by
 * wrong passwords made meanwhile): the row stays locked to the caller's transaction till it ends.
 */
export async function startAgain(db: Db, email: string, source: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ heldUntil: staffSignInHolds.heldUntil })
    .from(staffSignInHolds)
    .where(pair(email, source))
    .for('update');
  if (row?.heldUntil && row.heldUntil > now) return false;
  await db.delete(staffSignInHolds).where(pair(email, source));
  return true;
}

/** For each of these addresses held from anywhere: from how many networks, and until when the last hold lasts. */
export async function holdsOf(
  db: Db,
  emails: string[],
  now: Date,
): Promise<Map<string, { networks: number; until: Date }>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: staffSignInHolds.email, networks: count(), until: max(staffSignInHolds.heldUntil) })
    .from(staffSignInHolds)
    .where(and(inArray(staffSignInHolds.email, emails), heldAt(now)))
    .groupBy(staffSignInHolds.email);
  return new Map(
    rows.flatMap((row) => (row.until ? [[row.email, { networks: row.networks, until: row.until }]] : [])),
  );
}

/** An admin lifts every hold on the address, and its counts: it may be tried again at once from anywhere. */
export async function liftHolds(db: Db, email: string): Promise<void> {
  await db.delete(staffSignInHolds).where(eq(staffSignInHolds.email, email));
}

/** Forgets the counts of networks quiet since `before` whose hold (if any) ended by then; how many. */
export async function forgetQuietHolds(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(staffSignInHolds)
    .where(
      and(
        lt(staffSignInHolds.updatedAt, before),
        or(isNull(staffSignInHolds.heldUntil), lt(staffSignInHolds.heldUntil, before)),
      ),
    )
    .returning({ email: staffSignInHolds.email });
  return deleted.length;
}

/**
 * Marks the member as told of a hold now, unless they were told since `since`: true when they are
 * to be told (at most once an hour, however many networks guess).
 */
export async function claimHoldAlert(db: Db, staffId: number, now: Date, since: Date): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ signInAlertedAt: now })
    .where(
      and(
        eq(staffMembers.id, staffId),
        or(isNull(staffMembers.signInAlertedAt), lte(staffMembers.signInAlertedAt, since)),
      ),
    )
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}
