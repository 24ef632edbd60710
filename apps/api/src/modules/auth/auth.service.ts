import {
  formMessages,
  type LoginResponse,
  OTP_CODES_PER_DAY,
  OTP_DAY_MS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_MS,
  OTP_VALID_MS,
  OTP_WRONG_TRIES_PER_DAY,
  splitFullName,
} from '@tiffin/core';
import type { EventBus } from '../../adapters/events.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { emailFrom } from '../../emails/letter.ts';
import { passwordResetCode } from '../../emails/password-reset.ts';
import { AppError } from '../../errors.ts';
import {
  hashPassword,
  newResetCode,
  newSessionToken,
  resetCodeMatches,
  sha256,
  verifyPassword,
} from '../../lib/secrets.ts';
import type { Principal } from '../../principal.ts';
import { customerAccounts as customers } from '../customers/index.ts';
import { anonymiseCustomerRecords } from '../data-rights/index.ts';
import { assertEmailAllowed, requireRestaurant } from '../restaurant/index.ts';
import * as staff from '../staff/index.ts';
import * as repository from './auth.repository.ts';
import { sendConfirmationLink } from './email-confirmation.ts';

type AuthDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'log' | 'events'>;

/** Sessions last 30 days; signing out, a reset, a password change or deletion end them sooner. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const m = formMessages.account;

async function startSession(db: Db, customerId: number, now: Date): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await repository.insertSession(db, {
    customerId,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/**
 * The signed-in principal of a bearer token: its live session's customer, else the member of staff
 * of a live staff session; null for anything else.
 */
export async function principalForToken(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { token }: { token: string },
): Promise<Principal | null> {
  if (token === '') return null;
  const session = await repository.findLiveSessionCustomer(db, sha256(token), clock.now());
  if (!session) return staff.principalForStaffToken({ db, clock }, { token });
  const { customer } = session;
  return customer ? { kind: 'customer', customer, sessionId: session.id } : null;
}

/**
 * A new account, signed in: the customer, the session and the link that proves the address (in the
 * outbox) in one transaction.
 */
export async function registerCustomer(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  input: { name: string; phone: string; email: string; password: string },
) {
  const { db, clock, mailer } = deps;
  await assertEmailAllowed({ db }, { email: input.email, form: 'register' });
  const passwordHash = await hashPassword(input.password);
  const { firstName, lastName } = splitFullName(input.name);
  const registered = await db.transaction(async (tx) => {
    const customer = await customers.createCustomer(
      { db: tx, clock },
      { firstName, lastName, email: input.email, phone: input.phone, passwordHash },
    );
    const token = await startSession(tx, customer.id, clock.now());
    await sendConfirmationLink({ ...deps, db: tx }, customer);
    return {
      status: 'success' as const,
      access_token: token,
      user: customers.customerInfo(customer),
      message: formMessages.success.registration,
    };
  });
  mailer.wake();
  return registered;
}

export async function signIn(
  { db, clock }: AuthDeps,
  input: { email_or_phone: string; password: string; field_type: 'email' | 'phone' },
): Promise<LoginResponse> {
  const customer = await customers.findCustomerBySignIn(
    { db },
    { identifier: input.email_or_phone, fieldType: input.field_type },
  );
  // The hash is checked even without an account, so a wrong identifier takes as long as a wrong password.
  const passwordMatches = await verifyPassword(customer?.passwordHash, input.password);
  if (!customer || !passwordMatches) throw new AppError('invalid_credentials', m.invalidCredentials);
  const token = await startSession(db, customer.id, clock.now());
  return {
    token,
    name: customers.fullName(customer),
    user_name: customers.fullName(customer),
    first_name: customer.firstName,
    email: customer.email,
    login_type: 'manual',
    is_phone_verified: 0,
    is_email_verified: customers.customerInfo(customer).is_email_verified,
    is_personal_info: 1,
  };
}

/** Which of these customer sessions are live (the live streams' check, plugins/stream-registry.ts). */
export async function liveCustomerSessions(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { sessionIds }: { sessionIds: number[] },
): Promise<Set<number>> {
  return new Set(await repository.liveSessionIds(db, sessionIds, clock.now()));
}

/** Tells every process that these sessions ended, when `db`'s transaction commits: their live streams close. */
async function announceEnded(events: EventBus, db: Db, sessionIds: number[]): Promise<void> {
  if (sessionIds.length > 0)
    await events.publish(db, { type: 'session.ended', kind: 'customer', sessionIds });
}

export async function signOut(
  { db, events }: Pick<AppDeps, 'db' | 'events'>,
  { sessionId }: { sessionId: number },
) {
  await db.transaction(async (tx) => {
    await repository.deleteSession(tx, sessionId);
    await announceEnded(events, tx, [sessionId]);
  });
  return { message: m.signedOut };
}

/**
 * Sends a 6-digit code when the address has an account. The answer, and the work done before it,
 * are the same when it has none: the code is recorded (unsent), counts towards the address's daily
 * cap, and the e-mail is written after the answer has left.
 */
