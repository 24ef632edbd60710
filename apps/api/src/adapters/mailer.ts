import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { outbox } from '../db/schema.ts';

/** Who an e-mail is from: a display name and an address, as nodemailer takes them. */
export type EmailSender = { name: string; address: string };

export type Email = {
  from: EmailSender;
  to: string;
  subject: string;
  text: string;
  customerId?: number | null;
  /** The body holds a secret (a reset code): the staff's outbox never shows or resends it */
  secret?: boolean;
};

/** How often the outbox is looked at for e-mails due without a wake (retries, restarts): app.ts schedules it. */
export const OUTBOX_POLL_INTERVAL_MS = 5_000;
/** How long a claimed e-mail is left to the process sending it before another may try. */
const SENDING_LEASE_MS = 5 * 60_000;
/** Tries before an e-mail is given up (it stays in the outbox with its error). */
export const MAX_SEND_ATTEMPTS = 8;
const BATCH_SIZE = 20;

/** 30 s after the first failure, doubling, at most an hour: about 2 h 15 min over the eight tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);
}

export type Mailer = {
  /**
   * Writes the e-mail to the outbox with `db`, which is the use case's transaction when it has one,
   * so the e-mail exists exactly when what caused it does. Call `wake` once that has committed.
   */
  enqueue(db: Db, email: Email): Promise<{ id: number }>;
  /** Writes several e-mails as `enqueue` does, in one insert (an order's receipt and kitchen copy). */
  enqueueAll(db: Db, emails: readonly Email[]): Promise<{ id: number }[]>;
  /** Sends what is due now rather than at the next poll. */
  wake(): void;
  /** Sends what is due, and resolves once done: the poll, which one process of the cluster runs. */
  sendDue(): Promise<void>;
  close(): Promise<void>;
};

/**
 * E-mails written to the outbox in one insert, as JSON records (prepared, decision 057: every order
 * writes its receipt and the kitchen's copy). Answers their ids.
 */
const insertEmails = preparedStatement<{ id: number }>(
  'insert_outbox_emails',
  `insert into outbox (customer_id, from_name, from_address, to_address, subject, text_body, secret,
    created_at, next_attempt_at)
  select e.customer_id, e.from_name, e.from_address, e.to_address, e.subject, e.text_body, e.secret,
    $2::timestamptz, $2::timestamptz
  from rows from (jsonb_to_recordset($1::jsonb) as (customer_id integer, from_name text,
    from_address text, to_address text, subject text, text_body text, secret boolean))
    with ordinality as e(customer_id, from_name, from_address, to_address, subject, text_body, secret,
      position)
  order by e.position
  returning id`,
);

/**
 * The outbox and its dispatcher. With SMTP_URL, the dispatcher sends due e-mails through nodemailer
 * when woken (by the process that wrote them, once committed, and at start) and when polled
 * (`sendDue`, every few seconds on one process of the cluster), so e-mails left unsent by a failure
 * or a restart go out later; a failed send is retried with back-off. Several processes may share the
 * outbox: each claims rows with `FOR UPDATE SKIP LOCKED` and moves their next try a lease ahead in
 * the same statement, so an e-mail is sent by one of them. Without SMTP_URL e-mails are only kept
 * (and logged).
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, now, log } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function claimDue(): Promise<Array<typeof outbox.$inferSelect>> {
    const at = now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, at)))
      .orderBy(asc(outbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + SENDING_LEASE_MS),
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function sendOne(row: typeof outbox.$inferSelect, smtp: Transporter): Promise<void> {
    try {
      await smtp.sendMail({
        from: { name: row.fromName, address: row.fromAddress },
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
      });
      await db.update(outbox).set({ sentAt: now(), error: null }).where(eq(outbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = row.attempts >= MAX_SEND_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          error: message,
          // A given-up e-mail is parked far ahead; it stays in the outbox with its error.
          nextAttemptAt: givenUp
            ? new Date('9999-12-31T00:00:00Z')
            : new Date(now().getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(outbox.id, row.id));
      log.warn(
        { outboxId: row.id, attempts: row.attempts, error: message },
        givenUp
          ? 'e-mail given up after its last try; it stays in the outbox'
          : 'e-mail not sent; it will be retried',
      );
    }
  }

  async function dispatch(smtp: Transporter): Promise<void> {
    do {
      again = false;
      const claimed = await claimDue();
      for (const row of claimed) await sendOne(row, smtp);
      if (claimed.length === BATCH_SIZE) again = true;
    } while (again && !closed);
  }

  function wake(): void {
    if (!transport || closed) return;
    if (running) {
      again = true;
      return;
    }
    running = dispatch(transport)
      .catch((error: unknown) =>
        log.error({ err: error }, 'the e-mail dispatcher failed; it tries again shortly'),
      )
      .finally(() => {
        running = null;
      });
  }

  // What an earlier process left unsent goes out now.
  wake();

  async function enqueueAll(queryDb: Db, emails: readonly Email[]): Promise<{ id: number }[]> {
    if (emails.length === 0) return [];
    const at = now();
    const rows = await insertEmails(queryDb, [
      JSON.stringify(
        emails.map((email) => ({
          customer_id: email.customerId ?? null,
          from_name: email.from.name,
          from_address: email.from.address,
          to_address: email.to,
          subject: email.subject,
          text_body: email.text,
          secret: email.secret ?? false,
        })),
      ),
      at.toISOString(),
    ]);
    if (rows.length !== emails.length) throw new Error('the outbox returned no row');
    if (!transport)
      log.info({ outboxIds: rows.map((row) => row.id) }, 'e-mails kept in the outbox (SMTP_URL is not set)');
    return rows;
  }

  return {
    async enqueue(queryDb, email) {
      const [row] = await enqueueAll(queryDb, [email]);
      if (!row) throw new Error('the outbox returned no row');
      return row;
    },
    enqueueAll,
    wake,
    async sendDue() {
      wake();
      await running;
    },
    async close() {
      closed = true;
      await running;
      transport?.close();
    },
  };
}
