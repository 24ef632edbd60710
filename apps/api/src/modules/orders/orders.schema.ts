import type {
  DeliveryMode,
  OrderChangeSummary,
  OrderStatus,
  PaymentMethodCode,
  PlaceOrderResponse,
} from '@tiffin/core';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { allergenCodes, instant } from '../../db/columns.ts';
import { coupons } from '../coupons/coupons.schema.ts';
import { customers } from '../customers/customers.schema.ts';
import { products } from '../menu/menu.schema.ts';
import { restaurants } from '../restaurant/restaurant.schema.ts';
import { staffMembers } from '../staff/staff.schema.ts';

/**
 * The version of the settings that placing keeps in memory (decision 054): one row, its number raised
 * by triggers (migration 0031) at every write to the restaurants, opening hours, closed dates and VAT
 * rates, whoever makes it (the staff's pages, another process, psql). Placing reads it in the same
 * statement that claims the Idempotency-Key and reads the settings again only when it moved.
 */
export const settingsVersion = pgTable(
  'settings_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
  },
  (table) => [check('settings_version_one_row_check', sql`${table.id} = 1`)],
);

/** A delivery order's address as it was when the order was placed. */
export type OrderAddressSnapshot = {
  address: string;
  house: string | null;
  floor: string | null;
  road: string | null;
  eircode: string | null;
  latitude: number;
  longitude: number;
};

/** A chosen option as it was priced when the order was placed. */
export type OrderLineOption = {
  variation: string;
  label: string;
  price_cents: number;
  option_id: number;
  /**
   * Whether placing took the line's quantity from the option's stock (it was limited then), so a
   * cancel gives exactly that back. Absent on orders placed before it was kept.
   */
  stock_taken?: boolean;
};

/**
 * An order, kept as placed: names, prices, contact and address are copies, so a later change to the
 * menu, the settings or the account does not rewrite what was sold. Amounts in cents. A deleted
 * account leaves its orders with the restaurant for its tax records (customer set to null), their
 * contact, delivery address and notes replaced first (data-rights/anonymise-customer.ts, decision 045).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Six characters of an alphabet without look-alikes, read out on the phone */
    reference: text('reference').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    fulfilment: text('fulfilment').$type<DeliveryMode>().notNull(),
    /** 'cash_on_delivery' or 'digital_payment', as the payload names them */
    paymentMethod: text('payment_method').$type<PaymentMethodCode>().notNull(),
    scheduledAt: instant('scheduled_at').notNull(),
    /** The portions it took in its slot (issue 33), given back with the slot's place; 0 before then */
    portions: integer('portions').notNull().default(0),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddressSnapshot>(),
    distanceKm: doublePrecision('distance_km'),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The VAT the total contains, all rates together (`order_vat` has it by rate) */
    vatCents: integer('vat_cents').notNull(),
    /**
     * The one rate of an order placed before VAT by rate (decision 046); null since, the rates being
     * in `order_vat` and on each line
     */
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    /** The Re-turn deposit in the total: no sale, never discounted (decision 046) */
    depositCents: integer('deposit_cents').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    orderNote: text('order_note'),
    /** When the kitchen said, on accepting it, that the order will be ready */
    readyAt: instant('ready_at'),
    /** Why the restaurant canceled it, as the customer was told */
    cancelReason: text('cancel_reason'),
    /** The card payment that paid a card order: unique, so no payment pays for two orders. */
    paymentIntentId: text('payment_intent_id'),
    /** When the restaurant was e-mailed that the order waits unaccepted past the alert time (once) */
    alertEmailedAt: instant('alert_emailed_at'),
    /**
     * Raised by every change of its lines or details and every status change (issue 49): a change or
     * an acceptance sent with the version it was read at is refused when it moved (409)
     */
    version: integer('version').notNull().default(0),
    /** A changed card order's difference still to pay, by link or in cash at the door (issue 49) */
    toPayCents: integer('to_pay_cents').notNull().default(0),
    /**
     * The tip (issue 51, decision 065): on a card order only, paid with the total, outside it and its
     * VAT; never taken by a part refund, given back with a whole one
     */
    tipCents: integer('tip_cents').notNull().default(0),
    /** 'online' (the checkout) or 'phone' (taken by the staff, issue 49) */
    source: text('source').$type<'online' | 'phone'>().notNull().default('online'),
    /** A phone order's answer to "Does anyone eating have a food allergy?": 'no' or 'yes'; null online */
    allergyAnswer: text('allergy_answer').$type<'no' | 'yes'>(),
    /** What the allergy is, when the answer is 'yes' */
    allergyDetails: text('allergy_details'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('orders_reference_idx').on(table.reference),
    uniqueIndex('orders_payment_intent_idx').on(table.paymentIntentId),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_restaurant_idx').on(table.restaurantId, table.createdAt),
    // The sweeps of new orders (the alert e-mail, the rejection) read only these.
    index('orders_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check(
      'orders_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'processing', 'handover', 'delivered', 'canceled', 'failed', 'refunded')`,
    ),
    check('orders_fulfilment_check', sql`${table.fulfilment} in ('delivery', 'collection')`),
    check(
      'orders_payment_method_check',
      sql`${table.paymentMethod} in ('cash_on_delivery', 'digital_payment')`,
    ),
    check(
      'orders_amounts_check',
      sql`${table.subtotalCents} >= 0 and ${table.deliveryFeeCents} >= 0 and ${table.discountCents} >= 0 and ${table.totalCents} >= 0`,
    ),
    check('orders_to_pay_check', sql`${table.toPayCents} >= 0`),
    check(
      'orders_tip_check',
      sql`${table.tipCents} >= 0 and (${table.tipCents} = 0 or ${table.paymentMethod} = 'digital_payment')`,
    ),
    check('orders_source_check', sql`${table.source} in ('online', 'phone')`),
    check('orders_allergy_check', sql`${table.allergyAnswer} in ('no', 'yes')`),
  ],
);

