/**
 * Card payments: their records, which gateway takes cards, the sweep and the webhook that settle
 * those left without an order, the refunds whose answer was lost, the simulated gateway's card form
 * and Apple Pay's domain association file, part refunds, and payment links (decisions 024, 025, 042, 062, 063, 070).
 *
 * This file is the module's entry point: what other modules and the app may use of it, orders
 * included.
 */
export { cardIntentIdOf } from './card-intent.ts';
export type { OrderSide, PlaceOrderInput } from './order-side.ts';
export {
  findPartRefund,
  finishPartRefund,
  type PartRefundRecord,
  partRefundsOf,
} from './part-refunds.repository.ts';
export {
  findPaymentLink,
  markPaymentLinkLapsed,
  markPaymentLinkPaid,
  type PaymentLinkRow,
} from './payment-links.repository.ts';
export {
  createPaymentLink,
  openPaymentLinksOf,
  orderLinksOf,
  PAYMENT_LINK_SWEEP_INTERVAL_MS,
  type PaymentLink,
  sweepPaymentLinks,
} from './payment-links.ts';
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
export {
  type OrderForRefund,
  type RefundAsk,
  type RefundPartInput,
  refundableOrderOf,
  refundMethodOf,
  refundPart,
  refundRefusalOf,
  type SentRefund,
  sendPartRefund,
} from './refund-part.ts';
