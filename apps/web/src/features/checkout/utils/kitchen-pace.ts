import {
  type DeliveryMode,
  ESTIMATED_MINUTES,
  estimatedMinutes,
  orderingPausedText,
  type RestaurantInfo,
} from '@tiffin/core';

/** The kitchen's pace as the checkout tells it (issue 47), from the restaurant's public settings. */
export type CheckoutPace = {
  /** 'Online ordering is paused until 7:40 PM — please call us on …'; null while ordering is open */
  paused: string | null;
  /** Busy mode is on: a time it takes away is said to be gone for that reason */
  busy: boolean;
  /** The estimated time's range in minutes, for a mode, busy mode's minutes in it */
  estimate: (mode: DeliveryMode) => [number, number];
};

export function checkoutPaceOf(settings: RestaurantInfo | undefined, now: Date): CheckoutPace {
  const resumesAt = settings?.resumes_at ? new Date(settings.resumes_at) : null;
  return {
    paused: settings?.ordering_paused
      ? orderingPausedText({ resumesAt, phone: settings.phones[0] ?? '' }, now)
      : null,
    busy: (settings?.busy_extra_minutes ?? 0) > 0,
    // Until the settings arrive, the spec's estimate.
    estimate: (mode) => estimatedMinutes(mode, settings?.lead_minutes[mode] ?? ESTIMATED_MINUTES[mode][0]),
  };
}
