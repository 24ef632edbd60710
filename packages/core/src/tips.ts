import { formatEuro } from './money.ts';

/*
 * Tips by the law (issue 51, decision 065): the Payment of Wages Act 1991 as amended by the Payment
 * of Wages (Amendment) (Tips and Gratuities) Act 2022. A tip is optional, on a card payment only,
 * never chosen for the customer, a line of its own called "Tip" (never a service charge, which the
 * Act counts as a tip), outside the sale and its VAT. The server and the browser work it out here,
 * so the amount the checkout shows is the amount the card is asked for.
 */

/** The owner's tip settings and the answers the notice (s.4E) is written from. */
export type TipSettings = {
  /** The percentages offered, e.g. [5, 10, 15]; none: no percentage offered */
  percents: number[];
  /** The largest amount a customer may type; 0: no amount of their own */
  custom_max_cents: number;
  /** Whether the card tips are shared with the staff (card tips are offered only if they are) */
  shared: boolean;
  /** How they are shared, in the owner's words ("in equal parts per hour worked, every fortnight") */
  how: string;
  /** With whom ("everyone on the shift: the kitchen, the counter and the drivers") */
  with_whom: string;
  /** The part of each card tip kept for the card's costs, in basis points (s.4C allows a fair share); 0: none */
  card_cost_basis_points: number;
  /** How a mandatory charge is used, in the owner's words; empty: the restaurant adds none */
  mandatory_charge: string;
};

/** What a restaurant that has not answered yet has: no tips offered. */
export const NO_TIPS: TipSettings = {
  percents: [],
  custom_max_cents: 0,
  shared: false,
  how: '',
  with_whom: '',
  card_cost_basis_points: 0,
  mandatory_charge: '',
};

/** The bounds of the settings (their schema checks them): a few small percentages, a modest amount. */
export const TIP_LIMITS = {
  maxChoices: 5,
  maxPercent: 30,
  maxCustomCents: 100_00,
  maxCardCostBasisPoints: 500,
} as const;

/** What the customer chose: a percentage offered, or an amount of their own, in cents once read (the body says euro). */
export type TipChoice = { percent: number } | { amount: number };

export const tipMessages = {
  line: 'Tip',
  heading: 'Add a tip?',
  none: 'No tip',
  other: 'Other amount',
  optional: 'Tips are optional: nothing is added unless you choose one.',
  cashNoTip: 'Tips are taken with card payments only.',
  pageTitle: 'Tips and gratuities',
  noticeLink: 'How tips are shared',
  loading: 'Loading the tips notice...',
  failed: 'The tips notice could not be loaded.',
  withTip: 'Total with tip',
  toPayByCard: 'To pay by card',
  percentChoice: (percent: number, amount: string) => `${percent} % (${amount})`,
  amountLabel: 'Your tip in euro',
  refused: {
    cash: 'A tip can be added to a card payment only.',
    off: 'This restaurant does not take tips online.',
    percent: 'That tip is not one of the choices offered.',
    amount: (maxCents: number) => `A tip of your own is from €0.01 to ${formatEuro(maxCents)}.`,
  },
} as const;

/** Whether the checkout offers a tip at all: a choice to make, and tips shared as the Act requires. */
export function tipsOffered(settings: TipSettings): boolean {
  return settings.shared && (settings.percents.length > 0 || settings.custom_max_cents > 0);
}

/**
 * The base a percentage is of: the order's total before the tip, the Re-turn deposit left out (it
 * is money held for containers, not the meal).
 */
export function tipBaseCents({ totalCents, depositCents }: { totalCents: number; depositCents: number }) {
  return Math.max(0, totalCents - depositCents);
}

/** A percentage of the base, to the nearest cent (half a cent up). */
export function percentTipCents(percent: number, baseCents: number): number {
  return Math.floor((baseCents * percent + 50) / 100);
}

export type TipCheck = { ok: true; tipCents: number } | { ok: false; message: string };

/**
 * The tip of an order, checked against the settings: none is always fine; on cash, with tips off, a
 * percentage not offered or an amount outside 1 cent to the settings' most is refused.
 */
export function checkTip(
  settings: TipSettings,
  { tip, cash, baseCents }: { tip: TipChoice | null | undefined; cash: boolean; baseCents: number },
): TipCheck {
  if (!tip) return { ok: true, tipCents: 0 };
  if (cash) return { ok: false, message: tipMessages.refused.cash };
  if (!tipsOffered(settings)) return { ok: false, message: tipMessages.refused.off };
  if ('percent' in tip) {
    if (!settings.percents.includes(tip.percent)) return { ok: false, message: tipMessages.refused.percent };
    return { ok: true, tipCents: percentTipCents(tip.percent, baseCents) };
  }
  const max = settings.custom_max_cents;
  if (!Number.isInteger(tip.amount) || tip.amount < 1 || tip.amount > max)
    return { ok: false, message: max > 0 ? tipMessages.refused.amount(max) : tipMessages.refused.percent };
  return { ok: true, tipCents: tip.amount };
}

/** "2.5 %" from 250 basis points */
function percentOf(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))} %`;
}

/**
 * The tips notice of s.4E (and S.I. 545/2022: on the website too), written from the owner's answers:
 * whether and how tips are shared, with whom, the card-cost share kept if any, and how a mandatory
 * charge is used. One paragraph per answer.
 */
export function tipsNotice(settings: TipSettings, restaurantName: string): string[] {
  const paragraphs: string[] = [];
  if (tipsOffered(settings)) {
    paragraphs.push(
      `${tipMessages.optional} A tip is never a service charge and is not part of the price of your order.`,
      `Every tip paid by card at ${restaurantName} is shared with ${settings.with_whom.trim()}: ${settings.how.trim()}`,
      settings.card_cost_basis_points > 0
        ? `The only deduction is ${percentOf(settings.card_cost_basis_points)} of each card tip, a fair share of what card payments cost us.`
        : 'Nothing is deducted from card tips: the staff receive all of every tip.',
    );
  } else {
    paragraphs.push(`${restaurantName} does not take tips online.`);
  }
  paragraphs.push(
    settings.mandatory_charge.trim()
      ? `Mandatory charge: ${settings.mandatory_charge.trim()}`
      : 'We add no service charge or other mandatory charge to your order.',
    'This notice is given under section 4E of the Payment of Wages Act 1991, as amended by the Payment of Wages (Amendment) (Tips and Gratuities) Act 2022.',
  );
  return paragraphs;
}
