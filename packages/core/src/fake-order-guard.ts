import { compactEircode, isEircode } from './eircode.ts';
import { z } from './zod.ts';

/*
 * The fake-order guard (issue 51, decision 073): the owner's rules for cash orders, which of them an
 * order trips, the phone numbers a code may be sent to, and the staff's marks. Pure: the server
 * evaluates the same rules the staff page shows, and the checkout validates with the same schemas.
 */

/** How long a code sent by SMS may be entered, and how many wrong tries it survives. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
export const PHONE_CODE_LENGTH = 6;
/** A verified phone stays good for an order placed within this many minutes of the code. */
export const PHONE_CHECK_VALID_MINUTES = 30;
/**
 * Codes sent (SMS-pumping, where every text costs money): at most this many to one number, to one
 * customer, and from one client address, per day; and one a minute to one number.
 */
export const PHONE_CODE_SENDS_PER_DAY = { phone: 5, customer: 5, address: 10 } as const;
export const PHONE_CODE_RESEND_SECONDS = 60;
/** Irish numbers only, unless the owner lists more country codes. */
export const DEFAULT_PHONE_PREFIXES = ['+353'] as const;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Expected HH:mm' });
const countryCode = z.string().regex(/^\+\d{1,3}$/, { error: 'Expected a country code such as +353' });

/** The owner's rules, each on or off with its value; a cash order that trips one asks for a code. */
export const guardRulesSchema = z.object({
  firstOrder: z.boolean(),
  basketOver: z.object({ on: z.boolean(), amountCents: z.number().int().min(0).max(10_000_000) }),
  lateAfter: z.object({ on: z.boolean(), time: timeOfDay }),
  newAddress: z.boolean(),
  phonePrefixes: z.array(countryCode).min(1).max(20),
});
export type GuardRules = z.output<typeof guardRulesSchema>;

/** Every rule off: a restaurant that has not set its rules asks nobody for a code. */
export const DEFAULT_GUARD_RULES: GuardRules = {
  firstOrder: false,
  basketOver: { on: false, amountCents: 10_000 },
  lateAfter: { on: false, time: '22:00' },
  newAddress: false,
  phonePrefixes: [...DEFAULT_PHONE_PREFIXES],
};

export type GuardRule = 'firstOrder' | 'basketOver' | 'lateAfter' | 'newAddress';

/** What the rules look at of an order, as the server finds it. */
export type GuardedOrder = {
  paymentMethod: 'cash_on_delivery' | 'digital_payment';
  /** The customer has no order before this one (any status) */
  firstOrder: boolean;
  /** The basket's total, delivery and discount included */
  totalCents: number;
  /** The Dublin wall-clock time the order is placed, 'HH:mm' */
  placedAt: string;
  /** A delivery to an address none of the customer's earlier orders went to; false for collection */
  newAddress: boolean;
};

/** The rules a cash order trips, in the rules' order; a card order trips none (the card is the check). */
export function trippedRules(rules: GuardRules, order: GuardedOrder): GuardRule[] {
  if (order.paymentMethod !== 'cash_on_delivery') return [];
  const tripped: GuardRule[] = [];
  if (rules.firstOrder && order.firstOrder) tripped.push('firstOrder');
  if (rules.basketOver.on && order.totalCents > rules.basketOver.amountCents) tripped.push('basketOver');
  // Times sort as text ('HH:mm'); the night ends at 05:00, before any kitchen opens.
  if (rules.lateAfter.on && (order.placedAt >= rules.lateAfter.time || order.placedAt < '05:00'))
    tripped.push('lateAfter');
  if (rules.newAddress && order.newAddress) tripped.push('newAddress');
  return tripped;
}

/**
 * A phone number in its international form ('+353871234567'), or null when it is not one of the
 * country codes allowed. An Irish number written the Irish way ('087 123 4567') is +353's.
 */
export function internationalPhone(text: string, prefixes: readonly string[]): string | null {
  const compact = text.replace(/[\s()-]/g, '');
  let international: string | null = null;
  if (/^\+\d{8,15}$/.test(compact)) international = compact;
  else if (/^00\d{8,15}$/.test(compact)) international = `+${compact.slice(2)}`;
  else if (/^0\d{8,10}$/.test(compact)) international = `+353${compact.slice(1)}`;
  if (!international) return null;
  return prefixes.some((prefix) => international.startsWith(prefix)) ? international : null;
}

/** `POST /api/v1/customer/phone-checks`: a code asked for, to this number. */
export const phoneCodeRequestSchema = z.object({ phone: z.string().trim().min(1).max(30) });
/** `POST /api/v1/customer/phone-checks/:checkId/verify`: the code the customer read. */
export const phoneCodeVerifySchema = z.object({
  code: z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the text message.' }),
});
export const phoneCheckAnswerSchema = z.object({ checkId: z.number().int(), phone: z.string() });
export type PhoneCheckAnswer = z.output<typeof phoneCheckAnswerSchema>;

