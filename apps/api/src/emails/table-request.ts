import { formatTime12h } from '@tiffin/core';
import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { type Letter, longDate, signature } from './letter.ts';

export type TableAskedFor = { people: number; date: string; time: string };

const whenAskedFor = (table: TableAskedFor) => `${longDate(table.date)} at ${formatTime12h(table.time)}`;
const tableAskedFor = (table: TableAskedFor) => `a table for ${table.people} on ${whenAskedFor(table)}`;

/** The whole enquiry, to the restaurant. */
export function tableRequestToRestaurant(
  enquiry: TableAskedFor & { name: string; phone: string; email: string; message?: string | null },
): Letter {
  return {
    subject: `Table request: ${enquiry.people} on ${whenAskedFor(enquiry)}`,
    text: [
      `${enquiry.name} asks for ${tableAskedFor(enquiry)}.`,
      '',
      `Phone: ${enquiry.phone}`,
      `E-mail: ${enquiry.email}`,
      `Message: ${enquiry.message || '(none)'}`,
    ].join('\n'),
  };
}

/**
 * The confirmation to the address given. Nobody has proved that address is the sender's, so it
 * carries nothing the sender typed (no name, no message): only the date, time and seats.
 */
export function tableRequestReceived(table: TableAskedFor, restaurant: RestaurantSettings): Letter {
  return {
    subject: `We have your table request — ${restaurant.name}`,
    text: [
      'Hello,',
      '',
      `Thank you: ${restaurant.name} has a request for ${tableAskedFor(table)}, made with this email address.`,
      `We will call to confirm it. To change it, call us on ${restaurant.phones[0] ?? ''}.`,
      '',
      ...signature(restaurant),
    ].join('\n'),
  };
}

/** The restaurant's answer to a table request, with its reply (not in the spec). */
export function tableRequestAnswered(
  table: TableAskedFor,
  answer: { status: 'confirmed' | 'declined'; reply: string },
  restaurant: RestaurantSettings,
): Letter {
  const confirmed = answer.status === 'confirmed';
  return {
    subject: `Your table request at ${restaurant.name}: ${confirmed ? 'confirmed' : 'declined'}`,
    text: [
      'Hello,',
      '',
      confirmed
        ? `${restaurant.name} has confirmed ${tableAskedFor(table)}.`
        : `${restaurant.name} cannot take your request for ${tableAskedFor(table)}.`,
      '',
      answer.reply,
      '',
      `To talk to us, call ${restaurant.phones[0] ?? ''}.`,
      '',
      ...signature(restaurant),
    ].join('\n'),
  };
}
