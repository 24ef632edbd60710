import { customerOrderPath, MINUTE_MS } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { emailFrom } from '../../emails/letter.ts';
import { ratingAskNews } from '../../emails/rating-news.ts';
import { findCustomerById } from '../customers/index.ts';
import { tellCustomer } from '../notifications/index.ts';
import { orderOf } from '../orders/index.ts';
import { orderStatusPush, pushToCustomer } from '../push/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import * as repository from './ratings.repository.ts';

/** How often the "rating asks" job looks for asks that are due: within a minute of their time. */
export const RATING_ASKS_INTERVAL_MS = 60_000;
/** The asks one run makes at most; the next run takes the rest. */
const ASKS_PER_RUN = 100;

/**
 * An order just completed, to be asked about once its time is past (issue 51): called by the
 * subscriber to its completion, in that delivery's transaction. Every completed order of a customer
 * is asked about, whatever happened to it: no choice of whom to ask.
 */
export async function recordRatingAsk(
  { db }: Pick<AppDeps, 'db'>,
  { orderId, completedAt }: { orderId: number; completedAt: Date },
): Promise<void> {
  const order = await orderOf({ db }, { orderId });
  if (order.customerId === null || order.status !== 'delivered') return;
  const restaurant = await requireRestaurant({ db });
  const dueAt = new Date(completedAt.getTime() + restaurant.ratingAskMinutes * MINUTE_MS);
  await repository.insertAsk(db, { orderId, customerId: order.customerId, dueAt });
}

/**
 * The "rating asks" job (decision 072): each ask that is due is marked made and its customer told,
 * a notification with its e-mail and a push to their browsers, in one transaction; the conditional
 * mark makes two runs at once ask once. An order no longer completed (refunded since) is marked and
 * not asked.
 */
export async function askForRatings(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'pusher' | 'config'>,
): Promise<number> {
  const { db, clock, mailer, pusher, config } = deps;
  const now = clock.now();
  let asked = 0;
  for (const orderId of await repository.dueAsks(db, now, ASKS_PER_RUN)) {
    const told = await db.transaction(async (tx) => {
      const ask = await repository.markAsked(tx, orderId, now);
      if (!ask) return false;
      const order = await orderOf({ db: tx }, { orderId });
      if (order.status !== 'delivered') return false;
      const customer = await findCustomerById({ db: tx }, { customerId: ask.customerId });
      if (!customer) return false;
      const restaurant = await requireRestaurant({ db: tx });
      const orderPageUrl = `${config.siteUrl}${customerOrderPath(order.id)}`;
      const news = ratingAskNews(order, customer, restaurant, orderPageUrl);
      await tellCustomer(
        { db: tx, mailer },
        {
          customer,
          from: emailFrom(restaurant),
          news,
          data: { type: 'rating_ask', order_id: order.id },
          now,
        },
      );
      await pushToCustomer(
        { db: tx, pusher },
        { customerId: customer.id, payload: orderStatusPush(order, order.status, news) },
      );
      return true;
    });
    if (told) asked += 1;
  }
  if (asked > 0) {
    mailer.wake();
    pusher.wake();
  }
  return asked;
}
