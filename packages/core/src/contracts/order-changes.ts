import { formatEuro } from '../money.ts';
import { z } from '../zod.ts';
import { orderChangeSummarySchema } from './order-change-summary.ts';
import { orderCartLineSchema, placeOrderRequestSchema } from './orders.ts';

/*
 * Changing an order before it is handed over (issue 49, decision 069): the staff send the whole
 * order as it should now be — the placement's own fields, so that the server checks and prices it
 * with the placement's steps — with the version of the order they read. The preview answers the
 * difference; saving answers it too, as it was kept.
 */

/** How a card order's dearer change is paid: a payment link for the difference, or cash at the door. */
export const CHANGE_SETTLEMENTS = ['link', 'cash'] as const;
export type ChangeSettlementChoice = (typeof CHANGE_SETTLEMENTS)[number];

/**
 * `POST /api/v1/staff/orders/:orderId/change(/preview)`: the lines, the time, the mode and address,
 * the contact and the note, as placing takes them; `version` is the order's as the staff read it
 * (a change or a status change since makes it stale: 409 `order_version`).
 */
export const orderChangeRequestSchema = placeOrderRequestSchema
  .pick({
    order_type: true,
    address_id: true,
    address: true,
    latitude: true,
    longitude: true,
    floor: true,
    road: true,
    house: true,
    eircode: true,
    schedule_at: true,
    order_note: true,
    contact_person_name: true,
    contact_person_number: true,
  })
  .extend({
    version: z.number().int().min(0),
    cart: z.array(orderCartLineSchema).max(100),
    schedule_at: placeOrderRequestSchema.shape.schedule_at.unwrap(),
    /** A card order that costs more: how the difference is taken (required then, ignored otherwise) */
    settle: z.enum(CHANGE_SETTLEMENTS).optional(),
  });
export type OrderChangeRequest = z.output<typeof orderChangeRequestSchema>;
export type OrderChangePayload = z.input<typeof orderChangeRequestSchema>;

export const orderChangeResponseSchema = z.object({
  /** The order's version after the change (the preview's: the version it would be saved on) */
  version: z.number(),
  summary: orderChangeSummarySchema,
  /** The payment link for the difference, when one was made */
  payment_url: z.string().nullable(),
});
export type OrderChangeResponse = z.infer<typeof orderChangeResponseSchema>;

/** The option groups of a dish the staff may add, with their options' prices. */
export const changeMenuDishSchema = z.object({
  id: z.number(),
  name: z.string(),
  price_cents: z.number(),
  allergens: z.array(z.string()),
  groups: z.array(
    z.object({
      name: z.string(),
      options: z.array(z.object({ label: z.string(), price_cents: z.number() })),
    }),
  ),
});
export type ChangeMenuDish = z.infer<typeof changeMenuDishSchema>;

/**
 * `GET /api/v1/staff/orders/:orderId/change`: the order as a change request would send it now (its
 * version, its lines as a cart with their names), and the dishes on sale to add.
 */
const text = z.string().nullable().optional();
/** The request as the form starts it: plain values (an answer's schema has no transforms to undo). */
const changeFormRequestSchema = z.object({
  version: z.number(),
  cart: z.array(
    z.object({
      item_id: z.number(),
      quantity: z.number(),
      variations: z.array(z.object({ name: z.string(), values: z.object({ label: z.array(z.string()) }) })),
      item_note: z.string().nullable(),
    }),
  ),
  order_type: z.enum(['delivery', 'take_away']),
  schedule_at: z.string(),
  address: text,
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  house: text,
  floor: text,
  road: text,
  eircode: text,
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  order_note: z.string().nullable(),
});

export const orderChangeFormSchema = z.object({
  version: z.number(),
  reference: z.string(),
  payment_method: z.enum(['cash_on_delivery', 'digital_payment']),
  total_cents: z.number(),
  request: changeFormRequestSchema,
  line_names: z.array(z.string()),
  menu: z.array(changeMenuDishSchema),
});
export type OrderChangeForm = z.infer<typeof orderChangeFormSchema>;

/** The words of a change that the server says (the customer's news, the ticket, the refusals). */
export const orderChangeMessages = {
  stale: (reference: string) =>
    `Order #${reference} was changed or moved on since you opened it; look at it again`,
  unchanged: 'The order is as it was: nothing to save',
  handedOver: (reference: string) =>
    `Order #${reference} is handed over or finished: it can no longer be changed`,
  settleRequired: (difference: number) =>
    `The order costs ${formatEuro(difference)} more: choose a payment link or cash for the difference`,
  linkUnavailable: 'Payment links need a card gateway, which is not configured: take the difference in cash',
  refundUnavailable:
    'Card refunds need the card gateway, which is not configured: the card order cannot be made cheaper',
  refundReason: 'Your order was changed and costs less',
  toPay: (cents: number) => `${formatEuro(cents)} to pay`,
  ticketChanged: 'CHANGED',
  ticketRemoved: 'Removed',
  ticketAdded: 'Added',
  ticketWas: 'Was',
  newsTitle: (reference: string) => `Your order #${reference} was changed`,
  newsBody: (reference: string, what: string) => `Your order #${reference} was changed: ${what}`,
  staffAction: 'changed an order',
  timeline: 'Changed',
} as const;
