import { useQuery } from '@tanstack/react-query';
import { MINUTE_MS, SECOND_MS } from '@tiffin/core';
import { lazy, Suspense } from 'react';
import { restaurantQueryOptions } from '../api/get-restaurant';

const PausedNotice = lazy(async () => ({ default: (await import('./paused-notice')).PausedNotice }));

/**
 * While the restaurant has paused online ordering, every customer page says so under the header
 * (`PausedNotice`, loaded then).
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
  return (
    // Kept on the page empty, so the notice is announced the moment it appears.
    <div role="status">
      {info?.ordering_paused && (
        <Suspense fallback={null}>
          <PausedNotice info={info} />
        </Suspense>
      )}
    </div>
  );
}
