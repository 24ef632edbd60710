/**
 * The whole schema, for drizzle-kit, the migrations, the database client, the seed and the tests:
 * each table is defined in the schema file of the module that owns it (decision 062), and only that
 * module reads and writes it; the others go through the owner's index.ts.
 */
export * from '../modules/addresses/addresses.schema.ts';
export * from '../modules/analytics/analytics.schema.ts';
export * from '../modules/auth/auth.schema.ts';
export * from '../modules/coupons/coupons.schema.ts';
export * from '../modules/customers/customers.schema.ts';
export * from '../modules/drivers/drivers.schema.ts';
export * from '../modules/favourites/favourites.schema.ts';
export * from '../modules/guard/guard.schema.ts';
export * from '../modules/menu/menu.schema.ts';
export * from '../modules/notifications/notifications.schema.ts';
export * from '../modules/orders/order-events.schema.ts';
export * from '../modules/orders/orders.schema.ts';
export * from '../modules/outbox/outbox.schema.ts';
export * from '../modules/payments/payments.schema.ts';
export * from '../modules/preorders/preorders.schema.ts';
export * from '../modules/printers/printers.schema.ts';
export * from '../modules/push/push.schema.ts';
export * from '../modules/ratings/ratings.schema.ts';
export * from '../modules/restaurant/restaurant.schema.ts';
export * from '../modules/slots/slots.schema.ts';
export * from '../modules/staff/staff.schema.ts';
export * from '../modules/tips/tips.schema.ts';
export * from '../modules/zones/zones.schema.ts';
