import { ALLERGEN_CODES, allergenCodeOf } from '../allergens.ts';
import { compactEircode, isEircode } from '../eircode.ts';
import { UNATTENDED_PAUSE_MAX_MINUTES } from '../kitchen-watch.ts';
import { COUPON_DISCOUNT_TYPES, ORDER_STATUSES } from '../order-constants.ts';
import { PAYMENT_STATES } from '../order-payment.ts';
import { LARGE_ORDER_EXTRA_MINUTES_MAX, PORTIONS_MAX } from '../slot-portions.ts';
import {
  emailSchema,
  idParamSchema,
  isDisplayText,
  isMultiLineText,
  isSingleLineText,
} from '../validation.ts';
import { VAT_CLASSES } from '../vat.ts';
import { vatMessages } from '../vat-messages.ts';
import { compactVatNumber, isIrishVatNumber } from '../vat-number.ts';
import { z } from '../zod.ts';
import { kitchenPaceSchema } from './pace.ts';
import { scheduleWindowSchema } from './schedules.ts';

/**
 * The staff side's calls (issue 14; the spec shows no staff role). Ours, under /api/v1/staff, with
 * money in cents and times as ISO instants. The texts here are ours: not in the spec.
 */

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff password is longer than a customer's: the account sees every customer's orders. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
const STAFF_PASSWORD_MAX_LENGTH = 128;

const staffPasswordSchema = z
  .string({ error: 'Enter the password' })
  .min(1, { error: 'Enter the password', abort: true })
  .max(STAFF_PASSWORD_MAX_LENGTH, { error: 'The password is too long', abort: true })
  .refine(isSingleLineText, { error: 'The password has characters that are not supported' });

export const staffLoginSchema = z.object({
  email: emailSchema([], undefined, 'login'),
  password: staffPasswordSchema,
});
export type StaffLoginRequest = z.infer<typeof staffLoginSchema>;

export const staffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  /**
   * Networks held back from signing in to this member after wrong passwords (decision 060), and
   * until when the last hold lasts (an ISO instant); null when none is
   */
  sign_in_held: z.object({ networks: z.number(), until: z.string() }).nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffLoginResponseSchema = z.object({ token: z.string(), staff: staffMemberSchema });
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/**
 * A password a member of staff is given or chooses: 12 characters or more. Whether it is hard enough
 * to guess the server decides (its strength estimator's dictionaries stay out of the browser's code).
 */
const newStaffPasswordSchema = staffPasswordSchema.refine(
  (password) => password.length >= STAFF_PASSWORD_MIN_LENGTH,
  { error: `The password needs at least ${STAFF_PASSWORD_MIN_LENGTH} characters` },
);

export const newStaffMemberSchema = z.object({
  name: z
    .string({ error: 'Enter the name' })
    .trim()
    .min(1, { error: 'Enter the name', abort: true })
    .max(100, { error: 'The name is too long', abort: true })
    .refine(isSingleLineText, { error: 'The name has characters that are not supported' }),
  email: emailSchema(),
  password: newStaffPasswordSchema,
  role: z.enum(STAFF_ROLES),
});
export type NewStaffMember = z.infer<typeof newStaffMemberSchema>;

/** A member's own password change (issue 30): the current one, and the new one twice. */
export const staffPasswordChangeSchema = z
  .object({
    current_password: staffPasswordSchema,
    new_password: newStaffPasswordSchema,
    confirm_password: z.string({ error: 'Enter the new password again' }),
  })
  .superRefine((change, ctx) => {
    if (change.new_password !== change.confirm_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: 'The two passwords are not the same',
      });
    }
    if (change.new_password === change.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password'],
        message: 'The new password must be different from the current one',
      });
    }
  });
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;

export const staffMemberChangeSchema = z.object({ disabled: z.boolean() });
export const staffMemberParamsSchema = z.object({ staffId: idParamSchema });
export const staffMembersResponseSchema = z.object({ staff: z.array(staffMemberSchema) });

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
// The menu, as the kitchen keeps it: a dish on or off the menu ("86"), an option's stock

