import { compactEircode, isEircode } from '../eircode.ts';
import { UNATTENDED_PAUSE_MAX_MINUTES } from '../kitchen-watch.ts';
import { ORDER_STATUSES } from '../order-constants.ts';
import { PAYMENT_STATES } from '../order-payment.ts';
import { LARGE_ORDER_EXTRA_MINUTES_MAX, PORTIONS_MAX } from '../slot-portions.ts';
import {
  emailSchema,
  idParamSchema,
  isDisplayText,
  isMultiLineText,
  isSingleLineText,
} from '../validation.ts';
import { compactVatNumber, isIrishVatNumber } from '../vat-number.ts';
import { z } from '../zod.ts';
import { kitchenPaceSchema } from './pace.ts';

/**
 * The staff side's calls (issue 14; the spec shows no staff role). Ours, under /api/v1/staff, with
 * money in cents and times as ISO instants. The texts here are ours: not in the spec.
 */

// ---------------------------------------------------------------------------------------------
// The order board

/**
 * The next status of a running order, as the kitchen moves it along; `pending` leaves by accepting
 * (→ confirmed) or rejecting, and a running order may be canceled until it is handed over.
 */
export const NEXT_ORDER_STATUS = {
  confirmed: 'processing',
  processing: 'handover',
  handover: 'delivered',
} as const;
export type AdvanceableStatus = keyof typeof NEXT_ORDER_STATUS;
export const CANCELABLE_ORDER_STATUSES = ['pending', 'confirmed', 'processing'] as const;

/** How long the kitchen may say an order will take, in minutes, when it accepts it. */
export const READY_IN_MINUTES = { min: 5, max: 240, step: 5 } as const;

export const orderParamsSchema = z.object({ orderId: idParamSchema });

/**
 * Ready in so many minutes from now; without it, at the time the customer asked for. The server
 * refuses a time before the one asked for, or before the restaurant opens that day (`ready_time`).
 */
export const acceptOrderSchema = z.object({
  ready_in_minutes: z
    .number({ error: 'Choose when the order will be ready' })
    .int()
    .min(READY_IN_MINUTES.min, { error: `At least ${READY_IN_MINUTES.min} minutes` })
    .max(READY_IN_MINUTES.max, { error: `At most ${READY_IN_MINUTES.max} minutes` })
    .optional(),
  /** The order's version as the board showed it: a change since makes the acceptance stale (issue 49) */
  version: z.number().int().min(0).optional(),
});
export type AcceptOrderRequest = z.infer<typeof acceptOrderSchema>;

