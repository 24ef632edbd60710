import { orderingPausedText, type RestaurantInfo } from '@tiffin/core';
import { telHref } from '../utils/maps-links';

const noticeClasses = 'border-b border-turmeric bg-saffron-soft px-4 py-3 text-center font-semibold text-ink';

/**
 * What the notice says while ordering is paused: when it reopens, if the staff paused it until a
 * time (issue 33), and the number to call meanwhile (issue 47), the whole sentence a link that dials
 * it; no time when nobody is watching the kitchen (issue 28) or it is paused until the staff resume
 * it. Loaded only while paused: the Dublin time arithmetic stays out of every first visit.
 */
export function PausedNotice({ info }: { info: RestaurantInfo }) {
  const phone = info.phones[0] ?? '';
  const resumesAt = info.resumes_at === null ? null : new Date(info.resumes_at);
  if (resumesAt === null && phone === '') return null;
  const text = orderingPausedText({ resumesAt, phone }, new Date());
  return (
    <p className={noticeClasses}>
      {phone === '' ? (
        text
      ) : (
        <a href={telHref(phone)} className="underline-offset-4 hover:underline">
          {text}
        </a>
      )}
    </p>
  );
}
