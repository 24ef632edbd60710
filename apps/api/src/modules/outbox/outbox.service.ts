import type { OutboxEmail } from '@tiffin/core';
import { MAX_SEND_ATTEMPTS } from '../../adapters/outbox-worker.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordAction } from '../staff/index.ts';
import * as repository from './outbox.repository.ts';

/** The staff's view of the e-mails the site sent or tried to send (issue 14), the last 100. */
const LIST_LIMIT = 100;

const stateOf = (row: repository.OutboxRow): OutboxEmail['state'] =>
  row.sentAt !== null ? 'sent' : row.attempts >= MAX_SEND_ATTEMPTS ? 'failed' : 'waiting';

const emailOf = (row: repository.OutboxRow): OutboxEmail => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  text: row.secret ? null : row.textBody,
  state: stateOf(row),
  attempts: row.attempts,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export async function listOutbox(
  { db }: Pick<AppDeps, 'db'>,
  { state }: { state: 'all' | OutboxEmail['state'] },
) {
  const rows = await repository.listEmails(db, { state, maxAttempts: MAX_SEND_ATTEMPTS, limit: LIST_LIMIT });
  return { emails: rows.map(emailOf) };
}

/**
 * Sends an e-mail again, as a new e-mail with the same address, subject, text and HTML (the first stays
 * as it was, with its error). One holding a secret is never resent: a reset code is asked for again.
 */
export async function resendEmail(
  { db, clock, mailer }: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  { emailId, staffId }: { emailId: number; staffId: number },
): Promise<OutboxEmail> {
  const original = await repository.findEmail(db, emailId);
  if (!original) throw notFound('E-mail');
  if (original.secret) {
    throw new AppError('secret', 'A password-reset code is not sent again: the customer asks for a new one'); // not in the spec
  }
  const copy = await db.transaction(async (tx) => {
    const enqueued = await mailer.enqueue(tx, {
      from: { name: original.fromName, address: original.fromAddress },
      to: original.toAddress,
      subject: original.subject,
      text: original.textBody,
      html: original.htmlBody,
      customerId: original.customerId,
    });
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: 'resent an e-mail',
        subject: `e-mail ${emailId}`,
        details: { to: original.toAddress },
      },
    );
    return repository.findEmail(tx, enqueued.id);
  });
  if (!copy) throw new Error('the resent e-mail is missing');
  mailer.wake();
  return emailOf(copy);
}

/**
 * The restaurant's own e-mails about a deleted account's orders (issue 32), in the deletion's
 * transaction: the kitchen copy and the waiting-order alert quote the customer's name, phone,
 * address and notes. The e-mails to the customer go with the account (the outbox's rows cascade).
 */
export async function forgetRestaurantEmailsAbout(
  { db }: Pick<AppDeps, 'db'>,
  { references }: { references: string[] },
): Promise<void> {
  await repository.deleteRestaurantEmailsAbout(db, references);
}