export const staffMenuOptionSchema = z.object({
  id: z.number(),
  variation_id: z.number(),
  variation: z.string(),
  label: z.string(),
  price_cents: z.number(),
  /** null: unlimited; a count: limited, 0 sold out */
  stock: z.number().nullable(),
  /** The allergens the option adds to its dish, EU codes (issue 31) */
  allergens: z.array(z.string()),
  /** "Sold out for today" until this ISO instant (issue 33); null when not, or when it has passed */
  sold_out_until: z.string().nullable(),
});
export type StaffMenuOption = z.infer<typeof staffMenuOptionSchema>;

export const staffMenuDishSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number(),
  vegetarian: z.boolean(),
  allergens: z.array(z.string()),
  /** Its VAT class and deposit per unit in cents (decision 046) */
  vat_class: z.enum(VAT_CLASSES),
  deposit_cents: z.number(),
  /** a file name under the product images' path, an absolute URL, or null for the fallback */
  image: z.string().nullable(),
  /** false: 86'd, off the customers' menu */
  available: z.boolean(),
  /** "Sold out for today" until this ISO instant (issue 33); null when not, or when it has passed */
  sold_out_until: z.string().nullable(),
  /** When it is offered (issue 33): none is whenever the restaurant takes orders */
  schedule: z.array(scheduleWindowSchema),
  /** The option groups, empty ones too, in order */
  variations: z.array(z.object({ id: z.number(), name: z.string() })),
  options: z.array(staffMenuOptionSchema),
});
export type StaffMenuDish = z.infer<typeof staffMenuDishSchema>;

export const staffMenuResponseSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** false: hidden from customers with its dishes */
      visible: z.boolean(),
      /** Its dishes are not counted as a slot's portions (issue 33) */
      portions_exempt: z.boolean(),
      /** When its dishes are offered (issue 33): none is whenever the restaurant takes orders */
      schedule: z.array(scheduleWindowSchema),
      dishes: z.array(staffMenuDishSchema),
    }),
  ),
});
export type StaffMenuResponse = z.infer<typeof staffMenuResponseSchema>;

/**
 * One change to the allergens of a dish or of one of its options (issue 31): who made it and when,
 * with what was added and removed and the list it left. Names are display names.
 */
export const allergenChangeSchema = z.object({
  id: z.number(),
  /** ISO instant */
  at: z.string(),
  /** null: made by the seed or a member since deleted */
  staff_name: z.string().nullable(),
  /** null: the dish's own allergens; otherwise the option's group and label, as they were named then */
  variation: z.string().nullable(),
  option: z.string().nullable(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  allergens: z.array(z.string()),
});
export type AllergenChange = z.infer<typeof allergenChangeSchema>;
/** GET /api/v1/staff/menu/dishes/:productId/allergen-history, newest first */
export const allergenHistoryResponseSchema = z.object({
  dish: z.string(),
  changes: z.array(allergenChangeSchema),
});
export type AllergenHistoryResponse = z.infer<typeof allergenHistoryResponseSchema>;

export const dishParamsSchema = z.object({ productId: idParamSchema });
export const optionParamsSchema = z.object({ optionId: idParamSchema });

export const dishAvailabilitySchema = z.object({ available: z.boolean() });
export type DishAvailabilityRequest = z.infer<typeof dishAvailabilitySchema>;

/** An option's stock: null for unlimited, or how many are left (0: sold out, "86"). */
export const optionStockSchema = z.object({
  stock: z
    .number({ error: 'A whole number, or unlimited' })
    .int({ error: 'A whole number, or unlimited' })
    .min(0, { error: 'Not below 0' })
    .max(100_000, { error: 'At most 100000' })
    .nullable(),
});
export type OptionStockRequest = z.infer<typeof optionStockSchema>;

// The menu's content, which admins edit: categories, dishes, their option groups and options.

const menuText = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, { error: `Enter the ${what}`, abort: true })
    .max(max, { error: `At most ${max} characters`, abort: true })
    .refine(isDisplayText, { error: 'This has characters that are not supported' });
const priceCents = z
  .number({ error: 'A price in euros' })
  .int({ error: 'A price in euros' })
  .min(0, { error: 'Not below €0.00' })
  .max(100_000, { error: 'At most €1000.00' });

export const categoryParamsSchema = z.object({ categoryId: idParamSchema });
export const variationParamsSchema = z.object({ variationId: idParamSchema });
export const categoryChangeSchema = z.object({
  name: menuText('name', 60),
  visible: z.boolean(),
  /** Its dishes are not counted as a slot's portions (issue 33: drinks); left out, unchanged (false when new) */
  portions_exempt: z.boolean().optional(),
});
export type CategoryChange = z.infer<typeof categoryChangeSchema>;
/** Moves a category one place up or down the menu. */
export const categoryMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type CategoryMove = z.infer<typeof categoryMoveSchema>;

