import { z } from 'zod';
import { idParamSchema } from '../validation.ts';
import { quoteRequestSchema } from './orders.ts';

/*
 * A phone order (issue 49, decision 063): the staff take the order on the phone for a customer
 * found by phone or e-mail, or a guest by name and phone (no account). The basket, mode, address
 * and time are the checkout's own fields; the allergy question is required; the customer pays cash
 * or by a payment link.
 */

/** The words of a phone order the server says, and the question the staff must ask. */
export const phoneOrderMessages = {
  allergyQuestion: 'Does anyone eating have a food allergy?',
  allergyRequired: 'Ask: does anyone eating have a food allergy? Choose no, or yes with what',
  allergyDetails: 'Say what the allergy is (2 to 200 characters)',
  allergyNone: 'No food allergy',
  allergyLine: (details: string) => `ALLERGY: ${details}`,
  contactRequired: 'A phone order needs the customer’s name and phone number',
  timeNotOffered: (label: string) => `${label} is no longer offered online: taken by the staff`,
  awaitingPayment: 'Awaiting payment',
  staffAction: 'took a phone order',
} as const;

export const phoneAllergySchema = z.discriminatedUnion(
  'answer',
  [
    z.object({ answer: z.literal('no') }),
    z.object({
      answer: z.literal('yes'),
      details: z
        .string({ error: phoneOrderMessages.allergyDetails })
        .trim()
        .min(2, { error: phoneOrderMessages.allergyDetails })
        .max(200, { error: phoneOrderMessages.allergyDetails }),
    }),
  ],
  { error: phoneOrderMessages.allergyRequired },
);
export type PhoneAllergy = z.output<typeof phoneAllergySchema>;

/** `POST /api/v1/staff/phone-orders`: the checkout's basket, mode, address and time, and the phone's own. */
export const phoneOrderRequestSchema = quoteRequestSchema
  .omit({ payment_method: true, order_amount: true, address_id: true })
  .extend({
    /** The account found by phone or e-mail; null: a guest, by name and phone only */
    customer_id: idParamSchema.nullable(),
    allergy: phoneAllergySchema,
    payment: z.enum(['cash', 'link']),
    /** A time the storefront no longer offers (its lead time passed): the staff may take it, logged */
    any_time: z.boolean().default(false),
  });
export type PhoneOrderRequest = z.output<typeof phoneOrderRequestSchema>;
export type PhoneOrderPayload = z.input<typeof phoneOrderRequestSchema>;

/**
 * `POST /api/v1/staff/phone-orders/quote`: the order as taken so far, priced and checked as placing
 * it would be, to read the price back to the caller before the allergy and payment questions.
 */
export const phoneQuoteRequestSchema = phoneOrderRequestSchema.extend({
  allergy: phoneAllergySchema.optional(),
  payment: z.enum(['cash', 'link']).optional(),
});
export type PhoneQuoteRequest = z.output<typeof phoneQuoteRequestSchema>;
export type PhoneQuotePayload = z.input<typeof phoneQuoteRequestSchema>;

export const phoneOrderResponseSchema = z.object({
  order_id: z.number().int(),
  order_reference: z.string(),
  total_cents: z.number().int(),
  vat_cents: z.number().int(),
  /** The payment link's address, for the e-mail and the QR code; null for cash */
  payment_url: z.string().nullable(),
  /** The time was not offered online any more: the staff took it anyway (logged) */
  time_not_offered: z.boolean(),
});
export type PhoneOrderResponse = z.infer<typeof phoneOrderResponseSchema>;
