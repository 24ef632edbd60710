import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { outbox } from '../db/schema.ts';
import { createOutboxWorker } from './outbox-worker.ts';

/** Who an e-mail is from: a display name and an address, as nodemailer takes them. */
export type EmailSender = { name: string; address: string };

export type Email = {
  from: EmailSender;
  to: string;
  subject: string;
  text: string;
  /** The same words as HTML, sent beside the text as multipart/alternative */
  html?: string | null;
  customerId?: number | null;
  /** The body holds a secret (a reset code): the staff's outbox never shows or resends it */
  secret?: boolean;
};

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
  `insert into outbox (customer_id, from_name, from_address, to_address, subject, text_body, html_body,
    secret, created_at, next_attempt_at)
  select e.customer_id, e.from_name, e.from_address, e.to_address, e.subject, e.text_body, e.html_body,
    e.secret, $2::timestamptz, $2::timestamptz
  from rows from (jsonb_to_recordset($1::jsonb) as (customer_id integer, from_name text,
    from_address text, to_address text, subject text, text_body text, html_body text, secret boolean))
    with ordinality as e(customer_id, from_name, from_address, to_address, subject, text_body, html_body,
      secret, position)
  order by e.position
  returning id`,
);

/**
 * The outbox and its channel of the outbox worker (outbox-worker.ts): with SMTP_URL, due e-mails
 * are sent through nodemailer one after the other, a failed send retried with the worker's
 * back-off; without it e-mails are only kept (and logged).
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, now, log } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const worker = createOutboxWorker({
    db,
    now,
    log,
    enabled: transport !== null,
    channel: {
      name: 'e-mail',
      table: outbox,
      async send(row) {
        await transport?.sendMail({
          from: { name: row.fromName, address: row.fromAddress },
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
        });
        return 'sent';
      },
    },
  });

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
          html_body: email.html ?? null,
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
    wake: worker.wake,
    sendDue: worker.settle,
    async close() {
      await worker.close();
      transport?.close();
    },
  };
}
