import { formMessages } from '../form-messages.ts';
import {
  RATING_COMMENT_MAX_LENGTH,
  RATING_HIDE_REASON_MAX_LENGTH,
  RATING_REPLY_MAX_LENGTH,
  RATING_STARS_MAX,
  RATING_STARS_MIN,
  ratingMessages,
} from '../rating-messages.ts';
import { isMultiLineDisplayText } from '../text-rules.ts';
import { idParamSchema } from '../validation.ts';
import { z } from '../zod.ts';

/** Ratings after the meal (issue 51, decision 072): the customer's, the storefront's and the staff's calls. */
const m = ratingMessages.validation;
const unsupported = { error: formMessages.validation.unsupportedCharacters };

const stars = z
  .number({ error: m.stars })
  .int({ error: m.stars })
  .min(RATING_STARS_MIN, { error: m.stars })
  .max(RATING_STARS_MAX, { error: m.stars });

/** `POST /api/v1/customer/order/:orderId/rating`: the food's stars, a delivery's, a comment. */
export const rateOrderSchema = z.object({
  food: stars,
  /** Only for a delivery, and then needed (the server checks it against the order) */
  delivery: stars.nullable().default(null),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX_LENGTH, { error: m.commentTooLong, abort: true })
    .refine(isMultiLineDisplayText, unsupported)
    .default(''),
});
export type RateOrderRequest = z.input<typeof rateOrderSchema>;

export const orderRatingParamsSchema = z.object({ orderId: idParamSchema });

/** A rating as its customer sees it on the order page. */
export const givenRatingSchema = z.object({
  food: z.number(),
  delivery: z.number().nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
});

/**
 * Where an order stands with its rating: `not_asked` until its completion is past the restaurant's
 * time (or for an order that was not completed), `asked` once its customer has been asked, `rated`.
 */
export const orderRatingSchema = z.object({
  state: z.enum(['not_asked', 'asked', 'rated']),
  /** Whether the delivery is rated too */
  delivery: z.boolean(),
  rating: givenRatingSchema.nullable(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

/** A comment the storefront shows: its stars and day, and no name (decision 084). */
export const publicRatingCommentSchema = z.object({
  id: z.number(),
  food: z.number(),
  delivery: z.number().nullable(),
  comment: z.string(),
  created_at: z.string(),
});
export type PublicRatingComment = z.infer<typeof publicRatingCommentSchema>;

/**
 * The storefront's line: the average of the last ratings, null under the count it is shown from,
 * and the newest comments among them that the staff have not hidden (none while there is no average).
 */
export const ratingSummarySchema = z.object({
  count: z.number(),
  /** The average food stars with one decimal ("4.6"), null while fewer than 10 ratings */
  average: z.string().nullable(),
  comments: z.array(publicRatingCommentSchema),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const staffRatingSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  order_reference: z.string(),
  fulfilment: z.enum(['delivery', 'collection']),
  customer_name: z.string().nullable(),
  food: z.number(),
  delivery: z.number().nullable(),
  comment: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffRating = z.infer<typeof staffRatingSchema>;
export const staffRatingsResponseSchema = z.object({ ratings: z.array(staffRatingSchema) });
export const staffRatingParamsSchema = z.object({ ratingId: idParamSchema });

/** `POST /api/v1/staff/ratings/:ratingId/reply`: e-mailed to the customer, optionally with a coupon's code. */
export const ratingReplySchema = z.object({
  message: z
    .string({ error: m.reply })
    .trim()
    .min(3, { error: m.reply, abort: true })
    .max(RATING_REPLY_MAX_LENGTH, { error: m.replyTooLong, abort: true })
    .refine(isMultiLineDisplayText, unsupported),
  coupon_id: idParamSchema.nullable().default(null),
});
export type RatingReplyRequest = z.input<typeof ratingReplySchema>;

/** `POST /api/v1/staff/ratings/:ratingId/hide`: the comment hidden from the public, the reason logged. */
export const hideRatingCommentSchema = z.object({
  reason: z
    .string({ error: m.reason })
    .trim()
    .min(3, { error: m.reason, abort: true })
    .max(RATING_HIDE_REASON_MAX_LENGTH, { error: m.reasonTooLong, abort: true })
    .refine(isMultiLineDisplayText, unsupported),
});
export type HideRatingCommentRequest = z.input<typeof hideRatingCommentSchema>;