export const cancelOrderSchema = z.object({
  reason: z
    .string({ error: 'Say why, for the customer' })
    .trim()
    .min(3, { error: 'Say why, for the customer', abort: true })
    .max(300, { error: 'At most 300 characters', abort: true })
    .refine(isSingleLineText, { error: 'The reason has characters that are not supported' }),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderSchema>;

/** The status the order moves to: the board's button names it, so a stale board cannot skip one. */
export const advanceOrderSchema = z.object({
  status: z.enum(['processing', 'handover', 'delivered']),
});
export type AdvanceOrderRequest = z.infer<typeof advanceOrderSchema>;

export const boardOrderLineSchema = z.object({
  quantity: z.number(),
  name: z.string(),
  options: z.array(z.object({ variation: z.string(), label: z.string() })),
  note: z.string().nullable(),
  allergens: z.array(z.string()),
  line_total_cents: z.number(),
});

/** Where a delivery goes, as the order was placed with it (issue 29). */
export const deliveryAddressSchema = z.object({
  /** The place chosen on the map: 'Main Street, Cashel, Co. Tipperary' */
  address: z.string(),
  house: z.string().nullable(),
  floor: z.string().nullable(),
  road: z.string().nullable(),
  /** Shown with its space, 'E25 X9T4' */
  eircode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Directions for the driver's phone (deliveryMapUrl); null when it has neither point nor Eircode */
  map_url: z.string().nullable(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const boardOrderSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilment: z.enum(['delivery', 'collection']),
  payment_method: z.enum(['cash_on_delivery', 'digital_payment']),
  /** A card payment stands: cancelling refunds it (cash is paid at the door or the counter) */
  paid: z.boolean(),
  /** How the order stands paid, derived by the server (paymentStateOf); orderPaymentWording words it */
  payment_state: z.enum(PAYMENT_STATES),
  /** The amount given back to the card; null when nothing was refunded */
  refunded_cents: z.number().nullable(),
  placed_at: z.string(),
  scheduled_at: z.string(),
  ready_at: z.string().nullable(),
  contact_name: z.string(),
  contact_phone: z.string(),
  /** The delivery address on one line; null for collection */
  address: z.string().nullable(),
  /** The delivery address in its parts, for the driver; null for collection */
  delivery_address: deliveryAddressSchema.nullable(),
  order_note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  lines: z.array(boardOrderLineSchema),
  subtotal_cents: z.number(),
  delivery_fee_cents: z.number(),
  discount_cents: z.number(),
  /** The Re-turn deposit in the total (decision 046) */
  deposit_cents: z.number(),
  total_cents: z.number(),
  /** The VAT the total contains by rate, lowest rate first (decision 046) */
  vat: z.array(z.object({ rate_basis_points: z.number(), vat_cents: z.number() })),
  /** The id of the order's last status change: the live stream's event id */
  change_id: z.number(),
  /** Raised by each change and status change: a change or acceptance sent with another is stale (issue 49) */
  version: z.number().default(0),
  /** A changed card order's difference still to pay, by link or in cash; 0 when none (issue 49) */
  to_pay_cents: z.number().default(0),
  /** The tip paid with the card, apart from the total and its VAT; 0 when none (issue 51) */
  tip_cents: z.number().default(0),
  /** Taken online, or by the staff on the phone (issue 49) */
  source: z.enum(['online', 'phone']).default('online'),
  /** A phone order's answer to the allergy question; null when not asked (online) */
  allergy: z
    .object({ answer: z.enum(['no', 'yes']), details: z.string().nullable() })
    .nullable()
    .default(null),
  /**
   * The guard flagged the order (issue 51, decision 076): the staff call the customer before
   * cooking, for this reason. The staff's alone: the customer's answer leaves it out.
   */
  call_first: z.object({ reason: z.string() }).nullable().default(null),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const orderBoardResponseSchema = z.object({
  /** The server's time, so the board's timers do not depend on the tablet's clock */
  now: z.string(),
  /** The last status change included: the live stream resumes after it */
  last_change_id: z.number(),
  accept_alert_minutes: z.number(),
  auto_reject_minutes: z.number(),
  /** Busy mode and the staff's pause (issue 33), as they are now */
  pace: kitchenPaceSchema,
  orders: z.array(boardOrderSchema),
});
export type OrderBoardResponse = z.infer<typeof orderBoardResponseSchema>;

export const staffActionSchema = z.object({
  id: z.number(),
  staff_name: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const staffActionsResponseSchema = z.object({ actions: z.array(staffActionSchema) });
export type StaffAction = z.infer<typeof staffActionSchema>;

// ---------------------------------------------------------------------------------------------
// The restaurant's settings the staff keep (admins change them)

/** The bounds of the ratings' ask time, in minutes after the order is completed (decision 072). */
export const RATING_ASK_MINUTES = { min: 15, max: 1440 } as const;

export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'A whole number' })
    .int({ error: 'A whole number' })
    .min(min, { error: `At least ${min}` })
    .max(max, { error: `At most ${max}` });

/** What orders may be: minimum, delivery fee and area, lead times, capacity, window, the board's alerts. */
export const orderingSettingsSchema = z
  .object({
    minimum_order_cents: wholeNumber(0, 100_000),
    /** An online order's bounds (issue 30): a larger one is taken by phone */
    max_order_portions: wholeNumber(1, 10_000),
    max_order_total_cents: wholeNumber(100, 10_000_000),
    delivery_base_fee_cents: wholeNumber(0, 10_000),
    delivery_base_km: z.number({ error: 'A number of km' }).min(0).max(50),
    delivery_per_km_cents: wholeNumber(0, 1_000),
    delivery_radius_km: z
      .number({ error: 'A number of km' })
      .min(0.5, { error: 'At least 0.5 km' })
      .max(50, { error: 'At most 50 km' }),
    collection_lead_minutes: wholeNumber(0, 240),
    delivery_lead_minutes: wholeNumber(0, 240),
    slot_capacity: wholeNumber(1, 500),
    /** Portions per slot (issue 33): dishes outside exempt categories; 0 is no portion limit */
    slot_portion_capacity: wholeNumber(0, PORTIONS_MAX),
    /** An order of more portions is large and needs a later slot; 0 is off */
    large_order_portions: wholeNumber(0, PORTIONS_MAX),
    large_order_extra_minutes: wholeNumber(0, LARGE_ORDER_EXTRA_MINUTES_MAX),
    ordering_window_days: wholeNumber(1, 60),
    accept_alert_minutes: wholeNumber(1, 60),
    auto_reject_minutes: wholeNumber(2, 120),
    /** Ordering pauses after this many minutes of opening hours with no board or printer in touch; 0 is off */
    unattended_pause_minutes: wholeNumber(0, UNATTENDED_PAUSE_MAX_MINUTES),
    /** Where the e-mail about an order waiting past the alert goes; null: the restaurant's own e-mail */
    alert_email: emailSchema([], undefined, 'login').nullable(),
    /**
     * How long after an order is completed its customer is asked for a rating (decision 072): a
     * quarter of an hour, the meal eaten, to a day, while it is remembered
     */
    rating_ask_minutes: wholeNumber(RATING_ASK_MINUTES.min, RATING_ASK_MINUTES.max),
  })
  .refine((settings) => settings.auto_reject_minutes > settings.accept_alert_minutes, {
    error: 'Rejecting by itself must come after the alert',
    path: ['auto_reject_minutes'],
  })
  .refine((settings) => settings.max_order_total_cents >= settings.minimum_order_cents, {
    error: 'At least the minimum order',
    path: ['max_order_total_cents'],
  });
export type OrderingSettings = z.infer<typeof orderingSettingsSchema>;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'A time as HH:MM' });

/** The opening hours: at most one range a weekday (1 Monday … 7 Sunday); a weekday left out is closed. */
export const staffOpeningHoursSchema = z
  .object({
    hours: z
      .array(
        z
          .object({ weekday: wholeNumber(1, 7), opens_at: timeOfDay, closes_at: timeOfDay })
          .refine((range) => range.opens_at < range.closes_at, {
            error: 'Closing comes after opening',
            path: ['closes_at'],
          }),
      )
      .max(7),
  })
  .refine((body) => new Set(body.hours.map((range) => range.weekday)).size === body.hours.length, {
    error: 'One range a day',
    path: ['hours'],
  });
export type OpeningHoursRequest = z.infer<typeof staffOpeningHoursSchema>;

export const closedDateSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date as YYYY-MM-DD' }),
  reason: z.string().trim().max(100, { error: 'At most 100 characters' }).refine(isSingleLineText).nullable(),
});
export type ClosedDate = z.infer<typeof closedDateSchema>;
export const closedDateParamsSchema = z.object({ date: closedDateSchema.shape.date });

const detailText = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, { error: `Enter the ${what}`, abort: true })
    .max(max, { error: `At most ${max} characters`, abort: true })
    .refine(isDisplayText, { error: 'This has characters that are not supported' });

