import type { PaymentState } from './order-payment.ts';

/**
 * The words of the accountant's reports (issue 32, decision 048): the CSV files' headers and the
 * staff's Reports page. Not in the spec.
 */
export const reportMessages = {
  /** The staff navigation's link (admins) */
  nav: 'Reports',
  /** The CSV files' header rows, in their columns' order */
  csv: {
    vat: ['Date', 'VAT rate %', 'Net', 'VAT', 'Gross'],
    orders: [
      'Date',
      'Time',
      'Reference',
      'Status',
      'Reason',
      'Payment method',
      'Payment',
      'In sales',
      'Customer',
      'Subtotal',
      'Delivery fee',
      'Discount',
      'Deposit',
      'VAT',
      'Total',
      'Tip',
    ],
    /** Decision 077: "In refunds" no for a change's refund, whose order's total is already lower */
    refunds: [
      'Order date',
      'Refund date',
      'Refund time',
      'Reference',
      'Payment method',
      'Reason',
      'Amount',
      'In refunds',
    ],
    /** Issue 51: the tips ledger, a row per Dublin day; tips are no sale, outside the VAT and the takings */
    tips: ['Date', 'Orders with a tip', 'Tips taken', 'Tips refunded', 'Tips (net)'],
    /** Issue 51: the tips ledger by payout, a row per payout of tips to the staff, on the day paid */
    tipPayouts: ['Paid on', 'Amount', 'How it was shared and with whom', 'Recorded by', 'Recorded at'],
    /** Issue 50: each driver's cash-up, on the day it was counted */
    cashUps: [
      'Date',
      'Time',
      'Driver',
      'Counted by',
      'Orders',
      'Expected',
      'Counted',
      'Difference',
      'Note',
      'Tips',
    ],
    /** Issue 47: an order refused before it was accepted, apart from one cancelled after */
    rejected: 'Rejected',
    card: 'card',
    cash: 'cash',
    yes: 'yes',
    no: 'no',
  },
  /** How an order stands paid, in a spreadsheet's cell */
  paymentStates: {
    card_paid: 'Paid by card',
    card_refunded: 'Refunded to card',
    cash_due: 'Cash due',
    cash_paid: 'Paid in cash',
    nothing_due: 'Nothing due',
    link_due: 'Awaiting payment by link',
  } satisfies Record<PaymentState, string>,
  page: {
    title: 'Reports',
    dayHeading: 'Day-end report',
    date: 'Day',
    loading: 'Loading the report...',
    failed: 'The report could not be loaded.',
    retry: 'Try again',
    empty: 'No orders that day',
    orders: 'Orders',
    takings: 'Takings',
    card: 'Card',
    cash: 'Cash',
    refunds: 'Refunds',
    refundCount: (count: number) => (count === 1 ? '1 refund' : `${count} refunds`),
    netTakings: 'Net takings',
    vatHeading: 'VAT by rate',
    rate: 'Rate',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    deposits: 'Deposits (Re-turn, not a sale)',
    deliveryFees: 'Delivery fees',
    discounts: 'Discounts',
    cashDue: (count: number, amount: string) =>
      `${count === 1 ? '1 cash order' : `${count} cash orders`} not yet handed over: ${amount} due, not in the takings.`,
    counted:
      'An order counts on the Dublin day it was placed. Takings are the money received; refunds are the card payments given back.',
    exportHeading: 'Exports for the accountant',
    from: 'From',
    to: 'To',
    rangeHint: 'Up to 366 days, both days included.',
    downloadVat: 'VAT by day (CSV)',
    downloadOrders: 'Orders (CSV)',
    downloadRefunds: 'Refunds (CSV)',
    downloadTips: 'Tips by day (CSV)',
    tipsHeading: 'Tips (not takings, no VAT)',
    tipsTaken: 'Tips taken',
    tipsRefunded: 'Tips refunded',
    tipsNet: 'Tips to share',
    tipsCount: (count: number) => (count === 1 ? '1 order with a tip' : `${count} orders with a tip`),
    downloading: 'Preparing...',
    downloadFailed: 'The file could not be downloaded.',
  },
} as const;
