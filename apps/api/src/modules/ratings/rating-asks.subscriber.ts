import type { OrderSubscriber } from '../orders/index.ts';
import { recordRatingAsk } from './rating-asks.ts';

/**
 * A completed order (delivered or collected) is to be asked about once its time is past (issue 51,
 * decision 072): the ask is written here, due `rating_ask_minutes` after the completion, and made by
 * the "rating asks" job.
 */
export const ratingAsks: OrderSubscriber = {
  config: { name: 'ratings.rating-asks', event: ['order.status_changed'] },
  async handler({ event, deps }) {
    if (event.type !== 'order.status_changed' || event.payload.to !== 'delivered') return;
    await recordRatingAsk(deps, { orderId: event.orderId, completedAt: event.createdAt });
  },
};
