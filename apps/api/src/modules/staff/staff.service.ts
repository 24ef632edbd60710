import { randomBytes } from 'node:crypto';
import type { NewStaffMember, StaffMember } from '@tiffin/core';
import type { EventBus } from '../../adapters/events.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, sha256 } from '../../lib/secrets.ts';
import type { StaffPrincipal } from '../../principal.ts';
import { assertStrongPassword } from './password-rules.ts';
import * as holds from './sign-in-holds.repository.ts';
import * as repository from './staff.repository.ts';

/** A staff session lasts a week of shifts; signing out or being disabled ends it sooner. */
export const STAFF_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

// Not in the spec (the spec has no staff side): the staff side's own texts.
const text = {
  emailTaken: 'A member of staff already has this e-mail address',
  notFound: 'No such member of staff',
  notYourself: 'You cannot disable your own account',
  signedOut: 'Signed out',
};

type SignInHeld = { networks: number; until: Date };

/** A member as the staff calls show them, with the networks held from signing in to them, if any. */
const memberOf = (row: repository.StaffRow, held: SignInHeld | undefined): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  disabled: row.disabledAt !== null,
  sign_in_held: held ? { networks: held.networks, until: held.until.toISOString() } : null,
  created_at: row.createdAt.toISOString(),
});

/** The members as the staff calls show them, with the sign-in holds in force at `now` (decision 060). */
export async function membersOf(db: Db, rows: repository.StaffRow[], now: Date): Promise<StaffMember[]> {
  const held = await holds.holdsOf(
    db,
    rows.map((row) => row.email),
    now,
  );
  return rows.map((row) => memberOf(row, held.get(row.email)));
}

const oneMemberOf = async (db: Db, row: repository.StaffRow, now: Date): Promise<StaffMember> =>
  (await membersOf(db, [row], now))[0] as StaffMember;

/** The staff principal of a bearer token: a live session of a member who is not disabled. */
export async function principalForStaffToken(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { token }: { token: string },
): Promise<StaffPrincipal | null> {
  const session = await repository.findLiveSession(db, sha256(token), clock.now());
  if (!session) return null;
  return {
    kind: 'staff',
    staffId: session.staffId,
    role: session.role,
    sessionId: session.sessionId,
  };
}

/**
 * Records what a member of staff did (null: the server itself), in the transaction of the change, so
 * the log and the change are kept or lost together.
 */
export async function recordAction(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  input: { staffId: number | null; action: string; subject: string; details?: Record<string, unknown> },
): Promise<void> {
  await repository.insertAction(db, {
    staffId: input.staffId,
    action: input.action,
    subject: input.subject,
    details: input.details ?? {},
    createdAt: clock.now(),
  });
}

/**
 * A deleted customer's e-mail address out of the log (issue 32): an e-mail resent to them is logged
 * with its address; the entry stays, naming them as the orders now do.
 */
export async function forgetAddressInLog(
  { db }: Pick<AppDeps, 'db'>,
  { email, replacement }: { email: string; replacement: string },
): Promise<void> {
  await repository.replaceAddressInLog(db, email, replacement);
}

export async function listActions({ db }: Pick<AppDeps, 'db'>) {
  const rows = await repository.listActions(db, 200);
  return {
    actions: rows.map((row) => ({
      id: row.id,
      staff_name: row.staffName,
      action: row.action,
      subject: row.subject,
      details: row.details,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** Which of these staff sessions are live (the live streams' check, plugins/stream-registry.ts). */
export async function liveStaffSessions(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { sessionIds }: { sessionIds: number[] },
): Promise<Set<number>> {
  return new Set(await repository.liveSessionIds(db, sessionIds, clock.now()));
}

/** Tells every process that these sessions ended, when `db`'s transaction commits: their live streams close. */
export async function announceEnded(events: EventBus, db: Db, sessionIds: number[]): Promise<void> {
  if (sessionIds.length > 0) await events.publish(db, { type: 'session.ended', kind: 'staff', sessionIds });
}

export async function signOut(
  { db, clock, events }: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  principal: StaffPrincipal,
) {
  await db.transaction(async (tx) => {
    await repository.deleteSession(tx, principal.sessionId);
    await announceEnded(events, tx, [principal.sessionId]);
    await recordAction(
      { db: tx, clock },
      { staffId: principal.staffId, action: 'signed out', subject: `staff ${principal.staffId}` },
    );
  });
  return { message: text.signedOut };
}

export async function currentMember(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  principal: StaffPrincipal,
): Promise<StaffMember> {
  const member = await repository.findMemberById(db, principal.staffId);
  if (!member) throw new AppError('unauthenticated', text.notFound);
  return oneMemberOf(db, member, clock.now());
}

export async function listMembers({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return { staff: await membersOf(db, await repository.listMembers(db), clock.now()) };
}

/** A password for a new admin made by the command line or the development seed: 128 random bits. */
export const newStaffPassword = () => randomBytes(16).toString('base64url');

/**
 * A new member; `createdBy` null for the command line's first admin. Their password must be hard to
 * guess (password-rules.ts), whoever chose it.
 */
export async function addMember(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { member, createdBy }: { member: NewStaffMember; createdBy: number | null },
): Promise<StaffMember> {
  await assertStrongPassword(db, member.password, member);
  const passwordHash = await hashPassword(member.password);
  return db.transaction(async (tx) => {
    const row = await repository.insertMember(tx, {
      name: member.name,
      email: member.email,
      passwordHash,
      role: member.role,
      createdAt: clock.now(),
    });
    if (!row) throw new AppError('email', text.emailTaken, { refusal: 'taken' });
    await recordAction(
      { db: tx, clock },
      {
        staffId: createdBy,
        action: 'added a member of staff',
        subject: `staff ${row.id}`,
        details: { email: row.email, role: row.role },
      },
    );
    return oneMemberOf(tx, row, clock.now());
  });
}

/** Disables a member (their sessions end at once, and their live streams) or enables them again. */
export async function setDisabled(
  { db, clock, events }: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  { staffId, disabled, by }: { staffId: number; disabled: boolean; by: StaffPrincipal },
): Promise<StaffMember> {
  if (disabled && staffId === by.staffId) throw new AppError('staff', text.notYourself);
  return db.transaction(async (tx: Db) => {
    const row = await repository.setDisabledAt(tx, staffId, disabled ? clock.now() : null);
    if (!row) throw new AppError('not_found', text.notFound);
    if (disabled) await announceEnded(events, tx, await repository.deleteSessionsOf(tx, staffId));
    await recordAction(
      { db: tx, clock },
      {
        staffId: by.staffId,
        action: disabled ? 'disabled a member of staff' : 'enabled a member of staff',
        subject: `staff ${staffId}`,
      },
    );
    return oneMemberOf(tx, row, clock.now());
  });
}

/** Lifts every hold wrong passwords set on a member's sign-in (an admin): they may sign in at once from anywhere. */
export async function liftSignInHolds(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { staffId, by }: { staffId: number; by: StaffPrincipal },
): Promise<StaffMember> {
  return db.transaction(async (tx: Db) => {
    const row = await repository.findMemberById(tx, staffId);
    if (!row) throw new AppError('not_found', text.notFound);
    await holds.liftHolds(tx, row.email);
    await recordAction(
      { db: tx, clock },
      { staffId: by.staffId, action: 'lifted the holds on a member’s sign-in', subject: `staff ${staffId}` },
    );
    return memberOf(row, undefined);
  });
}
