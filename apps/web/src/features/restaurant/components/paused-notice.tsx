import { paceMessages, paceTimeLabel } from '@tiffin/core';
import type { RestaurantInfo } from '@tiffin/core/contracts';
import { telHref } from '../utils/maps-links';

const noticeClasses = 'border-b border-turmeric bg-saffron-soft px-4 py-3 text-center font-semibold text-ink';

/**
 * What the notice says while ordering is paused: when it reopens, if the staff paused it until a
 * time (issue 33); otherwise (no staff board or kitchen printer in touch, issue 28, or paused until
 * the staff resume it) the whole sentence calls the restaurant. Loaded only while paused: the
 * Dublin time arithmetic stays out of every first visit.
 */
export function PausedNotice({ info }: { info: RestaurantInfo }) {
  const phone = info.phones[0];
  if (info.resumes_at !== null) {
    return (
      <p className={noticeClasses}>
        {paceMessages.ordering.pausedUntil(paceTimeLabel(new Date(info.resumes_at), new Date()))}
      </p>
    );
  }
  if (phone === undefined) return null;
  return (
    <p className={noticeClasses}>
      <a href={telHref(phone)} className="underline-offset-4 hover:underline">
        {paceMessages.ordering.paused(phone)}
      </a>
    </p>
  );
}
