import { orderNews } from './modules/notifications/order-news.subscriber.ts';
import { restaurantTold } from './modules/notifications/restaurant-told.subscriber.ts';
import type { OrderSubscriber } from './modules/orders/index.ts';
import { orderTickets } from './modules/printers/order-tickets.subscriber.ts';
import { orderPushes } from './modules/push/order-pushes.subscriber.ts';
import { ratingAsks } from './modules/ratings/rating-asks.subscriber.ts';

/**
 * Who hears the order events (decision 062): each subscriber is a file of its own module,
 * `<module>/<name>.subscriber.ts`, that names the events it takes and reads the order through
 * orders' index.ts. Such a file is its module's second entry point, imported here only (biome.json),
 * so that a module orders calls (payments, customers…) may tell a customer without a cycle. A new
 * subscriber is added here, and no file of orders changes.
 */
export const orderSubscribers: readonly OrderSubscriber[] = [
  orderNews,
  restaurantTold,
  orderPushes,
  orderTickets,
  ratingAsks,
];
