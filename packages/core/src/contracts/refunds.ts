import { refundMessages } from '../refund-messages.ts';
import { isSingleLineText } from '../text-rules.ts';
import { z } from '../zod.ts';

/**
 * Part refunds (issue 49, decision 070): the staff's "Refund part" of an order, by lines with their
 * quantities or by an amount, with a reason the customer is shown; what the order's refunds are;
 * and, on the customer's order page, what was paid, refunded and is still due. Money in cents.
 */

/** The reason's bounds: a sentence the customer reads in a notification. */
export const REFUND_REASON_MAX = 200;

export const partRefundRequestSchema = z
  .object({
    reason: z
      .string({ error: refundMessages.reasonRequired })
      .trim()
      .min(3, { error: refundMessages.reasonRequired, abort: true })
      .max(REFUND_REASON_MAX, { error: refundMessages.reasonTooLong, abort: true })
      .refine(isSingleLineText, { error: refundMessages.reasonCharacters }),
    /** An amount to refund, shared over the order's VAT rates */
    amount_cents: z
      .number({ error: refundMessages.amountWhole })
      .int({ error: refundMessages.amountWhole })
      .min(1, { error: refundMessages.amountWhole })
      .max(10_000_000, { error: refundMessages.amountWhole })
      .optional(),
    /** Or the lines to refund, each with its units */
    lines: z
      .array(
        z.object({
          line_id: z.number().int().min(1),
          quantity: z
            .number({ error: refundMessages.quantityWhole })
            .int({ error: refundMessages.quantityWhole })
            .min(1, { error: refundMessages.quantityWhole })
            .max(1000, { error: refundMessages.quantityWhole }),
        }),
      )
      .min(1, { error: refundMessages.nothing })
      .max(100)
      .optional(),
  })
  .refine((body) => (body.amount_cents === undefined) !== (body.lines === undefined), {
    error: refundMessages.amountOrLines,
    path: ['amount_cents'],
  });
export type PartRefundRequest = z.infer<typeof partRefundRequestSchema>;

export const REFUND_METHODS = ['card', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const PART_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PartRefundStatus = (typeof PART_REFUND_STATUSES)[number];

/** One refund of an order, as the staff see it. */
export const partRefundSchema = z.object({
  id: z.number(),
  amount_cents: z.number(),
  reason: z.string(),
  /** card: refunded to the card through the gateway; cash: handed back */
  method: z.enum(REFUND_METHODS),
  /** pending: the gateway's answer not known yet; failed: the gateway did not make it */
  status: z.enum(PART_REFUND_STATUSES),
  /** The lines refunded, with their units; empty for an amount */
  lines: z.array(z.object({ line_id: z.number(), name: z.string(), quantity: z.number() })),
  /** What it gave back at each VAT rate, lowest first, and of the deposit */
  vat: z.array(z.object({ rate_basis_points: z.number(), gross_cents: z.number(), vat_cents: z.number() })),
  deposit_cents: z.number(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type PartRefund = z.infer<typeof partRefundSchema>;

/**
 * An order's refunds for the staff's "Refund part" dialog: how it is refunded, what was paid, what
 * went back (or is on its way), the most that may still go back, each line's units still
 * refundable, and why no refund can be made now (null when one can).
 */
export const orderRefundsResponseSchema = z.object({
  order_id: z.number(),
  method: z.enum(REFUND_METHODS),
  paid_cents: z.number(),
  refunded_cents: z.number(),
  refundable_cents: z.number(),
  refusal: z.string().nullable(),
  lines: z.array(
    z.object({
      line_id: z.number(),
      name: z.string(),
      quantity: z.number(),
      refundable_quantity: z.number(),
      line_total_cents: z.number(),
    }),
  ),
  refunds: z.array(partRefundSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsResponseSchema>;

/**
 * How an order stands in money on its customer's page: what was paid (the card's payment, or the
 * cash once taken), what went back, what is still due (cash not yet taken), and each refund made.
 */
export const orderMoneySchema = z.object({
  paid_cents: z.number(),
  refunded_cents: z.number(),
  due_cents: z.number(),
  refunds: z.array(
    z.object({
      amount_cents: z.number(),
      reason: z.string(),
      method: z.enum(REFUND_METHODS),
      at: z.string(),
    }),
  ),
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;
