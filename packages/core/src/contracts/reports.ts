import { isDateString } from '../dublin-time.ts';
import { z } from '../zod.ts';
import { cashUpSchema } from './drivers.ts';

/**
 * The accountant's reports (issue 32, decision 048): the day-end report of one Dublin day, and CSV
 * exports over a range of days. Admins only. Money in cents; a day is 'YYYY-MM-DD' in Dublin, and an
 * order belongs to the Dublin day it was placed on.
 */

/** The longest range an export covers, both ends included: a year, a leap year's too. */
export const REPORT_RANGE_MAX_DAYS = 366;

/** Days from 2000 to 2099 only: a report of year 0001 is a typing slip, not a question. */
export const reportDate = z
  .string({ error: 'A date as YYYY-MM-DD' })
  .refine((value) => isDateString(value) && value >= '2000-01-01' && value <= '2099-12-31', {
    error: 'A date as YYYY-MM-DD',
  });

export const dayReportQuerySchema = z.object({ date: reportDate });
export type DayReportQuery = z.infer<typeof dayReportQuerySchema>;

/** Whole days from `from` to `to`, both included (calendar days, whatever the clocks do). */
export function reportRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const reportRangeQuerySchema = z
  .object({ from: reportDate, to: reportDate })
  .refine((range) => range.to >= range.from, { error: 'The end must be on or after the start', path: ['to'] })
  .refine((range) => reportRangeDays(range.from, range.to) <= REPORT_RANGE_MAX_DAYS, {
    error: `At most ${REPORT_RANGE_MAX_DAYS} days, both days included`,
    path: ['to'],
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

const cents = z.number().int();
const countAndCents = z.object({ count: z.number().int(), cents });

/** One VAT rate's part of the day's sales: gross = net + VAT. */
export const vatAtRateSchema = z.object({
  rate_basis_points: z.number().int(),
  net_cents: cents,
  vat_cents: cents,
  gross_cents: cents,
});
export type VatAtRate = z.infer<typeof vatAtRateSchema>;

/**
 * The day-end report. `orders` are the day's sales: orders whose money was taken and stands (a card
 * paid and not refunded, cash taken at the handover). `takings` are the money received, by method,
 * refunded card orders included (their refunds apart); `net_takings_cents` is takings less refunds,
 * which equals the VAT's gross plus the deposits. `cash_due` is cash not yet taken (an order still
 * running): in no figure above.
 */
export const dayReportSchema = z.object({
  date: z.string(),
  orders: z.number().int(),
  takings: z.object({ card_cents: cents, cash_cents: cents, total_cents: cents }),
  refunds: countAndCents,
  net_takings_cents: cents,
  /** Lowest rate first */
  vat: z.array(vatAtRateSchema),
  /** The Re-turn deposits in the sales: money held for containers, no sale */
  deposits_cents: cents,
  delivery_fees_cents: cents,
  discounts_cents: cents,
  cash_due: countAndCents,
  /**
   * The tips paid with the cards of the day's orders (issue 51, decision 065): no sale, in neither
   * the takings nor the VAT; those given back with their orders' whole refunds apart
   */
  tips: z
    .object({ count: z.number().int(), taken_cents: cents, refunded_cents: cents, net_cents: cents })
    .default({ count: 0, taken_cents: 0, refunded_cents: 0, net_cents: 0 }),
  /** The drivers' cash-ups counted that day (issue 50), in the order counted */
  drivers: z.array(cashUpSchema),
});
export type DayReport = z.infer<typeof dayReportSchema>;

/** The exports, by the name their route ends with. */
export const REPORT_EXPORTS = ['vat', 'orders', 'refunds', 'tips', 'cash-ups', 'tip-payouts'] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];

/** 'vat-2026-11-01-to-2026-11-30.csv' */
export function reportFileName(kind: ReportExport, { from, to }: { from: string; to: string }): string {
  return `${kind}-${from}-to-${to}.csv`;
}
