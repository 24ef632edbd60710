import { type BoardOrder, MINUTE_MS } from '@tiffin/core';

/** The minutes the accept dialog offers, before those that would be too soon are left out. */
export const READY_MINUTE_CHOICES = [10, 15, 20, 30, 45, 60] as const;

export type ReadyChoice = 'asked' | (typeof READY_MINUTE_CHOICES)[number];

/**
 * The ready times the kitchen may promise for a new order, as the server takes them (issue 29):
 * never before the time the customer asked for (which is within opening hours). 'asked' is offered
 * while that time is ahead; a number of minutes only if it ends at or after it. The board's time
 * runs behind the server's, if at all, so a choice offered here is not too soon there. Chosen by
 * default: the usual minutes for the fulfilment when they are late enough, else the time asked.
 */
export function readyChoices(
  order: Pick<BoardOrder, 'scheduled_at' | 'fulfilment'>,
  boardNow: number,
): { choices: ReadyChoice[]; chosen: ReadyChoice } {
  const asked = Date.parse(order.scheduled_at);
  const lateEnough = (minutes: number) => boardNow + minutes * MINUTE_MS >= asked;
  const minutes = READY_MINUTE_CHOICES.filter(lateEnough);
  const choices: ReadyChoice[] = asked > boardNow ? ['asked', ...minutes] : [...minutes];
  const usual = order.fulfilment === 'delivery' ? 45 : 20;
  return { choices, chosen: lateEnough(usual) ? usual : 'asked' };
}
