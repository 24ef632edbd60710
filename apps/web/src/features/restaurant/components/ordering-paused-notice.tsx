import { useQuery } from '@tanstack/react-query';
import { MINUTE_MS, messages, SECOND_MS } from '@tiffin/core';
import { restaurantQueryOptions } from '../api/get-restaurant';
import { telHref } from '../utils/maps-links';

/**
 * While the restaurant has paused online ordering (no staff board or kitchen printer in touch, issue
 * 28), every customer page says so under the header, and the whole sentence calls the restaurant.
 * The restaurant's settings are otherwise kept 10 minutes: here they are asked again every minute the
 * page is in view and when it is shown again, so a pause, and its end, reach an open page promptly.
 */
export function OrderingPausedNotice() {
  const restaurant = useQuery({
    ...restaurantQueryOptions(),
    staleTime: 30 * SECOND_MS,
    refetchInterval: MINUTE_MS,
  });
  const info = restaurant.data;
  const phone = info?.phones[0];
  return (
    // Kept on the page empty, so the notice is announced the moment it appears.
    <div role="status">
      {info?.ordering_paused && phone !== undefined && (
        <p className="border-b border-turmeric bg-saffron-soft px-4 py-3 text-center font-semibold text-ink">
          <a href={telHref(phone)} className="underline-offset-4 hover:underline">
            {messages.ordering.paused(phone)}
          </a>
        </p>
      )}
    </div>
  );
}