/** An Irish VAT number as typed, kept compact ('IE1234567FA'); its check letter must hold. */
export const vatNumberSchema = z
  .string({ error: 'Enter the VAT number' })
  .trim()
  .refine(isDisplayText, { error: 'This has characters that are not supported', abort: true })
  .overwrite(compactVatNumber)
  .refine(isIrishVatNumber, { error: 'Enter an Irish VAT number, e.g. IE1234567FA' });

export const ALLERGEN_STATEMENT_MAX_LENGTH = 600;
/** The restaurant's details as customers see them: name, address, where it is, phones, e-mail, waiting time. */
export const restaurantDetailsSchema = z
  .object({
    name: detailText('name', 80),
    /** What the kitchen cooks, as search engines list it (issue 52): 'Indian' */
    cuisine: detailText('cuisine', 60),
    /**
     * Who sells, as the receipt names them (issue 47): the company's registered name and its VAT
     * number; null until the admin gives them, and a receipt then names neither.
     */
    legal_name: detailText('legal name', 120).nullable(),
    vat_number: vatNumberSchema.nullable(),
    address_line: detailText('address', 120),
    town: detailText('town', 60),
    county: detailText('county', 60),
    eircode: z
      .string({ error: 'Enter the Eircode' })
      .trim()
      .toUpperCase()
      .refine((value) => isEircode(compactEircode(value)), { error: 'Enter a valid Eircode' }),
    latitude: z.number({ error: 'A number' }).min(-90).max(90),
    longitude: z.number({ error: 'A number' }).min(-180).max(180),
    phones: z
      .array(detailText('phone number', 30))
      .min(1, { error: 'At least one phone number' })
      .max(3, { error: 'At most 3 phone numbers' }),
    email: emailSchema([], undefined, 'login'),
    wait_min_minutes: wholeNumber(1, 240),
    wait_max_minutes: wholeNumber(1, 240),
    /**
     * What the kitchen cannot keep apart (issue 31): shown with the menu's allergen filter and at
     * checkout, since a filter is an aid, never a promise.
     */
    allergen_statement: z
      .string({ error: 'Enter the statement' })
      .trim()
      .min(1, { error: 'Enter the statement', abort: true })
      .max(ALLERGEN_STATEMENT_MAX_LENGTH, {
        error: `At most ${ALLERGEN_STATEMENT_MAX_LENGTH} characters`,
        abort: true,
      })
      .refine(isMultiLineText, { error: 'This has characters that are not supported' }),
  })
  .refine((details) => details.wait_max_minutes >= details.wait_min_minutes, {
    error: 'At least the shortest wait',
    path: ['wait_max_minutes'],
  });
