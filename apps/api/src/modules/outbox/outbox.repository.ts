import { and, desc, eq, gte, isNotNull, isNull, like, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** The newest e-mails first; `state` by what became of them (`maxAttempts` tries make a failure). */
export function listEmails(
  db: Db,
  {
    state,
    maxAttempts,
    limit,
  }: { state: 'all' | 'sent' | 'waiting' | 'failed'; maxAttempts: number; limit: number },
): Promise<OutboxRow[]> {
  const where = {
    all: undefined,
    sent: isNotNull(outbox.sentAt),
    waiting: and(isNull(outbox.sentAt), lt(outbox.attempts, maxAttempts)),
    failed: and(isNull(outbox.sentAt), gte(outbox.attempts, maxAttempts)),
  }[state];
  return db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(limit);
}

export async function findEmail(db: Db, emailId: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, emailId));
  return row;
}

/**
 * Removes the e-mails to no customer (the restaurant's own: the kitchen copy, the waiting-order
 * alert) whose subject names one of these orders ('#' and its reference, letters and digits only).
 */
export async function deleteRestaurantEmailsAbout(db: Db, references: string[]): Promise<number> {
  if (references.length === 0) return 0;
  const rows = await db
    .delete(outbox)
    .where(
      and(
        isNull(outbox.customerId),
        or(...references.map((reference) => like(outbox.subject, `%#${reference}%`))),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}
