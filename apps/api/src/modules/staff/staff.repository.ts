import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffActions, staffMembers, staffSessions } from '../../db/schema.ts';

export type StaffRow = typeof staffMembers.$inferSelect;

export async function insertMember(
  db: Db,
  values: typeof staffMembers.$inferInsert,
): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staffMembers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findMemberByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  return row;
}

export async function findMemberById(db: Db, staffId: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, staffId));
  return row;
}

/** Holds a member's row until `db`'s transaction ends (their push devices are counted one change at a time). */
export async function lockMember(db: Db, staffId: number): Promise<void> {
  await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId))
    .for('update');
}

/** The members who may still sign in (not disabled). */
export async function enabledMemberIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(isNull(staffMembers.disabledAt));
  return rows.map((row) => row.id);
}

/** The names of these members, by id (a member since deleted is not in the map). */
export async function memberNames(db: Db, staffIds: readonly number[]): Promise<Map<number, string>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, [...staffIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function listMembers(db: Db): Promise<StaffRow[]> {
  return db.select().from(staffMembers).orderBy(staffMembers.name, staffMembers.id);
}

export async function setDisabledAt(
  db: Db,
  staffId: number,
  disabledAt: Date | null,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staffMembers)
    .set({ disabledAt })
    .where(eq(staffMembers.id, staffId))
    .returning();
  return row;
}

export async function setPasswordHash(db: Db, staffId: number, passwordHash: string): Promise<void> {
  await db.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, staffId));
}

export async function insertSession(db: Db, values: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/** The live session of a token hash, with its member, who must not be disabled. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: staffSessions.id, staffId: staffMembers.id, role: staffMembers.role })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        isNull(staffMembers.disabledAt),
      ),
    );
  return row;
}

/** Which of these sessions are live: not ended, not expired, of a member not disabled. */
export async function liveSessionIds(db: Db, sessionIds: number[], now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        inArray(staffSessions.id, sessionIds),
        gt(staffSessions.expiresAt, now),
        isNull(staffMembers.disabledAt),
      ),
    );
  return rows.map((row) => row.id);
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of a member; answers the ids of those ended. */
export async function deleteSessionsOf(db: Db, staffId: number): Promise<number[]> {
  const rows = await db
    .delete(staffSessions)
    .where(eq(staffSessions.staffId, staffId))
    .returning({ id: staffSessions.id });
  return rows.map((row) => row.id);
}

/** Ends every session of a member but one; answers the ids of those ended. */
export async function deleteOtherSessionsOf(
  db: Db,
  staffId: number,
  keepSessionId: number,
): Promise<number[]> {
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, keepSessionId)))
    .returning({ id: staffSessions.id });
  return rows.map((row) => row.id);
}

export async function insertAction(db: Db, values: typeof staffActions.$inferInsert): Promise<void> {
  await db.insert(staffActions).values(values);
}

/** Puts `replacement` where the log's actions name an e-mail address as whom they wrote `to`. */
export async function replaceAddressInLog(db: Db, email: string, replacement: string): Promise<void> {
  await db
    .update(staffActions)
    .set({ details: sql`jsonb_set(${staffActions.details}, '{to}', to_jsonb(${replacement}::text))` })
    .where(sql`${staffActions.details}->>'to' = ${email}`);
}

export function listActions(db: Db, limit: number) {
  return db
    .select({
      id: staffActions.id,
      staffName: staffMembers.name,
      action: staffActions.action,
      subject: staffActions.subject,
      details: staffActions.details,
      createdAt: staffActions.createdAt,
    })
    .from(staffActions)
    .leftJoin(staffMembers, eq(staffMembers.id, staffActions.staffId))
    .orderBy(desc(staffActions.id))
    .limit(limit);
}
