/** Card payments' records: what other modules and the app may use of this module. */

export { finishPaymentRefund } from './payment-refunded.ts';
export { type CardPayment, cardPaymentsOf } from './payments.repository.ts';
export { paymentRoutes } from './payments.routes.ts';
export {
  cancelPayment,
  claimOrderRefund,
  claimPaymentRefund,
  findPaymentByIntent,
  findPaymentOfOrder,
  finishRefund,
  forgetPaymentBasketsOf,
  isEventHandled,
  listOpenPayments,
  listOpenPaymentsOf,
  listPendingRefunds,
  lockPaymentByIntent,
  markPaymentPlaced,
  type PaymentRow,
  recordEventHandled,
  recordPayment,
  releaseOrderRefund,
  reopenPayment,
} from './payments.service.ts';
