import { customerOrderPath, NOTIFICATIONS_VISIBLE, orderMessages } from '@tiffin/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProfileSection } from '@/components/layout/profile-section';
import { PushSwitch } from '@/components/push/push-switch';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { groupByDate, type NotificationView, notificationViewOf } from '../utils/notification-view';

const text = orderMessages.notifications;

/**
 * /profile/notifications (checkout-and-account §2.9): the customer's notifications grouped by date,
 * two at first with 'View all (N more)', each opening its details (and marked read).
 */
export function Notifications() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const [showAll, setShowAll] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const now = new Date();
  const views = (notifications.data ?? [])
    .map((notification) => notificationViewOf(notification, now))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const selected = views.find((view) => view.id === selectedId);

  if (selected) return <NotificationDetails notification={selected} onBack={() => setSelectedId(null)} />;

  const visible = showAll ? views : views.slice(0, NOTIFICATIONS_VISIBLE);
  const hidden = views.length - visible.length;
  const open = (view: NotificationView) => {
    setSelectedId(view.id);
    if (!view.read) markRead.mutate(view.id);
  };
  return (
    <ProfileSection title={text.heading(views.length)}>
      {notifications.isPending && (
        <p className="flex items-center gap-2" role="status">
          <Spinner /> {text.loading}
        </p>
      )}
      {notifications.isError && (
        <div className="space-y-3" role="alert">
          <p>{notifications.error.message || text.fetchFailed}</p>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => notifications.refetch()}
          >
            {text.tryAgain}
          </button>
        </div>
      )}
      {notifications.isSuccess && views.length === 0 && (
        <p className="rounded-2xl border border-line bg-white px-6 py-10 text-center">{text.none}</p>
      )}
      <div className="space-y-6">
        {groupByDate(visible).map((group) => (
          <section key={group.label} aria-label={group.label}>
            <h2 className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
              {group.label}
            </h2>
            <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
              {group.items.map((view) => (
                <li key={view.id}>
                  <button
                    type="button"
                    onClick={() => open(view)}
                    className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-cream"
                  >
                    <NotificationImage image={view.image} />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-3">
                        <span className="flex items-center gap-2 font-semibold">
                          {!view.read && (
                            <span className="size-2 shrink-0 rounded-full bg-saffron">
                              <span className="sr-only">{text.unread}</span>
                            </span>
                          )}
                          {view.title}
                        </span>
                        <span className="shrink-0 text-sm text-ink-muted">{view.formattedTime}</span>
                      </span>
                      <span className="block text-sm text-ink-muted">{view.shortDescription}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {(hidden > 0 || showAll) && views.length > NOTIFICATIONS_VISIBLE && (
        <button type="button" className={buttonClasses('ghost', 'mt-4')} onClick={() => setShowAll(!showAll)}>
          {showAll ? text.showLess : text.viewAll(hidden)}
        </button>
      )}
      <section
        aria-labelledby="push-heading"
        className="mt-8 space-y-3 rounded-2xl border border-line bg-white p-5"
      >
        <h2 id="push-heading" className="font-display text-lg font-semibold">
          On this device
        </h2>
        <PushSwitch audience="customer" variant="settings" />
      </section>
    </ProfileSection>
  );
}

/** The notification's image, left out when there is none or it fails to load. */
function NotificationImage({ image }: { image: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) return null;
  return (
    <img
      src={image}
      alt=""
      className="size-12 shrink-0 rounded-lg object-cover"
      onError={() => setFailed(true)}
    />
  );
}

function NotificationDetails({
  notification,
  onBack,
}: {
  notification: NotificationView;
  onBack: () => void;
}) {
  const [full, setFull] = useState(false);
  const longer = notification.description.trim() !== notification.shortDescription;
  return (
    <ProfileSection title={text.detailsTitle}>
      <button type="button" className={buttonClasses('ghost', 'mb-4')} onClick={onBack}>
        ← {text.back}
      </button>
      <article className="space-y-3 rounded-2xl border border-line bg-white p-5">
        <h2 className="font-display text-xl font-semibold">{notification.title}</h2>
        <p className="text-sm text-ink-muted">
          {notification.formattedTime} · {notification.date}
        </p>
        <NotificationImage image={notification.image} />
        <p className="whitespace-pre-line">
          {full ? notification.description : notification.shortDescription}
        </p>
        {longer && (
          <button type="button" className={buttonClasses('ghost')} onClick={() => setFull(!full)}>
            {full ? text.showLessDetails : text.seeMore}
          </button>
        )}
        {notification.orderId !== null && (
          <Link to={customerOrderPath(notification.orderId)} className={buttonClasses('secondary')}>
            {orderMessages.orders.notificationOrderLink}
          </Link>
        )}
      </article>
    </ProfileSection>
  );
}
