import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
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

export async function insertAction(db: Db, values: typeof staffActions.$inferInsert): Promise<void> {
  await db.insert(staffActions).values(values);
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
