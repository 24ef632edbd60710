import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { IntentStatus, PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { instant } from '../../db/columns.ts';
import { customers } from '../customers/customers.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { staffMembers } from '../staff/staff.schema.ts';

/**
 * A card payment asked for at checkout (issue 13): the gateway's intent, for the server's quote of
 * the basket it records. `status` is 'open' until an order is placed with it ('placed'), or the
 * money goes back ('refunded') or the intent is given up ('canceled'). 'refunding' (issue 30): the
 * gateway was asked for the refund and its answer is not known yet (the call under way, or lost);
 * the payment sweep asks the gateway again (pending-refunds.ts).
 */
/** Where a card payment is: see `payments`. */
export type PaymentStatus = 'open' | 'placed' | 'refunding' | 'refunded' | 'canceled';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    intentId: text('intent_id').notNull(),
    /** 'stripe' or 'simulated': which gateway holds the intent */
    gateway: text('gateway').$type<PaymentGateway['kind']>().notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The order payload quoted for the amount, without its payment fields */
    basket: jsonb('basket').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Why the money goes back, kept from the refund's claim so that whoever finishes it tells the customer */
    refundReason: text('refund_reason'),
    /** Who asked for the refund of an order (null: the server, or the customer); for the staff log */
    refundStaffId: integer('refund_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('payments_intent_idx').on(table.intentId),
    uniqueIndex('payments_order_idx').on(table.orderId),
    index('payments_open_idx').on(table.status, table.createdAt),
    check(
      'payments_status_check',
      sql`${table.status} in ('open', 'placed', 'refunding', 'refunded', 'canceled')`,
    ),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** A gateway's event (a Stripe webhook delivery) handled: a delivery of it again changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  handledAt: instant('handled_at').notNull(),
});

/**
 * The simulated gateway's own intents (development and tests): what Stripe keeps on its side, kept
 * here so that the simulation survives a restart and is shared by several server processes.
 */
export const simulatedPaymentIntents = pgTable('simulated_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<IntentStatus>().notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** The last refusal, as Stripe's `last_payment_error` gives it */
  lastErrorCode: text('last_error_code'),
  lastDeclineCode: text('last_decline_code'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: instant('created_at').notNull(),
});

/** A part refund's line: which line of the order, its name as sold, and the units given back. */
export type RefundedLine = { line_id: number; name: string; quantity: number };

/**
 * A part refund of an order (issue 49, decision 070), each its own record: by lines (with their
 * units) or by an amount, with the reason the customer is shown. `method` 'card': refunded through
 * the gateway, once per `idempotency_key` however often asked, 'pending' until its answer is known
 * (the payment sweep asks again when it was lost), 'failed' when the gateway did not make it (it
 * then counts for nothing); 'cash': cash handed back, 'succeeded' when written. Pending and
 * succeeded refunds together never pass the order's total: they are added up in the transaction
 * that writes one, over the order's locked row. Its VAT by rate is `order_refund_vat`.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The lines refunded; empty for a refund of an amount */
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    /** The Re-turn deposit in the amount (no sale, in no VAT row) */
    depositCents: integer('deposit_cents').notNull(),
    reason: text('reason').notNull(),
    method: text('method').$type<'card' | 'cash'>().notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The key the gateway is asked with, the same at every try; null for cash */
    idempotencyKey: text('idempotency_key'),
    gatewayRefundId: text('gateway_refund_id'),
    /**
     * Gives back the difference of a change made cheaper (decision 077): the change already lowered
     * the order's total, lines and VAT, so the reports and what is still refundable leave it out.
     */
    settlesChange: boolean('settles_change').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.orderId, table.id),
    // The reports read a day's refunds; the payment sweep the pending ones.
    index('order_refunds_created_idx').on(table.createdAt),
    index('order_refunds_pending_idx').on(table.updatedAt).where(sql`${table.status} = 'pending'`),
    uniqueIndex('order_refunds_idempotency_idx').on(table.idempotencyKey),
    check('order_refunds_amount_check', sql`${table.amountCents} > 0 and ${table.depositCents} >= 0`),
    check('order_refunds_method_check', sql`${table.method} in ('card', 'cash')`),
    check('order_refunds_status_check', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** A part refund's VAT at one rate: what it gave back sold at the rate, without its VAT, and the VAT. */
export const orderRefundVat = pgTable(
  'order_refund_vat',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    grossCents: integer('gross_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.refundId, table.rateBasisPoints] }),
    check('order_refund_vat_amounts_check', sql`${table.grossCents} = ${table.netCents} + ${table.vatCents}`),
  ],
);

/** The simulated gateway's part refunds, one per idempotency key, as Stripe keeps its refunds. */
export const simulatedRefunds = pgTable('simulated_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: instant('created_at').notNull(),
});

/** What a payment link is for: a phone order's whole price, or what a change added (issue 49). */
export type PaymentLinkPurpose = 'phone_order' | 'change';
/** 'open' until paid on the gateway's page, or lapsed unpaid after the restaurant's minutes. */
export type PaymentLinkStatus = 'open' | 'paid' | 'lapsed';

/**
 * A payment link (issue 49, decision 063): an amount of an order the customer pays on the gateway's
 * hosted page, reached through our own address (`token`, the link's secret), so the e-mail and the
 * QR code need no call to the gateway. The gateway's page (a Stripe Checkout Session, or the
 * simulated gateway's page) is made when the link is first opened; `gateway_ref` is its id (the
 * session's, or the simulated intent's). Paid: the order's `to_pay_cents` goes down by the amount.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's reference, which the pages show (payments reads no order) */
    orderReference: text('order_reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    purpose: text('purpose').$type<PaymentLinkPurpose>().notNull(),
    status: text('status').$type<PaymentLinkStatus>().notNull(),
    gateway: text('gateway').$type<PaymentGateway['kind']>().notNull(),
    gatewayRef: text('gateway_ref'),
    gatewayUrl: text('gateway_url'),
    /** The payment intent that paid it, as the gateway says */
    intentId: text('intent_id'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('payment_links_token_idx').on(table.token),
    uniqueIndex('payment_links_gateway_ref_idx').on(table.gatewayRef),
    index('payment_links_order_idx').on(table.orderId),
    index('payment_links_open_idx').on(table.expiresAt).where(sql`${table.status} = 'open'`),
    check('payment_links_amount_check', sql`${table.amountCents} > 0`),
    check('payment_links_purpose_check', sql`${table.purpose} in ('phone_order', 'change')`),
    check('payment_links_status_check', sql`${table.status} in ('open', 'paid', 'lapsed')`),
  ],
);
