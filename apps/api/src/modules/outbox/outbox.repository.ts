import { and, desc, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
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
