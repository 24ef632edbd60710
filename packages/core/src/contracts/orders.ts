import { NOTE_MAX_LENGTH } from '../constants.ts';
import { euroStringToCents } from '../money.ts';
import { ORDER_STATUSES, ORDERS_PAGE_LIMIT, ORDERS_PAGE_OFFSET } from '../order-constants.ts';
import { PAYMENT_STATES } from '../order-payment.ts';
import { lineTextSchema, noteTextSchema } from '../text-rules.ts';
import { eircodeSchema, idParamSchema } from '../validation.ts';
import { z } from '../zod.ts';
import { euroString } from './menu.ts';
import { orderChangeSummarySchema } from './order-change-summary.ts';
import { orderMoneySchema } from './refunds.ts';
import { boardOrderSchema } from './staff.ts';

/**
 * The order calls (checkout-and-account §7 calls 6, 13 and 14, and our quote). Money on the wire is
 * as in the menu's contracts: euros with two decimals as strings ("12.50"); amounts sent by the
 * browser may be a number or such a string. Nothing here fills in a missing value: what the order
 * needs and the payload lacks is refused by the server with the Order Failed codes (§8), in the
 * order of the checks (decision 022).
 */

const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Euros with at most 2 decimals, as a number or a string, read into cents without float rounding. */
export const euroAmountSchema = z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value;
  if (!AMOUNT_PATTERN.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'Expected an amount in euro with at most 2 decimals' });
    return z.NEVER;
  }
  // Far beyond any order, and well inside what cents count exactly (euroStringToCents throws beyond).
  if (Number(text) > 1_000_000_000) {
    ctx.addIssue({ code: 'custom', message: 'The amount is too large' });
    return z.NEVER;
  }
  return euroStringToCents(text);
});

/** A coordinate as a number or a numeric string; '0.0' (the first version's "unset") reads as none. */
const coordinateSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/),
  ])
  .transform((value) => Number(value))
  .transform((value) => (value === 0 ? undefined : value))
  .optional();

/** 'true'/'false' as the first version sends them, or a boolean. */
const flagSchema = z.union([z.boolean(), z.enum(['true', 'false'])]).optional();

/**
 * The free text of an order (issue 30): a one-line field refuses line breaks, control characters
 * and invisible formatting (a direction override in a name could make the board read "PAID"); a
 * note may hold line breaks, nothing else of those. Checked here, before anything is quoted, paid
 * or stored.
 */
const optionalText = (max: number) => lineTextSchema(max).nullish();
const optionalNote = (max: number) => noteTextSchema(max).nullish();

/**
 * A chosen variation as the first version sends it: the group's name and the chosen labels, e.g.
 * `{ name: 'Protein', values: { label: ['Lamb'] } }`. Each of our groups takes exactly one choice.
 */
export const orderVariationSchema = z.object({
  name: lineTextSchema(100, 1),
  values: z.object({ label: z.array(lineTextSchema(100, 1)).max(10) }),
});

/** One basket line; `price` is the line total the browser showed, never charged (the server prices it). */
export const orderCartLineSchema = z.object({
  item_id: idParamSchema,
  item_type: lineTextSchema(100).optional(),
  quantity: z.number().int().min(1).max(99),
  price: euroAmountSchema.optional(),
  add_on_ids: z.array(idParamSchema).max(20).optional(),
  add_on_qtys: z.array(z.number().int().min(0)).max(20).optional(),
  variations: z.array(orderVariationSchema).max(20).optional(),
  item_note: optionalNote(NOTE_MAX_LENGTH),
});
export type OrderCartLine = z.output<typeof orderCartLineSchema>;

/** 'YYYY-MM-DD HH:mm:00', Dublin wall clock, 24-hour (formatScheduleAt). */
export const scheduleAtSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:00$/, { error: 'Expected YYYY-MM-DD HH:mm:00' });

