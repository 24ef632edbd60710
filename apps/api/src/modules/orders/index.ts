/**
 * Orders: placement as a story of steps with its second entrance for the staff's phone orders, the
 * quote, the staff's board and status flow with its live stream, the customer's order page, cancel
 * and Order again (decisions 022, 026, 029, 039, 054, 057, 063).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */

export { deliveryAddressOf } from './address-line.ts';
export { delayReadyTimes } from './busy-delay.ts';
export { changeInWords } from './changes/change-difference.ts';
export { staffOrderChangeRoutes } from './changes/order-changes.routes.ts';
export { anonymiseOrdersOf, everyOrderOf } from './customer-records.ts';
export { type DeliveryPoint, deliveryPointsSince } from './delivery-points.ts';
export { deliverOrder, lockOrderForRun, type OrderForRun, sendOrderOut } from './driver-steps.ts';
export { emailWaitingOrders, ORDER_ALERT_SWEEP_INTERVAL_MS } from './order-alerts.ts';
export type {
  ChangedBy,
  OrderChanged,
  OrderEvent,
  OrderEventType,
  OrderSubscriber,
  PartRefunded,
  StatusChanged,
} from './order-events.ts';
export { noOrderFigures, orderFiguresPerDay } from './order-figures.ts';
export { changedOrderOf, orderChangeOf, orderOf, placedReceipt } from './order-reads.ts';
export {
  CUSTOMER_CANCEL_REASON,
  rejectUnacceptedOrders,
  UNACCEPTED_SWEEP_INTERVAL_MS,
} from './order-status.ts';
export { boardOrder, duePaymentLink } from './order-views.ts';
export { orderCountsOf, ordersByIds } from './orders.repository.ts';
export { orderRoutes } from './orders.routes.ts';
export { paymentsOrderSide } from './payments-side.ts';
export { orderRefunds } from './refund-views.ts';
export { staffOrderRoutes } from './staff-orders.routes.ts';
