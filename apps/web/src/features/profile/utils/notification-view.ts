import {
  type CustomerNotification,
  DEFAULT_NOTIFICATION_TYPE,
  dublinDate,
  formatDublinDate,
  formatDublinTime12h,
  notificationDateLabel,
  shortText,
} from '@tiffin/core';

/** A notification as the screen shows it (checkout-and-account §3 "Notification (server)", mapped). */
export type NotificationView = {
  id: number;
  title: string;
  description: string;
  /** The first 8 words, with '...' when anything was cut */
  shortDescription: string;
  image: string | null;
  type: string;
  orderId: number | null;
  createdAt: Date;
  /** 'Today' or 'dd Mon yyyy', Dublin */
  formattedDate: string;
  /** Dublin, 12-hour */
  formattedTime: string;
  /** 'dd Mon yyyy', Dublin, for the details */
  date: string;
  isToday: boolean;
  read: boolean;
};

export function notificationViewOf(notification: CustomerNotification, now: Date): NotificationView {
  const createdAt = new Date(notification.created_at);
  return {
    id: notification.id,
    title: notification.title,
    description: notification.description,
    shortDescription: shortText(notification.description),
    image: notification.image_full_url,
    type: notification.data.type || DEFAULT_NOTIFICATION_TYPE,
    orderId: notification.data.order_id ?? null,
    createdAt,
    formattedDate: notificationDateLabel(createdAt, now),
    formattedTime: formatDublinTime12h(createdAt),
    date: formatDublinDate(createdAt),
    isToday: dublinDate(createdAt) === dublinDate(now),
    read: notification.read_at !== null,
  };
}

export type NotificationGroup = { label: string; items: NotificationView[] };

/** Grouped by Dublin date, newest first (so 'Today' leads), and newest first within a date. */
export function groupByDate(views: NotificationView[]): NotificationGroup[] {
  const newestFirst = [...views].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const groups: NotificationGroup[] = [];
  for (const view of newestFirst) {
    const group = groups.find((candidate) => candidate.label === view.formattedDate);
    if (group) group.items.push(view);
    else groups.push({ label: view.formattedDate, items: [view] });
  }
  return groups;
}
