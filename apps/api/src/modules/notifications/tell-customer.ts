import type { Email, EmailSender, Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationRow } from './notifications.repository.ts';
import * as repository from './notifications.repository.ts';

/** What a customer is told: the notification's title and text, and the e-mail saying the same. */
export type CustomerNews = {
  title: string;
  description: string;
  letter: { subject: string; text: string; html?: string };
};

/**
 * Tells a customer about their order or payment: a notification in their account and an e-mail
 * through the outbox, both written with `db`, the caller's transaction, so that they exist exactly
 * when what they tell of does. The caller wakes the mailer once that has committed.
 */
export async function tellCustomer(
  { db, mailer }: { db: Db; mailer: Mailer },
  {
    customer,
    from,
    news,
    data,
    now,
    copies = [],
  }: {
    customer: { id: number; email: string };
    /** The restaurant, as e-mails are sent from it */
    from: EmailSender;
    news: CustomerNews;
    data: NotificationRow['data'];
    now: Date;
    /** Other e-mails of the same event (the kitchen's copy), written in the same insert */
    copies?: readonly Email[];
  },
): Promise<void> {
  await repository.insertNotification(db, {
    customerId: customer.id,
    title: news.title,
    description: news.description,
    data,
    createdAt: now,
  });
  await mailer.enqueueAll(db, [
    {
      from,
      to: customer.email,
      customerId: customer.id,
      subject: news.letter.subject,
      text: news.letter.text,
      html: news.letter.html,
    },
    ...copies,
  ]);
}
