import type { AppDeps } from '../../deps.ts';
import type { OrderSide } from '../payments/index.ts';
import { completeOrderRefund } from './order-status.ts';
import { completePartRefund } from './part-refund.ts';
import { placeOrder } from './place-order.ts';

/**
 * What payments may ask of orders (payments/order-side.ts): placing a basket paid for as the browser
 * would, and finishing an order's refund the gateway made, bound to the app's dependencies.
 */
export const paymentsOrderSide = (
  deps: Pick<AppDeps, 'db' | 'clock' | 'orderEvents' | 'events' | 'paymentGateway' | 'log'>,
): OrderSide => ({
  placeOrder: (input) => placeOrder(deps, input),
  completeOrderRefund: (orderId) => completeOrderRefund(deps, { orderId }),
  completePartRefund: (refundId, gatewayRefundId) => completePartRefund(deps, { refundId, gatewayRefundId }),
});
