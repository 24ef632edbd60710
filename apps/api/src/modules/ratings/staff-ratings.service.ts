import {
  type HideRatingCommentRequest,
  ratingMessages,
  type ratingReplySchema,
  STAFF_RATINGS_LIST_LIMIT,
  type StaffRating,
} from '@tiffin/core';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { emailFrom } from '../../emails/letter.ts';
import { ratingReplyLetter } from '../../emails/rating-news.ts';
import { AppError, notFound } from '../../errors.ts';
import { activeCouponCode } from '../coupons/index.ts';
import { findCustomerById } from '../customers/index.ts';
import { orderOf, ordersByIds } from '../orders/index.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import { recordAction } from '../staff/index.ts';
import type { RatingRow } from './ratings.repository.ts';
import * as repository from './ratings.repository.ts';

/*
 * The admins' side of the ratings (issue 51, decision 072): they read them with their orders, answer
 * a customer privately by e-mail and hide a comment from the public with a logged reason. Nothing
 * here writes or changes a rating's stars or words: no such use case exists.
 */

const refusals = ratingMessages.refusals;

/** The newest ratings with their orders' reference, kind and contact name. */
export async function listRatings({ db }: Pick<AppDeps, 'db'>): Promise<{ ratings: StaffRating[] }> {
  const rows = await repository.listRatings(db, STAFF_RATINGS_LIST_LIMIT);
  const orders = await ordersByIds(db, [...new Set(rows.map((row) => row.orderId))]);
  return {
    ratings: rows.flatMap((row) => {
      const order = orders.get(row.orderId);
      return order ? [staffRatingOf(row, order)] : [];
    }),
  };
}

function staffRatingOf(
  row: RatingRow,
  order: { reference: string; fulfilment: 'delivery' | 'collection'; contactName: string },
): StaffRating {
  return {
    id: row.id,
    order_id: row.orderId,
    order_reference: order.reference,
    fulfilment: order.fulfilment,
    customer_name: order.contactName,
    food: row.food,
    delivery: row.delivery,
    comment: row.comment,
    hidden_reason: row.hiddenReason,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Answers a rating privately, once: the e-mail to the customer (with the code of a coupon chosen from
 * the restaurant's active ones), the mark and the staff's log, in one transaction.
 */
export async function replyToRating(
  { db, clock, mailer }: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  {
    ratingId,
    reply,
    staffId,
  }: { ratingId: number; reply: z.output<typeof ratingReplySchema>; staffId: number },
): Promise<StaffRating> {
  const restaurant = await requireRestaurant({ db });
  const answered = await db.transaction(async (tx) => {
    const couponCode =
      reply.coupon_id === null ? null : await activeCouponCode({ db: tx }, { couponId: reply.coupon_id });
    if (couponCode === undefined) throw notFound('Coupon');
    const row = await repository.markReplied(tx, ratingId, { at: clock.now(), by: staffId });
    if (!row) {
      if (!(await repository.findRating(tx, ratingId))) throw notFound('Rating');
      throw new AppError('answered', refusals.replied);
    }
    const order = await orderOf({ db: tx }, { orderId: row.orderId });
    const customer = await findCustomerById({ db: tx }, { customerId: row.customerId });
    if (!customer) throw notFound('Customer');
    await mailer.enqueue(tx, {
      from: emailFrom(restaurant),
      to: customer.email,
      customerId: customer.id,
      ...ratingReplyLetter(order, { message: reply.message, couponCode }, customer, restaurant),
    });
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: 'answered a rating',
        subject: `rating ${ratingId} of order ${order.reference}`,
        details: couponCode ? { coupon: couponCode } : {},
      },
    );
    return staffRatingOf(row, order);
  });
  mailer.wake();
  return answered;
}

/** Hides a rating's comment from the public, once, the reason kept with it and in the staff's log. */
export async function hideRatingComment(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { ratingId, hide, staffId }: { ratingId: number; hide: HideRatingCommentRequest; staffId: number },
): Promise<StaffRating> {
  return db.transaction(async (tx) => {
    const row = await repository.hideComment(tx, ratingId, {
      reason: hide.reason,
      at: clock.now(),
      by: staffId,
    });
    if (!row) {
      const rating = await repository.findRating(tx, ratingId);
      if (!rating) throw notFound('Rating');
      throw new AppError('answered', rating.comment === null ? refusals.noComment : refusals.hidden);
    }
    const order = await orderOf({ db: tx }, { orderId: row.orderId });
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: 'hid a rating comment',
        subject: `rating ${ratingId} of order ${order.reference}`,
        details: { reason: hide.reason },
      },
    );
    return staffRatingOf(row, order);
  });
}
