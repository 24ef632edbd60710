import {
  dublinWallClock,
  type OrderCartLine,
  offeredAt,
  type Slot,
  scheduleMessages,
  soldOutDay,
} from '@tiffin/core';
import type { Schedules } from '../../menu/index.ts';
import { type Checked, failed, type Problem, passed } from './checked.ts';
import type { BasketLine } from './read-basket.ts';

/*
 * Issue 33 (decision 050): a dish is refused for a slot outside its own or its category's hours (a
 * pre-order for tomorrow's lunch is fine), and a dish or option "sold out for today" for a slot
 * before it is back (issue 47, decision 061). Each names the basket line, as `empty_order` does
 * (issue 29).
 */

type Line = { line: number; basket: BasketLine };

/**
 * The basket lines with their index in the cart sent. The basket keeps the cart's order, leaving out
 * the lines it could not read, so each line is the next cart line of its dish after the one before.
 */
function indexed(cart: readonly OrderCartLine[], lines: readonly BasketLine[]): Line[] {
  let from = 0;
  return lines.map((basket) => {
    const found = cart.findIndex((item, index) => index >= from && item.item_id === basket.productId);
    const line = found === -1 ? 0 : found;
    from = line + 1;
    return { line, basket };
  });
}

/**
 * Lines whose dish or an option of it is "sold out for today" at the slot ordered for, that is
 * whose `sold_out_until` (the next day's opening) is after the slot's start: `not_offered_then`,
 * saying when it is back, so that tomorrow's slots take it today (issue 47). Without a slot (none
 * chosen: the slot's own check says so), at `now`. The basket read says until when each was.
 */
export function checkSoldOut({
  cart,
  lines,
  slot,
  now,
}: {
  cart: readonly OrderCartLine[];
  lines: readonly BasketLine[];
  slot: Slot | undefined;
  now: Date;
}): Checked<null> {
  const at = slot?.startsAt ?? now;
  const soldOut = (until: Date | null): until is Date => until !== null && until > at;
  const problems = indexed(cart, lines).flatMap(({ line, basket }): Problem[] => {
    const option = basket.options.find((chosen) => soldOut(chosen.soldOutUntil));
    const until = soldOut(basket.soldOutUntil) ? basket.soldOutUntil : option?.soldOutUntil;
    if (!until) return [];
    const label = soldOut(basket.soldOutUntil) ? null : (option?.label ?? null);
    const named = label === null ? basket.name : `${basket.name} (${label})`;
    return [
      {
        code: 'not_offered_then',
        message: scheduleMessages.soldOutThen(named, soldOutDay(until, now)),
        line,
        item_id: basket.productId,
        name: basket.name,
        option: label,
      },
    ];
  });
  return problems.length === 0 ? passed(null) : failed(null, ...problems);
}

/**
 * Lines whose dish is not offered at the slot's Dublin day and time: `not_offered_then`, by the
 * restaurant's `schedules` (placing keeps them with its settings, decision 057).
 */
export function checkOffered({
  cart,
  lines,
  slot,
  schedules,
}: {
  cart: readonly OrderCartLine[];
  lines: readonly BasketLine[];
  slot: Slot | undefined;
  schedules: Schedules;
}): Checked<null> {
  // No slot chosen or offered: the slot's own check says so.
  if (slot === undefined || lines.length === 0) return passed(null);
  const { date, time } = dublinWallClock(slot.startsAt);
  const problems = indexed(cart, lines).flatMap(({ line, basket }): Problem[] => {
    if (offeredAt(schedules.forDish(basket.productId, basket.categoryId), date, time)) return [];
    return [
      {
        code: 'not_offered_then',
        message: scheduleMessages.notOfferedThen(basket.name),
        line,
        item_id: basket.productId,
        name: basket.name,
        option: null,
      },
    ];
  });
  return problems.length === 0 ? passed(null) : failed(null, ...problems);
}
