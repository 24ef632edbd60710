import {
  EMAIL_CONFIRMATION_RESEND_MS,
  EMAIL_CONFIRMATION_VALID_MS,
  EMAIL_CONFIRMATIONS_PER_DAY,
  formMessages,
  OTP_DAY_MS,
} from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { emailConfirmationLink } from '../../emails/email-confirmation.ts';
import { emailFrom } from '../../emails/letter.ts';
import { AppError } from '../../errors.ts';
import { newSessionToken, sha256 } from '../../lib/secrets.ts';
import { customerAccounts as customers } from '../customers/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import * as repository from './auth.repository.ts';

/*
 * The proof of a customer's e-mail address (issue 30): a link with a single-use random token, kept
 * only as its SHA-256, e-mailed at registration and again on request. Until it is opened, e-mails
 * to the address quote nothing the customer typed (emails/letter.ts `Addressee`). Ordering does not
 * wait for it.
 */

type LinkDeps = Pick<AppDeps, 'clock' | 'mailer' | 'config'> & { db: Db };

const m = formMessages.account;

/** The page that opens a link; the token after '#', so it is in no server's or proxy's log. */
export const CONFIRM_EMAIL_PAGE_PATH = '/confirm-email';

function linkFor(publicUrl: string | undefined, token: string): string {
  const path = `${CONFIRM_EMAIL_PAGE_PATH}#token=${token}`;
  return publicUrl ? new URL(path, publicUrl).href : path;
}

/**
 * A new link to the customer's address, in `db` (the caller's transaction): its row and its e-mail
 * in the outbox. The caller wakes the mailer once that has committed.
 */
export async function sendConfirmationLink(
  { db, clock, mailer, config }: LinkDeps,
  customer: { id: number; email: string },
): Promise<void> {
  const now = clock.now();
  const { token, tokenHash } = newSessionToken();
  await repository.insertConfirmation(db, {
    customerId: customer.id,
    email: customer.email,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_VALID_MS),
  });
  const restaurant = await requireRestaurant({ db });
  const letter = emailConfirmationLink(
    { link: linkFor(config.publicUrl, token), validHours: EMAIL_CONFIRMATION_VALID_MS / 3_600_000 },
    restaurant,
  );
  await mailer.enqueue(db, {
    customerId: customer.id,
    to: customer.email,
    from: emailFrom(restaurant),
    // The link proves the address: like a reset code, never shown to the staff nor sent again.
    secret: true,
    ...letter,
  });
}

/** Opens a link: the address it was sent to is proved, if it is still the account's. Works once. */
export async function confirmEmail(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { token }: { token: string },
) {
  await db.transaction(async (tx) => {
    const link = await repository.useConfirmation(tx, sha256(token), clock.now());
    const proved =
      link !== undefined &&
      (await customers.markEmailVerified(
        { db: tx, clock },
        { customerId: link.customerId, email: link.email },
      ));
    if (!proved) throw new AppError('confirmation_link', m.confirmationLinkInvalid);
  });
  return { message: m.emailConfirmed };
}

/**
 * Another link, on the customer's request: not for an address already proved, at most one a minute
 * and 5 in any 24 hours. The customer's row is held meanwhile, so two requests at once send one.
 */
export async function resendConfirmationLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  { customer }: { customer: customers.Customer },
) {
  const { db, clock, mailer } = deps;
  if (customer.emailVerifiedAt !== null) throw new AppError('email_confirmed', m.emailAlreadyConfirmed);
  await db.transaction(async (tx) => {
    await customers.lockCustomer({ db: tx }, { customerId: customer.id });
    const now = clock.now();
    const dayAgo = new Date(now.getTime() - OTP_DAY_MS);
    await repository.deleteConfirmationsBefore(tx, customer.id, dayAgo);
    const sent = await repository.confirmationsSince(tx, customer.id, dayAgo);
    if (sent.newestCreatedAt) {
      const waitMs = sent.newestCreatedAt.getTime() + EMAIL_CONFIRMATION_RESEND_MS - now.getTime();
      if (waitMs > 0) throw new AppError('too_many_requests', m.confirmationLinkTooSoon(waitMs));
    }
    if (sent.links >= EMAIL_CONFIRMATIONS_PER_DAY && sent.oldestCreatedAt) {
      const waitMs = sent.oldestCreatedAt.getTime() + OTP_DAY_MS - now.getTime();
      throw new AppError('too_many_requests', m.tooManyConfirmationLinks(waitMs));
    }
    await sendConfirmationLink({ ...deps, db: tx }, customer);
  });
  mailer.wake();
  return { message: m.confirmationLinkSent };
}