/** `POST /api/v1/customer/order/place1`: the spec's payload (§7), plus our `address_id`. */
export const placeOrderRequestSchema = z.object({
  order_amount: euroAmountSchema,
  payment_method: z.enum(['cash_on_delivery', 'digital_payment']),
  order_type: z.enum(['delivery', 'take_away']),
  /** The first version's fixed restaurant id, '2' */
  restaurant_id: z.union([z.literal('2'), z.literal(2)]),
  cart: z.array(orderCartLineSchema).max(100),
  is_buy_now: flagSchema,
  unavailable_item_note: optionalNote(200),
  order_note: optionalNote(500),
  cutlery: flagSchema,
  /** The browser's own measure; the server measures the distance itself and ignores this. */
  distance: z.union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d+)?$/)]).optional(),
  /** Ours: one of this customer's saved addresses, preferred over the fields below. */
  address_id: idParamSchema.optional(),
  address: optionalText(255),
  latitude: coordinateSchema,
  longitude: coordinateSchema,
  floor: optionalText(255),
  road: optionalText(255),
  house: optionalText(255),
  /** Ours: the Eircode of an address sent by its fields, kept compact like a saved one's */
  eircode: eircodeSchema,
  schedule_at: scheduleAtSchema.optional(),
  coupon_code: optionalText(50),
  /**
   * Ours (issue 51, decision 065): the tip, a percentage offered or an amount of the customer's own
   * in euro, on a card payment only; absent or null, none. The server works it out and bounds it.
   */
  tip: z
    .union([
      z.strictObject({ percent: z.number().int().min(1).max(100) }),
      z.strictObject({ amount: euroAmountSchema }),
    ])
    .nullable()
    .optional(),
  /** Ours: the phone check verified at checkout, for a cash order the fake-order guard asks it of (decision 073) */
  phone_check_id: idParamSchema.optional(),
  contact_person_name: optionalText(100),
  contact_person_number: optionalText(30),
  // The card fields belong to the card-payment issue; accepted so the spec's payload passes.
  payment_id: optionalText(255),
  transaction_reference: optionalText(255),
  stripe_customer_id: optionalText(255),
  stripe_payment_intent_id: optionalText(255),
});
export type PlaceOrderRequest = z.output<typeof placeOrderRequestSchema>;
export type PlaceOrderPayload = z.input<typeof placeOrderRequestSchema>;

/**
 * `POST /api/v1/customer/order/quote` (ours): the same body, with the choices the customer may not
 * have made yet (the amount they agree to and how they pay) optional, and no phone check (a quote
 * spends none).
 */
export const quoteRequestSchema = placeOrderRequestSchema
  .omit({ phone_check_id: true })
  .partial({ order_amount: true, payment_method: true });
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/**
 * One problem of an order (an entry of the error shape's `errors`, or of the quote's `problems`).
 * An `empty_order` problem of one basket line that the menu no longer sells (the dish 86'd, hidden
 * or gone; an option sold out or gone) says which (issue 29): `line`, its index in the `cart` sent;
 * `item_id`; `name`, the dish's; `option`, the label of the option that is gone, or null when it is
 * the dish.
 */
export const orderProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  line: z.number().int().nonnegative().optional(),
  item_id: z.number().int().optional(),
  name: z.string().optional(),
  option: z.string().nullable().optional(),
});
export type OrderProblem = z.infer<typeof orderProblemSchema>;

/** An `empty_order` problem that names its basket line (see orderProblemSchema). */
export type UnavailableLineProblem = OrderProblem & {
  code: 'empty_order';
  line: number;
  item_id: number;
  name: string;
  option: string | null;
};

export function isUnavailableLineProblem(problem: unknown): problem is UnavailableLineProblem {
  if (typeof problem !== 'object' || problem === null) return false;
  const found = problem as Record<string, unknown>;
  return (
    found.code === 'empty_order' &&
    Number.isSafeInteger(found.line) &&
    Number.isSafeInteger(found.item_id) &&
    typeof found.name === 'string' &&
    (found.option === null || typeof found.option === 'string')
  );
}

export const quoteLineSchema = z.object({
  item_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** The dish's price with its options, one portion */
  unit_price: euroString,
  line_total: euroString,
  options: z.array(z.object({ variation: z.string(), label: z.string(), price: euroString })),
  item_note: z.string().nullable(),
  /** allergen display names */
  allergens: z.array(z.string()),
});

