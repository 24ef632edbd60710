import { type StaffLoginRequest, type StaffLoginResponse, staffMessages } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { staffAccountLocked } from '../../emails/staff-locked.ts';
import { AppError } from '../../errors.ts';
import { newSessionToken, verifyPassword } from '../../lib/secrets.ts';
import * as repository from './staff.repository.ts';
import { memberOf, recordAction, STAFF_SESSION_LIFETIME_MS } from './staff.service.ts';

/**
 * Staff sign-in is limited per client address (rate-limits.ts) and, since a guesser may have many
 * addresses, per account (issue 30): the 10th wrong password in a row locks the account for 15
 * minutes, each further lock before a sign-in twice as long, at most a day. While locked even the
 * right password is refused, before it is looked at; an admin may lift the lock, and the member is
 * told by e-mail when it is set.
 */
export const STAFF_LOCK_RULE = { lockAfter: 10, firstLockMinutes: 15, maxLockMinutes: 24 * 60 };

const text = {
  invalidCredentials: 'The e-mail address or the password is not right',
};

type SignInDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>;

const isLocked = (lockedUntil: Date | null, now: Date): lockedUntil is Date =>
  lockedUntil !== null && lockedUntil > now;

function lockedError(until: Date, now: Date): AppError {
  return new AppError('account_locked', staffMessages.lock.refused(staffMessages.lock.until(until, now)));
}

export async function signIn(deps: SignInDeps, input: StaffLoginRequest): Promise<StaffLoginResponse> {
  const { db, clock } = deps;
  const member = await repository.findMemberByEmail(db, input.email);
  if (member && isLocked(member.lockedUntil, clock.now())) throw lockedError(member.lockedUntil, clock.now());
  // The hash is checked even without an account, so a wrong address takes as long as a wrong password.
  const passwordMatches = await verifyPassword(member?.passwordHash, input.password);
  if (!member || !passwordMatches) return refuseWrongPassword(deps, input.email, member !== undefined);
  if (member.disabledAt !== null) throw new AppError('invalid_credentials', text.invalidCredentials);

  const now = clock.now();
  const { token, tokenHash } = newSessionToken();
  const opened = await db.transaction(async (tx) => {
    // Locked meanwhile by wrong passwords made at the same time: refused like the others.
    if (!(await repository.clearFailedSignIns(tx, member.id, now))) return false;
    await repository.insertSession(tx, {
      staffId: member.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS),
    });
    await recordAction(
      { db: tx, clock },
      { staffId: member.id, action: 'signed in', subject: `staff ${member.id}` },
    );
    return true;
  });
  if (!opened) return refuseLocked(deps, input.email);
  return { token, staff: memberOf({ ...member, failedSignIns: 0, locks: 0, lockedUntil: null }, now) };
}

/**
 * A wrong password (or an address without an account, which answers the same after the same work):
 * counted, and the attempt that locks the account says so and e-mails the member.
 */
async function refuseWrongPassword(deps: SignInDeps, email: string, hasAccount: boolean): Promise<never> {
  const { db, clock, mailer } = deps;
  const now = clock.now();
  const locked = await db.transaction(async (tx) => {
    const counted = await repository.countWrongPassword(tx, email, now, STAFF_LOCK_RULE);
    // Not counted: no account (the same answer as a wrong password), or locked meanwhile.
    if (counted === undefined) return hasAccount;
    if (!isLocked(counted.lockedUntil, now)) return false;
    const until = staffMessages.lock.until(counted.lockedUntil, now);
    const restaurant = await repository.findSender(tx);
    if (restaurant) {
      await mailer.enqueue(tx, {
        to: counted.email,
        from: { name: restaurant.name, address: restaurant.email },
        ...staffAccountLocked({ wrongPasswords: STAFF_LOCK_RULE.lockAfter, until }, counted, restaurant),
      });
    }
    await recordAction(
      { db: tx, clock },
      {
        staffId: null,
        action: 'locked a member of staff after wrong passwords',
        subject: `staff ${counted.id}`,
        details: { until: counted.lockedUntil.toISOString(), lock: counted.locks },
      },
    );
    return true;
  });
  if (!locked) throw new AppError('invalid_credentials', text.invalidCredentials);
  mailer.wake();
  return refuseLocked(deps, email);
}

async function refuseLocked({ db, clock }: SignInDeps, email: string): Promise<never> {
  const now = clock.now();
  const member = await repository.findMemberByEmail(db, email);
  if (member && isLocked(member.lockedUntil, now)) throw lockedError(member.lockedUntil, now);
  // Unlocked by an admin in between: the attempt was still not a sign-in.
  throw new AppError('invalid_credentials', text.invalidCredentials);
}
