/** Card payments' records: what other modules and the app may use of this module. */

export { paymentRoutes } from './payments.routes.ts';
export {
  claimOrderRefund,
  closePayment,
  findPaymentByIntent,
  isEventHandled,
  listOpenPayments,
  listOpenPaymentsOf,
  lockPaymentByIntent,
  markPaymentPlaced,
  type PaymentRow,
  recordEventHandled,
  recordPayment,
  releaseOrderRefund,
  reopenPayment,
} from './payments.service.ts';
