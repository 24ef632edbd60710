import {
  type OrderRating,
  RATING_COMMENTS_SHOWN,
  RATING_SUMMARY_MIN_COUNT,
  RATING_SUMMARY_WINDOW,
  type RatingSummary,
  type rateOrderSchema,
  ratingMessages,
} from '@tiffin/core';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound, uniqueViolation } from '../../errors.ts';
import { orderOf } from '../orders/index.ts';
import type { RatingRow } from './ratings.repository.ts';
import * as repository from './ratings.repository.ts';

const refusals = ratingMessages.refusals;

/** The customer's own order, or a 404 as for an order that does not exist (no other's is told apart). */
async function ownOrder({ db }: Pick<AppDeps, 'db'>, orderId: number, customerId: number) {
  const order = await orderOf({ db }, { orderId });
  if (order.customerId !== customerId) throw notFound('Order');
  return order;
}

const givenRating = (row: RatingRow) => ({
  food: row.food,
  delivery: row.delivery,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/** Where the customer's order stands with its rating, for its page. */
export async function orderRatingOf(
  { db }: Pick<AppDeps, 'db'>,
  { orderId, customerId }: { orderId: number; customerId: number },
): Promise<OrderRating> {
  const order = await ownOrder({ db }, orderId, customerId);
  const delivery = order.fulfilment === 'delivery';
  const rating = await repository.findRatingOfOrder(db, orderId);
  if (rating) return { state: 'rated', delivery, rating: givenRating(rating) };
  const ask = await repository.findAsk(db, orderId);
  const asked = ask?.askedAt != null && order.status === 'delivered';
  return { state: asked ? 'asked' : 'not_asked', delivery, rating: null };
}

/**
 * The customer rates their own completed order, once (issue 51): the food and, for a delivery only
 * and then always, the delivery; a second rating is refused by the unique index (409), whoever wins
 * a race. Nothing here is open to the staff: their principal never reaches this route.
 */
export async function rateOrder(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  {
    orderId,
    customerId,
    rating,
  }: { orderId: number; customerId: number; rating: z.output<typeof rateOrderSchema> },
): Promise<OrderRating> {
  const order = await ownOrder({ db }, orderId, customerId);
  if (order.status !== 'delivered') throw new AppError('not_rateable', refusals.notCompleted);
  const delivery = order.fulfilment === 'delivery';
  if (delivery && rating.delivery === null) {
    throw new AppError('invalid', ratingMessages.validation.deliveryNeeded);
  }
  if (!delivery && rating.delivery !== null) {
    throw new AppError('invalid', ratingMessages.validation.deliveryOnlyForDelivery);
  }
  try {
    const row = await repository.insertRating(db, {
      orderId,
      customerId,
      food: rating.food,
      delivery: rating.delivery,
      comment: rating.comment === '' ? null : rating.comment,
      createdAt: clock.now(),
    });
    return { state: 'rated', delivery, rating: givenRating(row) };
  } catch (error) {
    if (uniqueViolation(error) === 'ratings_order_idx') throw new AppError('rated', refusals.rated);
    throw error;
  }
}

/**
 * The storefront's line (issue 51): the average food stars of the last 400 ratings with their count,
 * the average only from the 10th rating, and beside it the newest comments of those ratings that the
 * staff have not hidden, with no name (decision 084). Every rating counts, a hidden comment's stars too.
 */
export async function ratingSummary({ db }: Pick<AppDeps, 'db'>): Promise<RatingSummary> {
  const { count, average } = await repository.lastRatingsSummary(db, RATING_SUMMARY_WINDOW);
  if (count < RATING_SUMMARY_MIN_COUNT || average === null) return { count, average: null, comments: [] };
  const comments = await repository.shownComments(db, {
    window: RATING_SUMMARY_WINDOW,
    limit: RATING_COMMENTS_SHOWN,
  });
  return {
    count,
    average: average.toFixed(1),
    comments: comments.flatMap(({ id, food, delivery, comment, createdAt }) =>
      comment === null ? [] : [{ id, food, delivery, comment, created_at: createdAt.toISOString() }],
    ),
  };
}

/** A customer's ratings as their copy of their data gives them (data-rights, GDPR article 15). */
export async function everyRatingOf({ db }: Pick<AppDeps, 'db'>, { customerId }: { customerId: number }) {
  return (await repository.ratingsOfCustomer(db, customerId)).map((row) => ({
    order_id: row.orderId,
    food: row.food,
    delivery: row.delivery,
    comment: row.comment,
    hidden_reason: row.hiddenReason,
    created_at: row.createdAt.toISOString(),
  }));
}
