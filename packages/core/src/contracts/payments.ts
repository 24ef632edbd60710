import { orderMessages } from '../order-messages.ts';
import { lineTextSchema } from '../text-rules.ts';
import { z } from '../zod.ts';
import { quoteRequestSchema } from './orders.ts';

/**
 * The card-payment calls (checkout-and-account §7 call 11, DECISIONS.md "Unsafe behaviours",
 * issue 13). `POST /api/v1/stripe/wpay` keeps the spec's path, fields and answer, but needs the
 * bearer token and never charges the amount the browser names: it charges the server's quote of
 * `order`, the basket as the order payload carries it (ours).
 */
export const wpayRequestSchema = z.object({
  // The first version's fields, unused; their text follows the rules of every field (issue 30).
  user_id: z.union([z.number(), lineTextSchema(50)]).optional(),
  user_name: lineTextSchema(200).optional(),
  email: lineTextSchema(254).optional(),
  phone: lineTextSchema(30).optional(),
  payment_method_id: lineTextSchema(255).optional(),
  /** The first version's amount in euro: accepted, never charged */
  amount: z.union([z.number(), lineTextSchema(20)]).optional(),
  currency_code: z.literal('EUR').optional(),
  order: quoteRequestSchema,
});
export type WpayRequest = z.output<typeof wpayRequestSchema>;
export type WpayPayload = z.input<typeof wpayRequestSchema>;

export const wpayResponseSchema = z.object({
  clientSecret: z.string(),
  stripePaymentId: z.string(),
  /** Stripe's customer, when the gateway keeps one; null otherwise */
  stripeCustomerId: z.string().nullable(),
  /** Ours: the amount the payment is for, in euro ('36.15') */
  amount: z.string(),
});
export type WpayResponse = z.infer<typeof wpayResponseSchema>;

/** `GET /api/v1/payments/config` (ours): which gateway takes cards; Stripe's publishable key with it. */
export const paymentConfigResponseSchema = z.object({
  gateway: z.enum(['stripe', 'simulated', 'none']),
  publishable_key: z.string().nullable(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

const intentReference = {
  payment_intent_id: lineTextSchema(255, 1),
  client_secret: lineTextSchema(255, 1),
};

/** The simulated gateway's card form (ours): what Stripe.js sends to Stripe. */
export const simulatedConfirmRequestSchema = z.object({
  ...intentReference,
  card: z.object({
    number: lineTextSchema(30, 1),
    exp_month: z.number().int().min(0).max(99),
    exp_year: z.number().int().min(0).max(9999),
    cvc: lineTextSchema(4),
  }),
});

/**
 * 'MM/YY' or 'MM/YYYY' (spaces around the slash allowed), or the digits alone, 'MMYY' or 'MMYYYY'
 * (all a phone's number pad can type) → month and year; null when it is not a date of that shape.
 */
export function parseCardExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}

const fieldRequired = orderMessages.card.fieldRequired;

/**
 * The simulated gateway's card form as the customer fills it (§5 "Card"): the number, the expiry
 * (MM/YY, or MMYY) and the CVC are needed, each said under its field; out comes the card as the browser
 * sends it to the confirm call above. The gateway checks the card itself.
 */
export const simulatedCardFormSchema = z
  .object({
    number: z.string({ error: fieldRequired }).trim().min(1, { error: fieldRequired }),
    expiry: z.string({ error: fieldRequired }).transform((value, context) => {
      const expiry = parseCardExpiry(value);
      if (expiry === null) {
        // Filled but not a date: said so, rather than asked to fill it in.
        const message = value.trim() === '' ? fieldRequired : orderMessages.card.expiryFormat;
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return expiry;
    }),
    cvc: z.string({ error: fieldRequired }).trim().min(1, { error: fieldRequired }),
  })
  .transform(({ number, expiry, cvc }) => ({ number, cvc, ...expiry }));
export type SimulatedCard = z.output<typeof simulatedCardFormSchema>;

/** The simulated gateway's 3-D Secure step (ours). */
export const simulatedAuthenticateRequestSchema = z.object({ ...intentReference, approve: z.boolean() });

/** Where the payment stands after a simulated step, with Stripe's codes and the spec's text for a refusal. */
export const simulatedPaymentResponseSchema = z.object({
  status: z.string(),
  error: z.object({ code: z.string(), decline_code: z.string().nullable(), message: z.string() }).nullable(),
});
export type SimulatedPaymentResponse = z.infer<typeof simulatedPaymentResponseSchema>;
