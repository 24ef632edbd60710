import { type StaffLoginRequest, type StaffLoginResponse, staffMessages } from '@tiffin/core';
import ipaddr from 'ipaddr.js';
import type { AppDeps } from '../../deps.ts';
import { staffSignInHeld } from '../../emails/staff-sign-in-held.ts';
import { AppError } from '../../errors.ts';
import { newSessionToken, verifyPassword } from '../../lib/secrets.ts';
import { restaurantSender } from '../restaurant/index.ts';
import * as holds from './sign-in-holds.repository.ts';
import * as repository from './staff.repository.ts';
import { membersOf, recordAction, STAFF_SESSION_LIFETIME_MS } from './staff.service.ts';

/**
 * Staff sign-in is limited per client address (rate-limits.ts) and per e-mail address and network
 * together (decision 060, OWASP ASVS's throttling per account per source): the 10th wrong password
 * in a row from a network holds that network's sign-ins to that address for 15 minutes, each
 * further hold before a sign-in from there twice as long, at most a day. While held even the right
 * password from there is refused, before it is looked at; from any other network the member signs
 * in as usual, so wrong passwords from one network never lock the kitchen out. An address without
 * an account is counted and answered alike. An admin may lift the holds; the member is e-mailed.
 */
export const STAFF_SIGN_IN_HOLD = { holdAfter: 10, firstHoldMinutes: 15, maxHoldMinutes: 24 * 60 };
/** The member is told of a hold at most this often, however many networks guess. */
const HOLD_ALERT_INTERVAL_MS = 60 * 60_000;
/** A network's count is forgotten after a day without a wrong password (and its hold over), checked hourly. */
export const SIGN_IN_HOLDS_KEPT_MS = 24 * 60 * 60_000;
export const SIGN_IN_HOLDS_SWEEP_INTERVAL_MS = 60 * 60_000;

const text = {
  invalidCredentials: 'The e-mail address or the password is not right',
};

type SignInDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>;

/**
 * The network a sign-in comes from: the IPv4 address, or the IPv6 /64, which one subscriber holds
 * whole (an address in it is theirs to change at will).
 */
export function signInSource(clientAddress: string): string {
  if (!ipaddr.isValid(clientAddress)) return clientAddress;
  const address = ipaddr.process(clientAddress);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

function heldError(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(
    'sign_in_held',
    staffMessages.signInHold.refused(staffMessages.signInHold.until(until, now)),
    { headers: { 'retry-after': String(seconds) } },
  );
}

export async function signIn(
  deps: SignInDeps,
  input: StaffLoginRequest & { clientAddress: string },
): Promise<StaffLoginResponse> {
  const { db, clock } = deps;
  const source = signInSource(input.clientAddress);
  const held = await holds.heldUntil(db, input.email, source, clock.now());
  if (held) throw heldError(held, clock.now());
  const member = await repository.findMemberByEmail(db, input.email);
  // The hash is checked even without an account, so a wrong address takes as long as a wrong password.
  const passwordMatches = await verifyPassword(member?.passwordHash, input.password);
  if (!member || !passwordMatches) return refuseWrongPassword(deps, { email: input.email, source, member });
  if (member.disabledAt !== null) throw new AppError('invalid_credentials', text.invalidCredentials);

  const now = clock.now();
  const { token, tokenHash } = newSessionToken();
  const opened = await db.transaction(async (tx) => {
    // Held meanwhile by wrong passwords from there at the same time: refused like the others.
    if (!(await holds.startAgain(tx, input.email, source, now))) return false;
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
  if (!opened) return refuseHeld(deps, input.email, source);
  const [staff] = await membersOf(db, [member], now);
  return { token, staff: staff as StaffLoginResponse['staff'] };
}

/**
 * A wrong password (or an address without an account, which answers the same after the same work):
 * counted for the network, and the attempt that holds it says so; a member is e-mailed (at most
 * hourly) and the hold is logged.
 */
async function refuseWrongPassword(
  deps: SignInDeps,
  { email, source, member }: { email: string; source: string; member: repository.StaffRow | undefined },
): Promise<never> {
  const { db, clock, mailer } = deps;
  const now = clock.now();
  const told = await db.transaction(async (tx) => {
    const counted = await holds.countWrongPassword(tx, { email, source, now, rule: STAFF_SIGN_IN_HOLD });
    // Not counted: held meanwhile.
    if (counted === undefined) return 'held';
    if (!counted.heldUntil || counted.heldUntil <= now) return 'wrong';
    if (!member) return 'held';
    await recordAction(
      { db: tx, clock },
      {
        staffId: null,
        action: 'held back sign-ins from a network after wrong passwords',
        subject: `staff ${member.id}`,
        details: { network: source, until: counted.heldUntil.toISOString(), hold: counted.holds },
      },
    );
    const since = new Date(now.getTime() - HOLD_ALERT_INTERVAL_MS);
    const restaurant = await restaurantSender(tx);
    if (!restaurant || !(await holds.claimHoldAlert(tx, member.id, now, since))) return 'held';
    const until = staffMessages.signInHold.until(counted.heldUntil, now);
    await mailer.enqueue(tx, {
      to: member.email,
      from: { name: restaurant.name, address: restaurant.email },
      ...staffSignInHeld(
        { wrongPasswords: STAFF_SIGN_IN_HOLD.holdAfter, until, network: source },
        member,
        restaurant,
      ),
    });
    return 'e-mailed';
  });
  if (told === 'wrong') throw new AppError('invalid_credentials', text.invalidCredentials);
  if (told === 'e-mailed') mailer.wake();
  return refuseHeld(deps, email, source);
}

async function refuseHeld({ db, clock }: SignInDeps, email: string, source: string): Promise<never> {
  const now = clock.now();
  const until = await holds.heldUntil(db, email, source, now);
  if (until) throw heldError(until, now);
  // Lifted by an admin in between: the attempt was still not a sign-in.
  throw new AppError('invalid_credentials', text.invalidCredentials);
}

/** Forgets the counts of networks quiet for a day (scheduled hourly): how many. */
export function forgetQuietSignInHolds({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  return holds.forgetQuietHolds(db, new Date(clock.now().getTime() - SIGN_IN_HOLDS_KEPT_MS));
}
