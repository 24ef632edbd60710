import type { PlaceOrderRequest, PlaceOrderResponse } from '@tiffin/core';
import type { Customer } from '../customers/index.ts';

/** A card order to place, as the browser asks for it. */
export type PlaceOrderInput = {
  customer: Pick<Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'emailVerifiedAt'>;
  idempotencyKey: string | undefined;
  body: PlaceOrderRequest;
};

/**
 * What a payment's lifecycle asks of orders: to place the order of a basket paid for, and to finish
 * an order's refund or part refund the gateway made. Orders hands it over (`paymentsOrderSide` in orders'
 * index.ts, given by app.ts and orders' routes), since orders calls payments and not the reverse.
 */
export type OrderSide = {
  placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResponse>;
  completeOrderRefund(orderId: number): Promise<unknown>;
  /** A part refund the gateway made: the customer told, the order refunded once nothing is left (issue 49). */
  completePartRefund(refundId: number, gatewayRefundId: string): Promise<unknown>;
  /**
   * A payment link paid (issue 49): marked paid (payments' `markPaymentLinkPaid`, in orders'
   * transaction over the order's row) and the order's to-pay lowered. False when it was not open.
   */
  paymentLinkPaid(linkId: number, intentId: string | null): Promise<boolean>;
  /** A link whose time is up: marked lapsed, and a phone order that waited for it cancelled. */
  paymentLinkLapsed(linkId: number): Promise<boolean>;
};
