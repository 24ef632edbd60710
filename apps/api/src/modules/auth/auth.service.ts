import {
  formMessages,
  type LoginResponse,
  OTP_CODES_PER_DAY,
  OTP_DAY_MS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_MS,
  OTP_VALID_MS,
  OTP_WRONG_TRIES_PER_DAY,
} from '@tiffin/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Clock } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { requireRestaurant } from '../restaurant/restaurant.service.ts';
import * as repository from './auth.repository.ts';
import {
  hashPassword,
  newResetCode,
  newSessionToken,
  resetCodeMatches,
  sha256,
  verifyPassword,
} from './secrets.ts';

export type AuthDeps = { db: Db; clock: Clock; mailer: Mailer; log: FastifyBaseLogger };

/** Sessions last 30 days; signing out, a reset, a password change or deletion end them sooner. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const m = formMessages.account;

export function customerInfo(customer: repository.CustomerRow) {
  return {
    id: customer.id,
    f_name: customer.firstName,
    l_name: customer.lastName,
    name: fullName(customer),
    email: customer.email,
    phone: customer.phone,
    image: customer.image,
  };
}

const fullName = (customer: Pick<repository.CustomerRow, 'firstName' | 'lastName'>) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ');

/** 409 naming each of e-mail and phone that another account already uses. */
export async function assertEmailAndPhoneFree(
  db: Db,
  { email, phone }: { email?: string; phone?: string },
  exceptCustomerId?: number,
): Promise<void> {
  const errors = [];
  const byEmail = email ? await repository.findCustomerByEmail(db, email) : undefined;
  if (byEmail && byEmail.id !== exceptCustomerId) errors.push({ code: 'email', message: m.emailTaken });
  const byPhone = phone ? await repository.findCustomerByPhone(db, phone) : undefined;
  if (byPhone && byPhone.id !== exceptCustomerId) errors.push({ code: 'phone', message: m.phoneTaken });
  const [first] = errors;
  if (first) throw new AppError(409, first.code, first.message, errors);
}

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

export async function registerCustomer(
  { db, clock }: AuthDeps,
  input: { name: string; phone: string; email: string; password: string },
) {
  await assertEmailAndPhoneFree(db, input);
  const passwordHash = await hashPassword(input.password);
  const [firstName = '', ...rest] = input.name.trim().split(/\s+/);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const customer = await repository.insertCustomer(tx, {
      firstName,
      lastName: rest.join(' '),
      email: input.email,
      phone: input.phone,
      passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    const token = await startSession(tx, customer.id, now);
    return {
      status: 'success' as const,
      access_token: token,
      user: customerInfo(customer),
      message: formMessages.success.registration,
    };
  });
}

export async function signIn(
  { db, clock }: AuthDeps,
  input: { email_or_phone: string; password: string; field_type: 'email' | 'phone' },
): Promise<LoginResponse> {
  const customer =
    input.field_type === 'email'
      ? await repository.findCustomerByEmail(db, input.email_or_phone)
      : await repository.findCustomerByPhone(db, input.email_or_phone);
  // The hash is checked even without an account, so a wrong identifier takes as long as a wrong password.
  const passwordMatches = await verifyPassword(customer?.passwordHash, input.password);
  if (!customer || !passwordMatches) throw new AppError(401, 'invalid_credentials', m.invalidCredentials);
  const token = await startSession(db, customer.id, clock.now());
  return {
    token,
    name: fullName(customer),
    user_name: fullName(customer),
    first_name: customer.firstName,
    email: customer.email,
    login_type: 'manual',
    is_phone_verified: 0,
    is_email_verified: 0,
    is_personal_info: 1,
  };
}

export async function signOut({ db }: AuthDeps, sessionId: number) {
  await repository.deleteSession(db, sessionId);
  return { message: m.signedOut };
}

