import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A customer's notifications, newest first, at most `limit`. */
export function listNotifications(db: Db, customerId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Every notification of the customer, newest first (the copy of their data). */
export function everyNotification(db: Db, customerId: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Marks one of the customer's notifications read (once); undefined when it is not theirs. */
export async function markRead(
  db: Db,
  { customerId, notificationId, now }: { customerId: number; notificationId: number; now: Date },
): Promise<NotificationRow | undefined> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.customerId, customerId),
        isNull(notifications.readAt),
      ),
    );
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.customerId, customerId)));
  return row;
}

/** Prepared (decision 057): every order, and every change of its status, tells its customer. */
const insert = preparedStatement(
  'insert_notification',
  `insert into notifications (customer_id, title, description, data, created_at)
  values ($1, $2, $3, $4::jsonb, $5::timestamptz)`,
);

export async function insertNotification(
  db: Db,
  values: Pick<typeof notifications.$inferInsert, 'customerId' | 'title' | 'description' | 'data'> & {
    createdAt: Date;
  },
): Promise<void> {
  await insert(db, [
    values.customerId,
    values.title,
    values.description,
    JSON.stringify(values.data),
    values.createdAt.toISOString(),
  ]);
}
