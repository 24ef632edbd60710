/**
 * Card payments (issues 13, 30; decision 062): their records, the sweep and the webhook that settle
 * those left without an order, the refunds whose answer was lost, and what orders asks of them.
 */
export { cardIntentIdOf } from './card-intent.ts';
export type { OrderSide, PlaceOrderInput } from './order-side.ts';
export { type CardPayment, cardPaymentsOf } from './payments.repository.ts';
export { paymentRoutes } from './payments.routes.ts';
export {
  claimOrderRefund,
  findPaymentOfOrder,
  finishRefund,
  forgetPaymentBasketsOf,
  lockPaymentByIntent,
  markPaymentPlaced,
  type PaymentRow,
  recordPayment,
  releaseOrderRefund,
} from './payments.service.ts';
export {
  cancelSupersededPayments,
  handlePaymentEvent,
  PAYMENT_SWEEP_INTERVAL_MS,
  placePaidOrder,
  type Reconciliation,
  sweepPayments,
} from './reconcile-payments.ts';
