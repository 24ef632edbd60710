import { RATING_STARS_MAX } from '@tiffin/core';

/** The staff's ratings page (issue 51, decision 072), in the browser's words. */
export const staffRatingMessages = {
  nav: 'Ratings',
  title: 'Ratings',
  intro:
    'Every completed order’s customer is asked once. Nobody at the restaurant can write or change a rating: answer the customer privately, or hide a comment from the public with a reason.',
  loading: 'Loading ratings...',
  failed: 'The ratings could not be loaded.',
  retry: 'Try again',
  none: 'No ratings yet',
  order: (reference: string) => `Order #${reference}`,
  fulfilment: { delivery: 'Delivery', collection: 'Collection' } as const,
  food: (stars: number) => `Food ${stars}/${RATING_STARS_MAX}`,
  delivery: (stars: number) => `Delivery ${stars}/${RATING_STARS_MAX}`,
  noComment: 'No comment',
  rated: (when: string) => `Rated ${when}`,
  hidden: (reason: string) => `Hidden from the public: ${reason}`,
  replied: (when: string) => `Answered by e-mail ${when}`,
  reply: 'Answer privately by e-mail',
  replyHint: 'Sent to the customer only; their comment is not quoted.',
  voucher: 'Voucher (optional)',
  noVoucher: 'No voucher',
  send: 'Send answer',
  sent: 'Your answer is on its way to the customer.',
  hideReason: 'Why hide the comment?',
  hideHint: 'Kept in the staff log. The stars still count.',
  hide: 'Hide comment',
  hiddenNow: 'The comment is hidden from the public.',
} as const;
