import {
  addDays,
  type DayReport,
  dublinInstant,
  dublinWallClock,
  orderStatusLabel,
  paymentStateOf,
  type ReportExport,
  type ReportRangeQuery,
  reportFileName,
  reportMessages,
  type TipsLedger,
} from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { cashUpsBetween } from '../drivers/index.ts';
import { CUSTOMER_CANCEL_REASON } from '../orders/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { tipPayoutsBetween, tipPayoutsToDate } from '../tips/index.ts';
import { type CsvCell, writeCsv } from './csv.ts';
import * as repository from './reports.repository.ts';

/*
 * The accountant's reports (issue 32, decision 048). An order belongs to the Dublin calendar day it
 * was placed on; the repository says which orders are sales, which money was taken and which given
 * back. The day-end report and the three files read the same rules, so their figures agree.
 */

type Deps = Pick<AppDeps, 'db'>;

/**
 * The restaurant's orders placed on Dublin days `from` to `to`, both included: from `from`'s
 * midnight to the midnight after `to`, in Dublin (a day of the clocks changing has 23 or 25 hours).
 */
async function dublinDays(db: Deps['db'], from: string, to: string): Promise<repository.Placed> {
  const { id: restaurantId } = await requireRestaurant({ db });
  return { restaurantId, from: dublinInstant(from, '00:00'), to: dublinInstant(addDays(to, 1), '00:00') };
}

/** The day-end report of a Dublin day. */
export async function dayReport({ db }: Deps, { date }: { date: string }): Promise<DayReport> {
  const placed = await dublinDays(db, date, date);
  const [totals, parts, vat, tipDays] = await Promise.all([
    repository.orderTotals(db, placed),
    repository.partRefundTotals(db, placed),
    vatRows(db, placed),
    repository.tipsPerDay(db, placed),
  ]);
  const [tips = { count: 0, takenCents: 0, refundedCents: 0 }] = tipDays;
  const takenCents = totals.cardTakenCents + totals.cashTakenCents;
  const refundedCents = totals.refundedCents + parts.cents;
  return {
    date,
    orders: totals.sales,
    takings: {
      card_cents: totals.cardTakenCents,
      cash_cents: totals.cashTakenCents,
      total_cents: takenCents,
    },
    refunds: { count: totals.refunds + parts.count, cents: refundedCents },
    net_takings_cents: takenCents - refundedCents,
    vat: vat.map((rate) => ({
      rate_basis_points: rate.rateBasisPoints,
      net_cents: rate.netCents,
      vat_cents: rate.vatCents,
      gross_cents: rate.grossCents,
    })),
    deposits_cents: totals.depositsCents - parts.depositsCents,
    delivery_fees_cents: totals.deliveryFeesCents,
    discounts_cents: totals.discountsCents,
    cash_due: { count: totals.cashDue, cents: totals.cashDueCents },
    tips: {
      count: tips.count,
      taken_cents: tips.takenCents,
      refunded_cents: tips.refundedCents,
      net_cents: tips.takenCents - tips.refundedCents,
    },
    drivers: await cashUpsBetween({ db }, placed),
  };
}

export type CsvFile = { fileName: string; csv: string };

const headers = reportMessages.csv;
const methodOf = (method: 'digital_payment' | 'cash_on_delivery') =>
  method === 'digital_payment' ? headers.card : headers.cash;
const rateCell = (rateBasisPoints: number): CsvCell => ({ number: rateBasisPoints / 100 });

/** One of the CSV files over a range of Dublin days. */
export async function exportCsv(
  { db }: Deps,
  { kind, range }: { kind: ReportExport; range: ReportRangeQuery },
): Promise<CsvFile> {
  const placed = await dublinDays(db, range.from, range.to);
  const fileName = reportFileName(kind, range);
  switch (kind) {
    case 'vat':
      return {
        fileName,
        csv: writeCsv(
          headers.vat,
          (await vatRows(db, placed)).map((row) => [
            row.day,
            rateCell(row.rateBasisPoints),
            { cents: row.netCents },
            { cents: row.vatCents },
            { cents: row.grossCents },
          ]),
        ),
      };
    case 'orders':
      return { fileName, csv: writeCsv(headers.orders, await orderRows(db, placed)) };
    case 'refunds':
      return { fileName, csv: writeCsv(headers.refunds, await refundRows(db, placed)) };
    case 'tips':
      return {
        fileName,
        csv: writeCsv(
          headers.tips,
          (await repository.tipsPerDay(db, placed)).map((day) => [
            day.day,
            { number: day.count },
            { cents: day.takenCents },
            { cents: day.refundedCents },
            { cents: day.takenCents - day.refundedCents },
          ]),
        ),
      };
    case 'cash-ups':
      return { fileName, csv: writeCsv(headers.cashUps, await cashUpRows(db, placed)) };
    case 'tip-payouts':
      return { fileName, csv: writeCsv(headers.tipPayouts, await tipPayoutRows(db, range)) };
  }
}

/** One row per payout of tips to the staff paid on the days (issue 51), in the order paid. */
async function tipPayoutRows(db: Deps['db'], range: ReportRangeQuery): Promise<CsvCell[][]> {
  return (await tipPayoutsBetween({ db }, range)).map((payout) => {
    const at = dublinWallClock(new Date(payout.recorded_at));
    return [
      payout.paid_on,
      { cents: payout.amount_cents },
      payout.note,
      payout.recorded_by ?? '',
      `${at.date} ${at.time}`,
    ];
  });
}

