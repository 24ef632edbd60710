import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { type Addressee, greeting, type Letter, letterOf, newsFooter } from './letter.ts';
import type { News } from './order-news.ts';

/**
 * The one ask for a rating of a completed order (issue 51, decision 072): the same words to every
 * customer, whatever the order was like, and the order's page where it is rated. Only the
 * restaurant's words and the order's reference: nothing the customer typed.
 */
export function ratingAskNews(
  order: { reference: string; fulfilment: 'delivery' | 'collection' },
  customer: Addressee,
  restaurant: RestaurantSettings,
  orderPageUrl: string,
): News {
  const ref = `#${order.reference}`;
  const what = order.fulfilment === 'delivery' ? 'the food and the delivery' : 'the food';
  const title = `How was order ${ref}?`;
  const description = `Rate ${what} of your order ${ref} from 1 to 5 stars on its page. We ask every customer once, after each completed order.`;
  return {
    title,
    description,
    letter: letterOf({
      subject: `${title} Rate it at ${restaurant.name}`,
      blocks: [greeting(customer), description, orderPageUrl],
      footer: newsFooter(restaurant),
    }),
  };
}

/**
 * The staff's private answer to a rating, by e-mail: their words, and the coupon's code they chose
 * to give, if any. The customer's own comment is not quoted back.
 */
export function ratingReplyLetter(
  order: { reference: string },
  reply: { message: string; couponCode: string | null },
  customer: Addressee,
  restaurant: RestaurantSettings,
): Letter {
  return letterOf({
    subject: `${restaurant.name} about your rating of order #${order.reference}`,
    blocks: [
      greeting(customer),
      reply.message,
      ...(reply.couponCode
        ? [`Your voucher for your next order: use the code ${reply.couponCode} at checkout.`]
        : []),
    ],
    footer: newsFooter(restaurant),
  });
}