export async function requestPasswordReset(deps: AuthDeps, { email }: { email: string }) {
  const { db, clock } = deps;
  await assertEmailAllowed({ db }, { email, form: 'reset' });
  const now = clock.now();
  const emailHash = sha256(email);
  const customerId = await customers.findCustomerIdByEmail({ db }, { email });
  await repository.deleteResetsBefore(db, new Date(now.getTime() - OTP_DAY_MS));
  const previous = await repository.latestReset(db, emailHash);
  if (previous) {
    const waitMs = previous.createdAt.getTime() + OTP_RESEND_MS - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('otp', formMessages.auth.pleaseWaitSeconds(seconds));
    }
  }
  const today = await repository.resetActivitySince(db, emailHash, new Date(now.getTime() - OTP_DAY_MS));
  if (today.codes >= OTP_CODES_PER_DAY && today.oldestCreatedAt) {
    const waitMs = today.oldestCreatedAt.getTime() + OTP_DAY_MS - now.getTime();
    throw new AppError('too_many_requests', m.tooManyResetCodes(waitMs));
  }
  const { code, codeHash } = newResetCode();
  await repository.replaceReset(
    db,
    {
      emailHash,
      customerId: customerId ?? null,
      codeHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_VALID_MS),
    },
    now,
  );
  if (customerId !== undefined) {
    // Written once the answer has left, so that it cannot lengthen the answer.
    setImmediate(() => {
      enqueueResetCode(deps, customerId, code).catch((error: unknown) =>
        deps.log.error({ err: error }, 'the password-reset e-mail could not be written to the outbox'),
      );
    });
  }
  return { message: m.resetCodeSent };
}

async function enqueueResetCode(deps: AuthDeps, customerId: number, code: string) {
  const customer = await customers.findCustomerById({ db: deps.db }, { customerId });
  if (!customer) return;
  const restaurant = await requireRestaurant({ db: deps.db });
  await deps.mailer.enqueue(deps.db, {
    customerId: customer.id,
    to: customer.email,
    from: emailFrom(restaurant),
    secret: true,
    ...passwordResetCode({ code, validMinutes: OTP_VALID_MS / 60_000 }, customer, restaurant),
  });
  deps.mailer.wake();
}

/**
 * The live reset of an address if the code is right. Every wrong try counts, whether or not the
 * address has an account (a code for an address without one never matches), so the answers cannot
 * tell the two apart: 5 wrong tries end a code, 10 in a day end every code of the address that day.
 */
async function checkResetCode(db: Db, email: string, code: string, now: Date) {
  const emailHash = sha256(email);
  const reset = await repository.latestReset(db, emailHash);
  if (!reset || reset.usedAt !== null || reset.expiresAt <= now) {
    throw new AppError('invalid', m.codeInvalid);
  }
  const today = await repository.resetActivitySince(db, emailHash, new Date(now.getTime() - OTP_DAY_MS));
  if (reset.failedAttempts >= OTP_MAX_ATTEMPTS || today.wrongTries >= OTP_WRONG_TRIES_PER_DAY) {
    throw new AppError('invalid', m.codeAttemptsExceeded);
  }
  const matches = resetCodeMatches(reset.codeHash, code);
  if (!matches || reset.customerId === null) {
    const failures = await repository.recordFailedResetAttempt(db, reset.id);
    const exhausted = failures >= OTP_MAX_ATTEMPTS || today.wrongTries + 1 >= OTP_WRONG_TRIES_PER_DAY;
    throw new AppError('invalid', exhausted ? m.codeAttemptsExceeded : m.codeInvalid);
  }
  return { resetId: reset.id, customerId: reset.customerId };
}

export async function verifyResetCode(
  { db, clock }: AuthDeps,
  input: { email: string; reset_token: string },
) {
  await checkResetCode(db, input.email, input.reset_token, clock.now());
  return { message: m.codeVerified, valid: true as const };
}

export async function resetPassword(
  { db, clock, events }: AuthDeps,
  input: { email: string; reset_token: string; password: string },
) {
  const now = clock.now();
  const { resetId, customerId } = await checkResetCode(db, input.email, input.reset_token, now);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await customers.setPasswordHash({ db: tx, clock }, { customerId, passwordHash });
    await repository.markResetUsed(tx, resetId, now);
    await announceEnded(events, tx, await repository.deleteOtherSessions(tx, customerId));
  });
  return { message: formMessages.success.passwordReset };
}

/** A new password, after the current one; every other session of the customer ends. */
export async function changePassword(
  { db, clock, events }: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  input: { customer: customers.Customer; sessionId: number; current_password: string; new_password: string },
) {
  const { customer, sessionId } = input;
  if (!(await verifyPassword(customer.passwordHash, input.current_password))) {
    throw new AppError('current_password', m.currentPasswordIncorrect, { refusal: 'invalid' });
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await customers.setPasswordHash({ db: tx, clock }, { customerId: customer.id, passwordHash });
    await announceEnded(events, tx, await repository.deleteOtherSessions(tx, customer.id, sessionId));
  });
  return { message: formMessages.success.passwordChanged };
}

/**
 * Removes the account and everything personal with it (sessions, codes, addresses, favourites,
 * notifications and e-mails cascade); its orders stay for the restaurant's tax records without the
 * customer's details (anonymiseCustomerRecords, decision 045). Refused while an order is in progress.
 */
export async function deleteAccount(
  { db, events }: Pick<AppDeps, 'db' | 'events'>,
  { customer, email, password }: { customer: customers.Customer; email: string; password: string },
) {
  const passwordMatches = await verifyPassword(customer.passwordHash, password);
  if (email !== customer.email || !passwordMatches) {
    throw new AppError('invalid', m.deleteCredentialsIncorrect);
  }
  await db.transaction(async (tx) => {
    await anonymiseCustomerRecords({ db: tx }, { customer });
    // Its sessions are ended here rather than by the cascade, to name them to the live streams.
    await announceEnded(events, tx, await repository.deleteOtherSessions(tx, customer.id));
    await customers.deleteCustomer({ db: tx }, { customerId: customer.id });
  });
  return { message: m.accountDeleted };
}