/**
 * One dish of an order, as sold: its name, options, prices, note and allergens copied. The allergens
 * are the line's as sold: the dish's and its chosen options' together (issue 31).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    options: jsonb('options').$type<OrderLineOption[]>().notNull(),
    note: text('note'),
    allergens: allergenCodes(),
    position: integer('position').notNull(),
    /** The VAT rate the line was sold at (its dish's class on the day), basis points (decision 046) */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    /** The deposit per unit it was sold with, cents */
    depositCents: integer('deposit_cents').notNull().default(0),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId, table.position),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * An order's VAT by rate (decision 046), written in the placement's transaction: what was sold at
 * the rate after the coupon's share (gross), without its VAT (net), and the VAT. The deposit is in
 * no row. An order placed before had one rate: the migration gave it one row.
 */
export const orderVat = pgTable(
  'order_vat',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    grossCents: integer('gross_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.rateBasisPoints] }),
    check('order_vat_amounts_check', sql`${table.grossCents} = ${table.netCents} + ${table.vatCents}`),
  ],
);

/**
 * An Idempotency-Key a customer sent with an order. The row is written first in the order's
 * transaction, so a second request with the key waits on it; it keeps the answer of an order placed
 * and disappears with a refused one (decision 022).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body in a canonical form */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<PlaceOrderResponse>(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.key] })],
);

/**
 * Every status an order took, in order: the order's timeline, and the staff board's and order page's
 * live stream (the id is the Server-Sent Events id a reconnecting browser resumes after).
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /**
     * The driver who took it out or delivered it from their run (issue 50): the customer's page
     * names them when it left. Null for a change the board made.
     */
    driverId: integer('driver_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The change of its lines or details this row stands for (issue 49); its status is the order's, unmoved */
    orderChangeId: integer('order_change_id').references(() => orderChanges.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId, table.id)],
);

/**
 * A change the staff made to an order before it was handed over (issue 49, decision 069): who, when,
 * the version it made, the difference as the preview showed it (lines removed, added and changed;
 * the details that moved; the totals either side) and how the money's difference was settled.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    version: integer('version').notNull(),
    summary: jsonb('summary').$type<OrderChangeSummary>().notNull(),
    oldTotalCents: integer('old_total_cents').notNull(),
    newTotalCents: integer('new_total_cents').notNull(),
    differenceCents: integer('difference_cents').notNull(),
    settlement: text('settlement').$type<OrderChangeSummary['settlement']>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('order_changes_version_idx').on(table.orderId, table.version),
    check(
      'order_changes_settlement_check',
      sql`${table.settlement} in ('none', 'cash_due', 'cash', 'link', 'refund')`,
    ),
  ],
);
