import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export type Email = { from: string; to: string; subject: string; text: string; customerId?: number | null };

export type Mailer = {
  /** Keeps the e-mail in the outbox, then sends it through SMTP when SMTP_URL is set. */
  send(email: Email): Promise<void>;
  close(): void;
};

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await options.db
        .insert(outbox)
        .values({
          customerId: email.customerId ?? null,
          toAddress: email.to,
          subject: email.subject,
          textBody: email.text,
          createdAt: options.now(),
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('the outbox insert returned no row');
      if (!transport) {
        options.log.info(
          { outboxId: row.id, to: email.to, subject: email.subject },
          'e-mail kept in the outbox (SMTP_URL is not set)',
        );
        return;
      }
      try {
        await transport.sendMail({
          from: email.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
        });
        await options.db.update(outbox).set({ sentAt: options.now() }).where(eq(outbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await options.db.update(outbox).set({ error: message }).where(eq(outbox.id, row.id));
        options.log.warn(
          { outboxId: row.id, err: error },
          'e-mail could not be sent; it stays in the outbox',
        );
      }
    },
    close() {
      transport?.close();
    },
  };
}