/**
 * Sends a 6-digit code when the address has an account. The answer, and the work done before it,
 * are the same when it has none: the code is recorded (unsent), counts towards the address's daily
 * cap, and the e-mail is written after the answer has left.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string) {
  const { db, clock } = deps;
  const now = clock.now();
  const emailHash = sha256(email);
  const customer = await repository.findCustomerByEmail(db, email);
  await repository.deleteResetsBefore(db, new Date(now.getTime() - OTP_DAY_MS));
  const previous = await repository.latestReset(db, emailHash);
  if (previous) {
    const waitMs = previous.createdAt.getTime() + OTP_RESEND_MS - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(429, 'otp', formMessages.auth.pleaseWaitSeconds(seconds));
    }
  }
  const today = await repository.resetActivitySince(db, emailHash, new Date(now.getTime() - OTP_DAY_MS));
  if (today.codes >= OTP_CODES_PER_DAY && today.oldestCreatedAt) {
    const waitMs = today.oldestCreatedAt.getTime() + OTP_DAY_MS - now.getTime();
    throw new AppError(429, 'too_many_requests', m.tooManyResetCodes(waitMs));
  }
  const { code, codeHash } = newResetCode();
  await repository.replaceReset(
    db,
    {
      emailHash,
      customerId: customer?.id ?? null,
      codeHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_VALID_MS),
    },
    now,
  );
  if (customer) {
    // Written once the answer has left, so that it cannot lengthen the answer.
    setImmediate(() => {
      enqueueResetCode(deps, customer, code).catch((error: unknown) =>
        deps.log.error({ err: error }, 'the password-reset e-mail could not be written to the outbox'),
      );
    });
  }
  return { message: m.resetCodeSent };
}

async function enqueueResetCode(deps: AuthDeps, customer: repository.CustomerRow, code: string) {
  const restaurant = await requireRestaurant(deps.db);
  const minutes = OTP_VALID_MS / 60_000;
  await deps.mailer.enqueue(deps.db, {
    customerId: customer.id,
    to: customer.email,
    from: `${restaurant.name} <${restaurant.email}>`,
    subject: `Your ${restaurant.name} password reset code`,
    text: [
      `Hello ${customer.firstName},`,
      '',
      `Your code to reset your ${restaurant.name} password is:`,
      '',
      `    ${code}`,
      '',
      `It works once, within ${minutes} minutes.`,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      restaurant.name,
      `${restaurant.addressLine}, ${restaurant.town}, ${restaurant.county}`,
      restaurant.phones[0] ?? '',
    ].join('\n'),
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
    throw new AppError(400, 'invalid', m.codeInvalid);
  }
  const today = await repository.resetActivitySince(db, emailHash, new Date(now.getTime() - OTP_DAY_MS));
  if (reset.failedAttempts >= OTP_MAX_ATTEMPTS || today.wrongTries >= OTP_WRONG_TRIES_PER_DAY) {
    throw new AppError(400, 'invalid', m.codeAttemptsExceeded);
  }
  const matches = resetCodeMatches(reset.codeHash, code);
  if (!matches || reset.customerId === null) {
    const failures = await repository.recordFailedResetAttempt(db, reset.id);
    const exhausted = failures >= OTP_MAX_ATTEMPTS || today.wrongTries + 1 >= OTP_WRONG_TRIES_PER_DAY;
    throw new AppError(400, 'invalid', exhausted ? m.codeAttemptsExceeded : m.codeInvalid);
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
  { db, clock }: AuthDeps,
  input: { email: string; reset_token: string; password: string },
) {
  const now = clock.now();
  const { resetId, customerId } = await checkResetCode(db, input.email, input.reset_token, now);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await repository.updateCustomer(tx, customerId, { passwordHash, updatedAt: now });
    await repository.markResetUsed(tx, resetId, now);
    await repository.deleteOtherSessions(tx, customerId);
  });
  return { message: formMessages.success.passwordReset };
}

/** Removes the account and everything personal with it (sessions, codes, e-mails cascade). */
export async function deleteAccount(
  { db }: AuthDeps,
  customer: repository.CustomerRow,
  input: { email: string; password: string },
) {
  const passwordMatches = await verifyPassword(customer.passwordHash, input.password);
  if (input.email !== customer.email || !passwordMatches) {
    throw new AppError(400, 'invalid', m.deleteCredentialsIncorrect);
  }
  await repository.deleteCustomer(db, customer.id);
  return { message: m.accountDeleted };
}
