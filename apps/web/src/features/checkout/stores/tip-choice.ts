import { euroStringToCents, type PlaceOrderPayload, percentTipCents } from '@tiffin/core';
import { create } from 'zustand';

/** The tip as the order sends it: a percentage offered, or an amount in euro (issue 51). */
export type OrderTip = NonNullable<PlaceOrderPayload['tip']>;

/**
 * What the customer tapped: no tip, a percentage, or an amount of their own (as typed). Null until
 * they tap one: nothing is chosen for them (the CCPC's ask; decision 065).
 */
export type TipSelection =
  | { kind: 'none' }
  | { kind: 'percent'; percent: number }
  | { kind: 'amount'; amount: string };

type TipChoiceState = {
  selection: TipSelection | null;
  choose: (selection: TipSelection) => void;
  clear: () => void;
};

/**
 * The tip chosen at this checkout, kept in memory only: a visit starts with none chosen, and a
 * placed order or a reload forgets it.
 */
export const useTipChoice = create<TipChoiceState>()((set) => ({
  selection: null,
  choose: (selection) => set({ selection }),
  clear: () => set({ selection: null }),
}));

const AMOUNT = /^\d{1,3}([.,]\d{1,2})?$/;

/** The tip the order sends for what was tapped: none for "No tip", nothing chosen or an amount not yet typed. */
export function orderTipOf(selection: TipSelection | null): OrderTip | null {
  if (selection === null || selection.kind === 'none') return null;
  if (selection.kind === 'percent') return { percent: selection.percent };
  const typed = selection.amount.trim();
  return AMOUNT.test(typed) && Number(typed.replace(',', '.')) > 0
    ? { amount: typed.replace(',', '.') }
    : null;
}

/** The tip's amount as the server will work it out: a percentage of `baseCents`, or the amount typed. */
export function tipCentsOf(tip: OrderTip | null | undefined, baseCents: number): number {
  if (!tip) return 0;
  if ('percent' in tip) return percentTipCents(tip.percent, baseCents);
  return typeof tip.amount === 'number' ? Math.round(tip.amount * 100) : euroStringToCents(tip.amount);
}
