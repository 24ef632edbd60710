import { type DeliveryMode, orderMessages, portionMessages } from '@tiffin/core';
import { useEffect, useState } from 'react';
import { type SlotCart, useSlots } from '../api/get-slots';
import { useCheckoutDraft } from '../stores/checkout-draft';

/**
 * The slots of the chosen date and mode for the checkout page, refreshed every 3 minutes (and when
 * the settings change), and the chosen time kept to what they offer:
 * - none chosen: the first slot is (§4 "Date");
 * - one chosen that is no longer offered (taken up, passed, the day now closed): it is dropped, and
 *   none is chosen in its place on that date: the customer is told and chooses again.
 * `warning` says, under the Day & Time row, that the day is closed or the time was dropped.
 */
export function useChosenSlot(input: {
  token: string;
  mode: DeliveryMode;
  date: string | null;
  time: string | null;
  /** The basket's dishes: a large order is offered later slots (issue 33) */
  cart: SlotCart;
  /** Whether the page's own fetch runs (not while the time modal fetches its own). */
  enabled: boolean;
}) {
  const { token, mode, date, time, cart, enabled } = input;
  const slots = useSlots(token, mode, date, cart, enabled);
  const offered = slots.isPlaceholderData ? undefined : slots.data;
  const here = `${mode} ${date}`;
  /** The mode and date whose chosen time was dropped. */
  const [droppedOn, setDroppedOn] = useState<string | null>(null);

  useEffect(() => {
    if (offered === undefined) return;
    if (time !== null && !offered.slots.includes(time)) {
      setDroppedOn(here);
      useCheckoutDraft.getState().setTime(null);
    } else if (time === null && offered.first_slot !== null && droppedOn !== here) {
      useCheckoutDraft.getState().setTime(offered.first_slot);
    }
  }, [offered, time, here, droppedOn]);

  let warning: string | undefined;
  if (time === null && offered?.closed) warning = orderMessages.slots.closedDay;
  else if (time === null && droppedOn === here) warning = orderMessages.checkout.timeSlotUnavailable.message;
  // Why the first time is later than usual (issue 33): the basket is a large order.
  const minutes = offered?.large_order_minutes ?? 0;
  const note = minutes > 0 ? portionMessages.largeOrderNote(minutes) : undefined;
  return { slots, warning, note };
}