/**
 * A dish's or an option's allergens: each one of the EU list, once, given by its code ('tree_nuts')
 * or its name as the regulation words it ('Tree nuts', any case); kept as codes (issue 31).
 */
export const allergenListSchema = z
  .array(
    z.string({ error: 'An allergen of the EU list' }).transform((given, context) => {
      const code = allergenCodeOf(given);
      if (code === null) {
        context.issues.push({ code: 'custom', message: 'An allergen of the EU list', input: given });
        return z.NEVER;
      }
      return code;
    }),
  )
  .max(ALLERGEN_CODES.length)
  .refine((codes) => new Set(codes).size === codes.length, { error: 'Each allergen once' });

export const DISH_DESCRIPTION_MAX_LENGTH = 500;
export const dishChangeSchema = z.object({
  category_id: z.number({ error: 'Choose a category' }).int().positive({ error: 'Choose a category' }),
  name: menuText('name', 80),
  description: z
    .string()
    .trim()
    .max(DISH_DESCRIPTION_MAX_LENGTH, {
      error: `At most ${DISH_DESCRIPTION_MAX_LENGTH} characters`,
      abort: true,
    })
    .refine(isMultiLineText, { error: 'This has characters that are not supported' }),
  price_cents: priceCents,
  vegetarian: z.boolean(),
  allergens: allergenListSchema,
  /** What the dish is for VAT (decision 046); left out, food */
  vat_class: z.enum(VAT_CLASSES, { error: vatMessages.invalidVatClass }).default('food'),
  /** The Re-turn deposit per unit on its can or bottle, cents; left out, none */
  deposit_cents: z
    .number({ error: vatMessages.invalidDeposit })
    .int({ error: vatMessages.invalidDeposit })
    .min(0, { error: vatMessages.invalidDeposit })
    .max(1000, { error: 'At most €10.00' })
    .default(0),
});
export type DishChange = z.infer<typeof dishChangeSchema>;

export const variationChangeSchema = z.object({ name: menuText('name', 60) });
export type VariationChange = z.infer<typeof variationChangeSchema>;
/** An option's name, what it adds to the price, and (issue 31) the allergens it adds to the dish. */
export const optionChangeSchema = z.object({
  label: menuText('name', 60),
  price_cents: priceCents,
  allergens: allergenListSchema.default([]),
});
export type OptionChange = z.infer<typeof optionChangeSchema>;
/** A new option: its name, what it adds to the price, and its stock (null: unlimited). */
export const newOptionSchema = optionChangeSchema.extend({ stock: optionStockSchema.shape.stock });
export type NewOption = z.infer<typeof newOptionSchema>;

/** A dish photo: its bytes sent as the body, with their type. */
export const DISH_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type DishImageType = keyof typeof DISH_IMAGE_TYPES;
/** A phone's photo: 3-5 MB for 12 megapixels, more for 48 (decision 052). */
export const DISH_IMAGE_MAX_BYTES = 15 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// The restaurant's settings the staff keep (admins change them)

const wholeNumber = (min: number, max: number) =>
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

// ---------------------------------------------------------------------------------------------
// The e-mail outbox and the customers, as the staff look them up