export type RestaurantDetails = z.infer<typeof restaurantDetailsSchema>;

export const POLICY_BODY_MAX_LENGTH = 20_000;
/** A policy page's text; `{restaurant}`, `{minimum_order}` and the like are filled from the settings. */
export const policyPageChangeSchema = z.object({
  title: detailText('title', 120),
  body: z
    .string({ error: 'Enter the text' })
    .trim()
    .min(1, { error: 'Enter the text', abort: true })
    .max(POLICY_BODY_MAX_LENGTH, { error: `At most ${POLICY_BODY_MAX_LENGTH} characters`, abort: true })
    .refine(isMultiLineText, { error: 'The text has characters that are not supported' }),
});
export type PolicyPageChange = z.infer<typeof policyPageChangeSchema>;
export const policyParamsSchema = z.object({
  slug: z.string().regex(/^[a-z-]{1,60}$/, { error: 'A page name' }),
});

export const staffSettingsResponseSchema = z.object({
  ordering: orderingSettingsSchema,
  hours: staffOpeningHoursSchema.shape.hours,
  closed_dates: z.array(closedDateSchema),
  details: restaurantDetailsSchema,
  /** The policy pages as written, placeholders and all */
  policies: z.array(policyPageChangeSchema.extend({ slug: z.string() })),
});
export type StaffSettings = z.infer<typeof staffSettingsResponseSchema>;
