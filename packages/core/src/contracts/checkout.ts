import { DUBLIN_TIME_ZONE } from '../constants.ts';
import { isDateString } from '../dublin-time.ts';
import { formMessages } from '../form-messages.ts';
import { euroStringToCents } from '../money.ts';
import { COUPON_DISCOUNT_TYPES, ORDER_NOTE_MAX_LENGTH } from '../order-constants.ts';
import { orderMessages } from '../order-messages.ts';
import type { CouponRules } from '../order-rules.ts';
import type { CouponDiscount } from '../pricing.ts';
import { isDisplayText, isMultiLineDisplayText } from '../text-rules.ts';
import { couponCodeSchema, idParamSchema } from '../validation.ts';
import { z } from '../zod.ts';
import { euroString } from './menu.ts';

const m = formMessages.validation;

/**
 * `POST /api/v1/tslots` (collection) and `POST /api/v1/dslots` (delivery): the Dublin date whose
 * times are wanted. Only its form is checked here; the server checks it against today and the
 * restaurant's ordering window with its own clock.
 */
export const slotsRequestSchema = z.object({
  date: z
    .string({ error: m.dateRequired })
    .trim()
    .min(1, { error: m.dateRequired, abort: true })
    .refine(isDateString, { error: m.dateInvalid }),
  /**
   * Ours (issue 33): the basket's dishes and quantities, so that the server counts its portions and
   * offers a large order only the later slots it may have; left out, the answer is a small order's.
   */
  cart: z
    .array(z.object({ item_id: idParamSchema, quantity: z.number().int().min(1).max(99) }))
    .max(100)
    .optional(),
  /**
   * Ours (issue 50): for a delivery, the customer's saved address it goes to, so that the times
   * offered start as late as its delivery zone's extra minutes make them, as placement checks.
   */
  address_id: idParamSchema.optional(),
});
export type SlotsRequest = z.infer<typeof slotsRequestSchema>;

/** The time slot response (checkout-and-account §3), exactly the spec's fields. */
export const slotsResponseSchema = z.object({
  /** The times still offered, in the order of the day, as labels: '6:15 PM' */
  slots: z.array(z.string()),
  /** Now on the Dublin wall clock, 24-hour 'HH:mm' (e.g. '17:53'), when the answer was made */
  current_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  timezone: z.literal(DUBLIN_TIME_ZONE),
  /** Whether the date asked for is today in Dublin */
  is_today: z.boolean(),
  /** Whole minutes from now to the first slot's start, rounded up; null when there is no slot */
  next_slot_in_minutes: z.number().int().nonnegative().nullable(),
  /** The first label of `slots` ('6:00 PM'); null when there is no slot */
  first_slot: z.string().nullable(),
  /**
   * Ours: the restaurant does not open that day at all (a closed date, or no hours that weekday),
   * so the picker can say the day is closed rather than only that no slot is left.
   */
  closed: z.boolean(),
  /**
   * Ours (issue 33): the minutes the basket's earliest slot is later by because it is a large
   * order; 0 when it is not (or no basket was sent). The checkout says why next to the times.
   */
  large_order_minutes: z.number().int().nonnegative().optional(),
  /** Ours (issue 50): the minutes the delivery address's zone adds to the first slot; 0 when none. */
  zone_minutes: z.number().int().nonnegative().optional(),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

/**
 * A coupon (checkout-and-account §3). Money is written as everywhere else: euros with two decimals
 * in a string. `discount` uses the same form for both types: '10.00' is 10 % for 'percent', €10.00
 * for 'amount' (the spec's "fixed euro").
 */
export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  discount: euroString,
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  /** 'YYYY-MM-DD': usable from this Dublin day */
  start_date: z.string(),
  /** 'YYYY-MM-DD': usable until the end of this Dublin day */
  expire_date: z.string(),
  total_uses: z.number().int(),
  limit: z.number().int(),
  /** The items subtotal the coupon needs, '0.00' for none */
  min_purchase: euroString,
  /** 1 = active, 0 = switched off by the restaurant */
  status: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** `GET /api/v1/coupon/list`: the spec's "list of coupons", an array. */
export const couponListResponseSchema = z.array(couponSchema);

/**
 * `GET /api/v1/coupon/apply?code&restaurant_id`. The spec's client sends restaurant_id (fixed 2);
 * a deployment serves one restaurant, so the server accepts it and looks in its own.
 */
export const couponApplyQuerySchema = z.object({
  code: couponCodeSchema,
  restaurant_id: idParamSchema.optional(),
});
export type CouponApplyQuery = z.input<typeof couponApplyQuerySchema>;

/** A coupon as core's `discountCents` takes it: a percentage, or cents for 'amount'. */
export function couponDiscountOf(coupon: Pick<Coupon, 'discount' | 'discount_type'>): CouponDiscount {
  return coupon.discount_type === 'percent'
    ? { discountType: 'percent', discount: Number(coupon.discount) }
    : { discountType: 'amount', discount: euroStringToCents(coupon.discount) };
}

/** A coupon as core's `couponAvailability` takes it. */
export function couponRulesOf(coupon: Coupon): CouponRules {
  return {
    status: coupon.status,
    startDate: coupon.start_date,
    expireDate: coupon.expire_date,
    totalUses: coupon.total_uses,
    limit: coupon.limit,
  };
}

// ---------------------------------------------------------------------------------------------
// The checkout's dialogs (§2.6), as the browser checks what each keeps for the order; the order's
// payload is checked again when it is quoted and placed.

const required = (message: string) =>
  z.string({ error: message }).refine((value) => value.trim() !== '', { error: message });

const unsupportedCharacters = { error: m.unsupportedCharacters };

/**
 * 'Your details': the order's contact person, a name and a phone, each required; kept as typed. One
 * line each, nothing invisible, as the order's payload must be (issue 30).
 */
export const orderContactSchema = z.object({
  name: required(m.fullNameRequired).refine(isDisplayText, unsupportedCharacters),
  phone: required(m.phoneRequired).refine(isDisplayText, unsupportedCharacters),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/** 'Order notes': optional, kept as typed; line breaks, but nothing invisible. */
export const orderNoteSchema = z.object({
  note: z.string().max(ORDER_NOTE_MAX_LENGTH).refine(isMultiLineDisplayText, unsupportedCharacters),
});

/** The time dialog's choice: a date, and one of the slots offered on it. */
export const slotChoiceSchema = slotsRequestSchema.extend({ time: required(orderMessages.slots.select) });
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

/** The delivery address dialog's choice: one of the saved addresses, by its id (§2.5). */
export const addressChoiceSchema = z.object({ address_id: idParamSchema });