/** What a staff mark is put on, and what it does. */
export const MARK_TARGETS = ['account', 'phone', 'email', 'address'] as const;
export type MarkTarget = (typeof MARK_TARGETS)[number];
export const MARK_KINDS = ['flag', 'card_only', 'blocked'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export const customerMarkRequestSchema = z.object({
  target: z.enum(MARK_TARGETS),
  /** The account's id, the phone, the e-mail address, or the address's Eircode or first line */
  value: z.string().trim().min(1).max(255),
  kind: z.enum(MARK_KINDS),
  reason: z.string().trim().min(1).max(500),
});
export type CustomerMarkRequest = z.output<typeof customerMarkRequestSchema>;

export const customerMarkSchema = z.object({
  id: z.number().int(),
  target: z.enum(MARK_TARGETS),
  value: z.string(),
  kind: z.enum(MARK_KINDS),
  reason: z.string(),
  createdAt: z.string(),
});
export const flaggedOrderSchema = z.object({
  orderId: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export const fakeOrdersAnswerSchema = z.object({
  rules: guardRulesSchema,
  marks: z.array(customerMarkSchema),
  flaggedOrders: z.array(flaggedOrderSchema),
});
export type FakeOrdersAnswer = z.output<typeof fakeOrdersAnswerSchema>;

/**
 * What a mark is compared by: a phone in its international form, an Eircode compact (an order keeps
 * its Eircode so, and the staff type 'E25 X9T4'), the rest lower-cased and trimmed.
 */
export function markValueOf(target: MarkTarget, value: string): string {
  if (target === 'phone') return internationalPhone(value, ['+']) ?? value.replace(/\s/g, '');
  if (target === 'address' && isEircode(value)) return compactEircode(value).toLowerCase();
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The words the customer and the staff read of the guard. */
export const guardMessages = {
  phoneCheckNeeded:
    'Please confirm your phone number with a code we text you, or pay by card, to place this order.',
  phoneNotAllowed: 'We can only text a code to an Irish mobile number. Please pay by card instead.',
  codeWrong: (triesLeft: number) =>
    triesLeft > 0
      ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and no tries are left. Ask for a new code or pay by card.',
  codeExpired: 'That code has expired or was used. Ask for a new code.',
  smsFailed: 'We could not send the text just now. Please try again, or pay by card.',
  tooManyCodes: 'Too many codes were asked for this number today. Please pay by card instead.',
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before asking for another code.`,
  smsText: (code: string, restaurant: string) =>
    `${code} is your ${restaurant} order code. It expires in ${PHONE_CODE_MINUTES} minutes.`,
  blocked: (phone: string) => `We cannot take this order online. Please call us on ${phone} to order.`,
  cardOnly: 'Please pay by card for this order.',
  /** A no-show (decision 078): the mark's reason, and the staff's refusals */
  noShowReason: (reference: string) => `No-show on order #${reference}`,
  noShowNotNow: 'Only an order accepted and not yet collected or delivered can be a no-show.',
  noShowNobody: 'This order keeps no account or phone number to mark.',
  noShowAlready: 'This order’s customer is already card-only for this no-show.',
  callBeforeCooking: 'Call before cooking',
  /** The checkout's step for a cash order the guard asks a code of */
  dialog: {
    title: 'Confirm your phone',
    sendCode: 'Text me a code',
    sendAgain: 'Send a new code',
    sentTo: (phone: string) =>
      `We texted a 6-digit code to ${phone}. It works for ${PHONE_CODE_MINUTES} minutes.`,
    codeLabel: '6-digit code',
    confirm: 'Confirm and place order',
    payByCard: 'Pay by card instead',
  },
  rule: {
    firstOrder: 'first order',
    basketOver: 'basket over the amount',
    lateAfter: 'late at night',
    newAddress: 'new delivery address',
  } satisfies Record<GuardRule, string>,
} as const;

export const phoneCheckParamsSchema = z.object({
  checkId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const markParamsSchema = z.object({ markId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /api/v1/staff/fake-orders/no-shows` (decision 078): the order its customer did not take. */
export const noShowRequestSchema = z.object({ orderId: z.number().int().positive().max(2_147_483_647) });
export type NoShowRequest = z.output<typeof noShowRequestSchema>;
/** The card-only mark a no-show put on the order's account, or on a guest's phone. */
export const noShowAnswerSchema = z.object({ mark: customerMarkSchema });
export type NoShowAnswer = z.output<typeof noShowAnswerSchema>;

/**
 * An order can be a no-show once accepted and until it is handed over as arranged: a new order is
 * rejected instead, a delivered (or collected) one was taken. A cancelled, failed or refunded one
 * may have been cancelled because nobody came.
 */
export function noShowAllowed(status: string): boolean {
  return status !== 'pending' && status !== 'delivered';
}