/** The server's prices for a basket and what placing it now would be refused for (empty when none). */
export const quoteResponseSchema = z.object({
  lines: z.array(quoteLineSchema),
  subtotal: euroString,
  /** null for collection, or while no delivery address is known */
  distance_km: z.number().nullable(),
  delivery_fee: euroString,
  discount: euroString,
  coupon_code: z.string().nullable(),
  total: euroString,
  /** The Re-turn deposit in the total (decision 046): added after the discount, never discounted */
  deposit: euroString,
  /** The VAT the total contains, all rates together */
  vat_included: euroString,
  /** The VAT by rate, lowest rate first: the rate in percent (13.5, 9, 23) and the VAT it contains */
  vat: z.array(z.object({ rate: z.number(), vat: euroString })),
  minimum_order: euroString,
  problems: z.array(orderProblemSchema),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const placeOrderResponseSchema = z.object({
  message: z.string(),
  order_id: z.number().int(),
  /** Six characters a customer can read out on the phone */
  order_reference: z.string(),
  total: euroString,
  /**
   * Ours (issue 51): the tip the card paid with the total, "0.00" without one, so the placed-order
   * dialog says what was charged. Absent from answers kept before it was added (replays).
   */
  tip: euroString.optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** The `price_changed` answer (409): the error shape with the fresh quote. */
export const priceChangedResponseSchema = z.object({
  message: z.string(),
  errors: z.array(orderProblemSchema),
  quote: quoteResponseSchema,
});

/** `limit` and `offset` as the first version sends them; `offset` is a page number from 1. */
export const orderListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_LIMIT),
  offset: z.coerce.number().int().min(1).max(10_000).default(ORDERS_PAGE_OFFSET),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const orderListItemSchema = z.object({
  id: z.number().int(),
  order_reference: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  order_type: z.enum(['delivery', 'take_away']),
  payment_method: z.string(),
  /** Ours (issue 29): how the order stands paid, and the amount refunded to the card (cents) */
  payment_state: z.enum(PAYMENT_STATES),
  refunded_cents: z.number().nullable(),
  order_amount: euroString,
  subtotal: euroString,
  delivery_charge: euroString,
  coupon_discount_amount: euroString,
  /** Ours (issue 32): the Re-turn deposit in order_amount */
  deposit: euroString,
  coupon_code: z.string().nullable(),
  /** ISO instants */
  schedule_at: z.string(),
  created_at: z.string(),
  details_count: z.number().int(),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      options: z.array(z.string()),
      line_total: euroString,
      /** The line's allergens as sold (dish and options), display names (issue 31) */
      allergens: z.array(z.string()),
    }),
  ),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListResponseSchema = z.object({
  total_size: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  orders: z.array(orderListItemSchema),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** What a customer's cancel answers (issue 15): the order and its status now. */
export const customerCancelResponseSchema = z.object({
  order_id: z.number(),
  order_status: z.enum(ORDER_STATUSES),
});
export const customerOrderParamsSchema = z.object({ orderId: idParamSchema });

/**
 * One of the customer's orders as its page shows it (issue 15; DECISIONS.md "Orders screen"): what
 * the board shows, the VAT it contains, its status timeline, and until when the customer may cancel.
 * Not the guard's flag (decision 076): a customer is never told the staff will call to check them.
 */
export const customerOrderSchema = boardOrderSchema.omit({ call_first: true }).extend({
  vat_cents: z.number(),
  timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  /** The driver who took it out from their run, by first name, and when they left (issue 50) */
  driver: z.object({ first_name: z.string(), left_at: z.string() }).nullable(),
  /** While the order is new and within 2 minutes of its placing; null otherwise */
  cancelable_until: z.string().nullable(),
  /** Paid, refunded and still due, with each part refund made (issue 49) */
  money: orderMoneySchema,
  /** The staff's changes of its lines or details, oldest first (issue 49) */
  changes: z.array(z.object({ at: z.string(), summary: orderChangeSummarySchema })).default([]),
  /** A payment link of it still open, for what a change added (issue 49): the customer pays here */
  payment_link: z
    .object({ url: z.string(), amount_cents: z.number(), expires_at: z.string() })
    .nullable()
    .default(null),
  /** What payment links for its changes were paid, beyond what its card paid at first (issue 49) */
  paid_by_link_cents: z.number().default(0),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/**
 * "Order again" (issue 15): an order's lines as they would be ordered today (today's names and
 * prices), ready for the basket, and the dishes or options that are no longer available.
 */
export const reorderResponseSchema = z.object({
  items: z.array(
    z.object({
      product_id: z.number(),
      name: z.string(),
      description: z.string(),
      base_price_cents: z.number(),
      /** The dish's Re-turn deposit per unit today, cents; 0 for none (issue 32) */
      deposit_cents: z.number(),
      image: z.string().nullable(),
      category: z.object({ id: z.number(), name: z.string() }).nullable(),
      quantity: z.number(),
      selected_variations: z.array(
        z.object({
          variation_id: z.number(),
          variation_name: z.string(),
          option_id: z.number(),
          label: z.string(),
          price_cents: z.number(),
        }),
      ),
      note: z.string(),
      /** Display names */
      allergens: z.array(z.string()),
    }),
  ),
  /** A dish off the menu (option null), or one of its options gone or sold out */
  unavailable: z.array(z.object({ name: z.string(), option: z.string().nullable() })),
});
export type Reorder = z.infer<typeof reorderResponseSchema>;
