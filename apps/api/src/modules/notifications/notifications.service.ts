import type { CustomerNotification } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import * as repository from './notifications.repository.ts';

/** The newest this many; older ones are not listed (a customer's year of orders is far fewer). */
const NOTIFICATIONS_LIMIT = 200;

const notificationOf = (row: repository.NotificationRow): CustomerNotification => ({
  id: row.id,
  title: row.title,
  description: row.description,
  image_full_url: null,
  status: 1,
  created_at: row.createdAt.toISOString(),
  updated_at: (row.readAt ?? row.createdAt).toISOString(),
  data: row.data,
  read_at: row.readAt?.toISOString() ?? null,
});

export async function listNotifications(
  { db }: Pick<AppDeps, 'db'>,
  { customerId }: { customerId: number },
): Promise<CustomerNotification[]> {
  return (await repository.listNotifications(db, customerId, NOTIFICATIONS_LIMIT)).map(notificationOf);
}

/** Every notification of the customer, with no cap (the copy of their data, issue 32). */
export async function everyNotificationOf(
  { db }: Pick<AppDeps, 'db'>,
  { customerId }: { customerId: number },
): Promise<CustomerNotification[]> {
  return (await repository.everyNotification(db, customerId)).map(notificationOf);
}

/** Opening a notification marks it read; another customer's is a 404, as if it did not exist. */
export async function markNotificationRead(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { customerId, notificationId }: { customerId: number; notificationId: number },
): Promise<CustomerNotification> {
  const row = await repository.markRead(db, { customerId, notificationId, now: clock.now() });
  if (!row) throw notFound('Notification');
  return notificationOf(row);
}
