import type { AppDeps } from '../../deps.ts';
import type { OrderSide } from '../payments/index.ts';
import { completeOrderRefund } from './order-status.ts';
import { completePartRefund } from './part-refund.ts';
import { paymentLinkLapsed, paymentLinkPaid } from './payment-link-settled.ts';
import { placeOrder } from './place-order.ts';

/**
 * What payments may ask of orders (payments/order-side.ts): placing a basket paid for as the browser
 * would, finishing an order's refund the gateway made, and its payment links paid or lapsed, bound to the app's dependencies.
 */
export const paymentsOrderSide = (
  deps: Pick<AppDeps, 'db' | 'clock' | 'orderEvents' | 'events' | 'paymentGateway' | 'log'>,
): OrderSide => ({
  placeOrder: (input) => placeOrder(deps, input),
  completeOrderRefund: (orderId) => completeOrderRefund(deps, { orderId }),
  completePartRefund: (refundId, gatewayRefundId) => completePartRefund(deps, { refundId, gatewayRefundId }),
  paymentLinkPaid: (linkId, intentId) => paymentLinkPaid(deps, linkId, intentId),
  paymentLinkLapsed: (linkId) => paymentLinkLapsed(deps, linkId),
});
