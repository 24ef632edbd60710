import { type DeliveryMode, orderMessages, portionMessages } from '@tiffin/core';
import { useEffect, useState } from 'react';
import { type SlotAsk, useSlots } from '../api/get-slots';
import { useCheckoutDraft } from '../stores/checkout-draft';
import type { CheckoutPace } from '../utils/kitchen-pace';

/**
 * The slots of the chosen date and mode for the checkout page, refreshed every 3 minutes (and when
 * the settings change), and the chosen time kept to what they offer:
 * - none chosen: the first slot is (§4 "Date");
 * - one chosen that is no longer offered (taken up, passed, the day now closed): it is dropped, and
 *   none is chosen in its place on that date: the customer is told and chooses again.
 * `warning` says, under the Day & Time row, that the day is closed, that ordering is paused (issue
 * 47), or that the time was dropped, and why when busy mode took it away; `note`, beside a time
 * chosen, that a timed pause or a large order made the first time later.
 */
export function useChosenSlot(input: {
  mode: DeliveryMode;
  date: string | null;
  time: string | null;
  /** The basket's dishes and the delivery's address: a large order or a far zone is offered later slots */
  ask: SlotAsk;
  /** Whether the page's own fetch runs (not while the time modal fetches its own). */
  enabled: boolean;
  pace: Pick<CheckoutPace, 'paused' | 'busy'>;
}) {
  const { mode, date, time, ask, enabled, pace } = input;
  const slots = useSlots(mode, date, ask, enabled);
  const offered = slots.isPlaceholderData ? undefined : slots.data;
  const here = `${mode} ${date}`;
  /** The mode and date whose chosen time was dropped, and the time. */
  const [dropped, setDropped] = useState<{ on: string; time: string } | null>(null);
  const droppedHere = dropped?.on === here;

  useEffect(() => {
    if (offered === undefined) return;
    if (time !== null && !offered.slots.includes(time)) {
      setDropped({ on: here, time });
      useCheckoutDraft.getState().setTime(null);
    } else if (time === null && offered.first_slot !== null && !droppedHere) {
      useCheckoutDraft.getState().setTime(offered.first_slot);
    }
  }, [offered, time, here, droppedHere]);

  const m = orderMessages.checkout;
  let warning: string | undefined;
  if (time === null && offered?.closed) warning = orderMessages.slots.closedDay;
  else if (time === null && pace.paused !== null) warning = pace.paused;
  else if (time === null && dropped && droppedHere)
    warning = pace.busy ? m.busyTimeGone(dropped.time) : m.timeSlotUnavailable.message;
  // Why the first time is later than usual: a timed pause (issue 47), or a large order (issue 33).
  const minutes = offered?.large_order_minutes ?? 0;
  const note = pace.paused ?? (minutes > 0 ? portionMessages.largeOrderNote(minutes) : undefined);
  return { slots, warning, note };
}