/**
 * The tips ledger to date (issue 51, decision 081): the card tips taken and given back, against the
 * payouts to the staff; what is left is held by the restaurant for them.
 */
export async function tipsLedger({ db }: Deps): Promise<TipsLedger> {
  const { id: restaurantId } = await requireRestaurant({ db });
  const [tips, payouts] = await Promise.all([
    repository.tipTotals(db, restaurantId),
    tipPayoutsToDate({ db }, { limit: 20 }),
  ]);
  return {
    taken_cents: tips.takenCents,
    refunded_cents: tips.refundedCents,
    paid_out_cents: payouts.paidOutCents,
    held_cents: tips.takenCents - tips.refundedCents - payouts.paidOutCents,
    payouts: payouts.latest,
  };
}

/** One row per driver's cash-up counted in the days: when, who, the figures and the note. */
async function cashUpRows(db: Deps['db'], placed: repository.Placed): Promise<CsvCell[][]> {
  return (await cashUpsBetween({ db }, placed)).map((cashUp) => {
    const at = dublinWallClock(new Date(cashUp.at));
    return [
      at.date,
      at.time,
      cashUp.driver_name,
      cashUp.counted_by_name,
      { number: cashUp.orders },
      { cents: cashUp.expected_cents },
      { cents: cashUp.counted_cents },
      { cents: cashUp.difference_cents },
      cashUp.note ?? '',
      { cents: cashUp.tips_cents },
    ];
  });
}

type VatRow = {
  day: string;
  rateBasisPoints: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
};

/**
 * The VAT per day and rate: the sales of the orders placed that day, less what the part refunds
 * made that day gave back (decision 070), in day and rate order.
 */
async function vatRows(db: Deps['db'], placed: repository.Placed): Promise<VatRow[]> {
  const [sales, refunds] = await Promise.all([
    repository.vatPerDayAndRate(db, placed),
    repository.partRefundVatPerDayAndRate(db, placed),
  ]);
  const rows = new Map<string, VatRow>();
  const add = (row: VatRow, sign: 1 | -1) => {
    const key = `${row.day} ${String(row.rateBasisPoints).padStart(5, '0')}`;
    const known = rows.get(key) ?? { ...row, netCents: 0, vatCents: 0, grossCents: 0 };
    rows.set(key, {
      ...known,
      netCents: known.netCents + sign * row.netCents,
      vatCents: known.vatCents + sign * row.vatCents,
      grossCents: known.grossCents + sign * row.grossCents,
    });
  };
  for (const row of sales) add(row, 1);
  for (const row of refunds) add(row, -1);
  return [...rows].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
}

/** One row per order placed, sales or not: whether it is one says which rows add up to the VAT file. */
async function orderRows(db: Deps['db'], placed: repository.Placed): Promise<CsvCell[][]> {
  return (await repository.ordersPlacedIn(db, placed)).map((order) => {
    const placedAt = dublinWallClock(order.createdAt);
    const cardPayment =
      order.cardPaymentStatus === 'refunded'
        ? 'refunded'
        : order.cardPaymentStatus === null
          ? null
          : 'placed';
    const state = paymentStateOf({ method: order.paymentMethod, status: order.status, cardPayment });
    return [
      placedAt.date,
      placedAt.time,
      order.reference,
      // Refused before it was accepted, by the kitchen or by nobody accepting it in time, is a
      // rejection; a customer's own cancel, and one after acceptance, a cancellation (issue 47).
      order.status === 'canceled' && !order.accepted && order.cancelReason !== CUSTOMER_CANCEL_REASON
        ? headers.rejected
        : orderStatusLabel(order.status, order.fulfilment),
      order.cancelReason ?? '',
      methodOf(order.paymentMethod),
      reportMessages.paymentStates[state],
      order.isSale ? headers.yes : headers.no,
      // As stored: an anonymised order's "Deleted customer" stays so (decision 045).
      order.contactName,
      { cents: order.subtotalCents },
      { cents: order.deliveryFeeCents },
      { cents: order.discountCents },
      { cents: order.depositCents },
      { cents: order.vatCents },
      { cents: order.totalCents },
      // Apart from the total, which is the sale (issue 51).
      { cents: order.tipCents },
    ];
  });
}

/**
 * One row per refund: the whole refunds of the orders placed in the range, and the part refunds
 * made in it (decision 070), in the order they were made; the amount negative, money going back.
 * "In refunds" says which rows add up to the day report's refunds: not a change's (decision 077).
 */
async function refundRows(db: Deps['db'], placed: repository.Placed): Promise<CsvCell[][]> {
  const [whole, parts] = await Promise.all([
    repository.refundsOfOrdersPlacedIn(db, placed),
    repository.partRefundsMadeIn(db, placed),
  ]);
  const refunds = [...whole, ...parts].sort((a, b) => a.refundedAtMs - b.refundedAtMs);
  return refunds.map((refund) => {
    const refunded = dublinWallClock(new Date(refund.refundedAtMs));
    return [
      dublinWallClock(refund.createdAt).date,
      refunded.date,
      refunded.time,
      refund.reference,
      methodOf(refund.paymentMethod),
      refund.reason ?? '',
      { cents: -refund.refundedCents },
      // A change's refund is no refund of the sale: the order's total is already the lower one.
      refund.settlesChange ? headers.no : headers.yes,
    ];
  });
}
