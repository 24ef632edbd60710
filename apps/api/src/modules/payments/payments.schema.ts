import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
