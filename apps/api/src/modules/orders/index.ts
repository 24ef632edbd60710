/** Orders: what other modules and the app may use of this module. */
export { delayReadyTimes } from './busy-delay.ts';
export { anonymiseOrdersOf, everyOrderOf } from './customer-records.ts';
export { emailWaitingOrders, ORDER_ALERT_SWEEP_INTERVAL_MS } from './order-alerts.ts';
export type {
  ChangedBy,
  OrderEvent,
  OrderEventType,
  OrderSubscriber,
  StatusChanged,
} from './order-events.ts';
export { noOrderFigures, orderFiguresPerDay } from './order-figures.ts';
export { changedOrderOf, orderOf, placedReceipt } from './order-reads.ts';
export {
  CUSTOMER_CANCEL_REASON,
  rejectUnacceptedOrders,
  UNACCEPTED_SWEEP_INTERVAL_MS,
} from './order-status.ts';
export { boardOrder } from './order-views.ts';
export { orderCountsOf } from './orders.repository.ts';
export { orderRoutes } from './orders.routes.ts';
export { paymentsOrderSide } from './payments-side.ts';
export { staffOrderRoutes } from './staff-orders.routes.ts';