export const OUTBOX_STATES = ['sent', 'waiting', 'failed'] as const;
export const outboxQuerySchema = z.object({
  state: z.enum(['all', ...OUTBOX_STATES]).default('all'),
});
export const outboxEmailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  /** null for an e-mail holding a secret (a password-reset code), which is never shown */
  text: z.string().nullable(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export const outboxResponseSchema = z.object({ emails: z.array(outboxEmailSchema) });
export const outboxParamsSchema = z.object({ emailId: idParamSchema });

export const customerSearchSchema = z.object({
  q: z.string().trim().min(2, { error: 'At least 2 characters' }).max(100).refine(isSingleLineText),
});
export const staffCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
  orders_count: z.number(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
export const staffCustomersResponseSchema = z.object({ customers: z.array(staffCustomerSchema) });
export const customerParamsSchema = z.object({ customerId: idParamSchema });
export const customerOrdersResponseSchema = z.object({ orders: z.array(boardOrderSchema) });

// ---------------------------------------------------------------------------------------------
// Table enquiries (the pre-order form's), answered by the staff with an e-mail

export const ENQUIRY_STATUSES = ['new', 'confirmed', 'declined'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const enquiriesQuerySchema = z.object({ status: z.enum(['all', ...ENQUIRY_STATUSES]).default('new') });
export const enquirySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The Dublin date and time asked for */
  date: z.string(),
  time: z.string(),
  people: z.number(),
  message: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  /** What the staff wrote back, once answered */
  reply: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;
export const enquiriesResponseSchema = z.object({ enquiries: z.array(enquirySchema) });
export const enquiryParamsSchema = z.object({ enquiryId: idParamSchema });
export const ENQUIRY_REPLY_MAX_LENGTH = 1000;
export const answerEnquirySchema = z.object({
  status: z.enum(['confirmed', 'declined'], { error: 'Confirm or decline' }),
  reply: z
    .string({ error: 'Write to the customer' })
    .trim()
    .min(3, { error: 'Write to the customer', abort: true })
    .max(ENQUIRY_REPLY_MAX_LENGTH, { error: `At most ${ENQUIRY_REPLY_MAX_LENGTH} characters`, abort: true })
    .refine(isMultiLineText, { error: 'The reply has characters that are not supported' }),
});
export type AnswerEnquiryRequest = z.infer<typeof answerEnquirySchema>;

// ---------------------------------------------------------------------------------------------
// Coupons, as the staff keep them (admins change them)

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date as YYYY-MM-DD' });

/** A coupon as the staff edit it: the discount a whole percent, or cents off. */
export const couponChangeSchema = z
  .object({
    code: z
      .string({ error: 'Enter a code' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,20}$/, { error: '3 to 20 letters, digits or dashes' }),
    title: z
      .string({ error: 'Enter a title' })
      .trim()
      .min(1, { error: 'Enter a title', abort: true })
      .max(80, { error: 'At most 80 characters', abort: true })
      .refine(isDisplayText, { error: 'The title has characters that are not supported' }),
    discount_type: z.enum(COUPON_DISCOUNT_TYPES),
    discount: wholeNumber(1, 100_000),
    min_purchase_cents: wholeNumber(0, 1_000_000),
    start_date: isoDate,
    expire_date: isoDate,
    limit: wholeNumber(1, 1_000_000),
    active: z.boolean(),
  })
  .refine((coupon) => coupon.discount_type !== 'percent' || coupon.discount <= 100, {
    error: 'At most 100%',
    path: ['discount'],
  })
  .refine((coupon) => coupon.expire_date >= coupon.start_date, {
    error: 'It ends on or after the day it starts',
    path: ['expire_date'],
  });
export type CouponChange = z.infer<typeof couponChangeSchema>;
export const staffCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  discount: z.number(),
  min_purchase_cents: z.number(),
  start_date: z.string(),
  expire_date: z.string(),
  limit: z.number(),
  /** Orders that have used it so far */
  total_uses: z.number(),
  active: z.boolean(),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;
export const staffCouponsResponseSchema = z.object({ coupons: z.array(staffCouponSchema) });
export const couponParamsSchema = z.object({ couponId: idParamSchema });

// ---------------------------------------------------------------------------------------------
// Figures: page views, orders and revenue per Dublin day

export const FIGURES_DAYS = { min: 7, max: 90, default: 30 } as const;
export const figuresQuerySchema = z.object({
  days: z.coerce.number().int().min(FIGURES_DAYS.min).max(FIGURES_DAYS.max).default(FIGURES_DAYS.default),
});
const fulfilmentFigures = z.object({ orders: z.number(), revenue_cents: z.number() });
export const figuresResponseSchema = z.object({
  /** Every Dublin day of the range, oldest first, today last */
  days: z.array(
    z.object({
      day: z.string(),
      page_views: z.number(),
      collection: fulfilmentFigures,
      delivery: fulfilmentFigures,
    }),
  ),
  /** The paths viewed in the range, most viewed first, with their views per day */
  paths: z.array(
    z.object({
      path: z.string(),
      views: z.number(),
      by_day: z.array(z.object({ day: z.string(), count: z.number() })),
    }),
  ),
});
export type Figures = z.infer<typeof figuresResponseSchema>;
