/*
 * Ratings after the meal (issue 51, decision 072): the numbers they are bounded by and every word the
 * customer, the storefront and the staff read of them, in one place for the server and the browser.
 */

/** A rating's stars: whole numbers from one to five, for the food and, for a delivery, the delivery. */
export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;
/** The longest comment a customer may leave, and the longest reply or hiding reason of the staff. */
export const RATING_COMMENT_MAX_LENGTH = 1000;
export const RATING_REPLY_MAX_LENGTH = 2000;
export const RATING_HIDE_REASON_MAX_LENGTH = 300;
/** The storefront's average is of the last 400 ratings, and shown only from the 10th (Deliveroo's rule). */
export const RATING_SUMMARY_WINDOW = 400;
export const RATING_SUMMARY_MIN_COUNT = 10;
/** Beside the average, the newest comments of those ratings that are not hidden, this many at most. */
export const RATING_COMMENTS_SHOWN = 6;
/** The staff's page lists the newest ratings, this many at most. */
export const STAFF_RATINGS_LIST_LIMIT = 200;

export const ratingMessages = {
  ask: {
    heading: 'How was your meal?',
    intro: 'Every customer is asked once, after each completed order. Your rating is shown as you give it.',
    food: 'The food',
    delivery: 'The delivery',
    stars: (count: number) => `${count} of ${RATING_STARS_MAX} stars`,
    comment: 'A comment (optional)',
    commentHint: `At most ${RATING_COMMENT_MAX_LENGTH} characters.`,
    send: 'Send my rating',
    sending: 'Sending…',
    thanks: 'Thank you for your rating.',
    yours: (food: number, delivery: number | null) =>
      delivery === null
        ? `You rated the food ${food} of ${RATING_STARS_MAX}.`
        : `You rated the food ${food} of ${RATING_STARS_MAX} and the delivery ${delivery} of ${RATING_STARS_MAX}.`,
    loading: 'Loading your rating…',
    loadFailed: 'Your rating could not be loaded.',
    tryAgain: 'Try again',
  },
  validation: {
    stars: `Choose from ${RATING_STARS_MIN} to ${RATING_STARS_MAX} stars`,
    deliveryOnlyForDelivery: 'Only a delivery has its delivery rated',
    deliveryNeeded: 'Rate the delivery too',
    commentTooLong: `At most ${RATING_COMMENT_MAX_LENGTH} characters`,
    reply: 'Write to the customer',
    replyTooLong: `At most ${RATING_REPLY_MAX_LENGTH} characters`,
    reason: 'Say why the comment is hidden',
    reasonTooLong: `At most ${RATING_HIDE_REASON_MAX_LENGTH} characters`,
  },
  refusals: {
    notCompleted: 'Only a completed order can be rated',
    rated: 'This order has already been rated',
    replied: 'This rating has already been answered',
    hidden: 'This comment is already hidden',
    noComment: 'This rating has no comment to hide',
  },
  summary: {
    heading: 'Ratings from orders on this site',
    average: (average: string) => `${average} out of ${RATING_STARS_MAX}`,
    count: (count: number) => `from the last ${count} ${count === 1 ? 'rating' : 'ratings'}`,
    commentsHeading: 'Recent comments',
    /** A comment's line of stars and day, e.g. 'Food 5 of 5 · Delivery 4 of 5 · 05 Mar 2026' */
    commentStars: (food: number, delivery: number | null, day: string) =>
      [
        `Food ${food} of ${RATING_STARS_MAX}`,
        delivery === null ? null : `Delivery ${delivery} of ${RATING_STARS_MAX}`,
        day,
      ]
        .filter((part) => part !== null)
        .join(' · '),
    // Omnibus (Consumer Rights Act 2022): say whether and how the reviews are checked.
    howChecked:
      'Ratings come only from completed orders placed on this site: each customer is asked once, after every completed order, and can rate that order only once. Nobody at the restaurant can write or change a rating; the staff may hide a comment that breaks the law or names a person, and the stars still count.',
  },
} as const;
