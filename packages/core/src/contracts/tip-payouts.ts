import { isSingleLineText } from '../validation.ts';
import { z } from '../zod.ts';
import { reportDate } from './reports.ts';

/*
 * The tips ledger by payout (issue 51): the card tips the restaurant holds are handed on to the staff
 * (Payment of Wages Act 1991, s.4C: shared fairly, the card costs the only deduction), and each time
 * an admin records it — the day, the amount, how it was shared and with whom. The ledger sets them
 * against the tips taken, so the owner and the staff can see what is still held.
 */

/** The most one payout records: a year's tips of a busy takeaway, far beyond a slip of the keys. */
export const TIP_PAYOUT_MAX_CENTS = 5_000_000;

export const tipPayoutMessages = {
  amount: 'An amount in euro, more than €0.00 and at most €50,000.00',
  note: 'Say how the tips were shared and with whom, in one line of at most 300 characters',
  staffAction: 'tips paid out',
} as const;

/** `POST /api/v1/staff/tips/payouts` (admins): tips handed to the staff on a day, shared as said. */
export const tipPayoutRequestSchema = z.object({
  paid_on: reportDate,
  amount_cents: z
    .number({ error: tipPayoutMessages.amount })
    .int({ error: tipPayoutMessages.amount })
    .min(1, { error: tipPayoutMessages.amount })
    .max(TIP_PAYOUT_MAX_CENTS, { error: tipPayoutMessages.amount }),
  note: z
    .string({ error: tipPayoutMessages.note })
    .trim()
    .min(1, { error: tipPayoutMessages.note })
    .max(300, { error: tipPayoutMessages.note })
    .refine(isSingleLineText, { error: tipPayoutMessages.note }),
});
export type TipPayoutRequest = z.infer<typeof tipPayoutRequestSchema>;

export const tipPayoutSchema = z.object({
  id: z.number().int(),
  paid_on: z.string(),
  amount_cents: z.number().int(),
  note: z.string(),
  /** The admin who recorded it; null once their account is gone */
  recorded_by: z.string().nullable(),
  recorded_at: z.string(),
});
export type TipPayout = z.infer<typeof tipPayoutSchema>;

/**
 * `GET /api/v1/staff/reports/tips-ledger` (admins): every card tip taken to date, those given back,
 * those paid out, what is still held (below 0: more was paid out than taken), and the last payouts.
 */
export const tipsLedgerSchema = z.object({
  taken_cents: z.number().int(),
  refunded_cents: z.number().int(),
  paid_out_cents: z.number().int(),
  held_cents: z.number().int(),
  /** The last 20, newest first */
  payouts: z.array(tipPayoutSchema),
});
export type TipsLedger = z.infer<typeof tipsLedgerSchema>;
