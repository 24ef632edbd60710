import { formatEuro, type OrderChangeSummary, orderChangeMessages } from '@tiffin/core';
import { changeInWords } from '../modules/orders/index.ts';
import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { type Addressee, greeting, letterOf, newsFooter } from './letter.ts';
import type { News } from './order-news.ts';

/** What the difference of a change means for the customer's money, in one sentence. */
function moneyWords(summary: OrderChangeSummary, toPayCents: number, paymentUrl: string | null): string {
  const total = `The new total is ${formatEuro(summary.new_total_cents)}`;
  const difference = formatEuro(Math.abs(summary.difference_cents));
  switch (summary.settlement) {
    case 'cash_due':
      return `${total}, to pay when you get it.`;
    case 'refund':
      return `${total}: ${difference} goes back to your card.`;
    case 'link':
      return `${total}: please pay the ${difference} more on your order's page${paymentUrl ? ` or here: ${paymentUrl}` : '.'}`;
    case 'cash':
      return `${total}: please pay the ${formatEuro(toPayCents)} more in cash when you get it.`;
    default:
      return `${total}.`;
  }
}

/**
 * A change of an order, as its customer is told it (issue 49): what changed, and the money; the
 * e-mail of a difference to pay by link carries the link (`paymentUrl`), a push opens the page.
 */
export function orderChangedNews(
  order: { reference: string; toPayCents: number },
  summary: OrderChangeSummary,
  paymentUrl: string | null,
  customer: Addressee,
  restaurant: RestaurantSettings,
): News {
  const title = orderChangeMessages.newsTitle(order.reference);
  const description = `${orderChangeMessages.newsBody(order.reference, changeInWords(summary))}. ${moneyWords(summary, order.toPayCents, paymentUrl)}`;
  const blocks = [greeting(customer), description];
  return { title, description, letter: letterOf({ subject: title, blocks, footer: newsFooter(restaurant) }) };
}
