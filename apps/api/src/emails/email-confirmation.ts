import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { type Letter, signature } from './letter.ts';

/**
 * The link that proves a new account's address (issue 30). Nobody has proved the address yet, so it
 * carries nothing the customer typed: not even their name.
 */
export function emailConfirmationLink(
  { link, validHours }: { link: string; validHours: number },
  restaurant: RestaurantSettings,
): Letter {
  return {
    subject: `Confirm your e-mail address for ${restaurant.name}`,
    text: [
      'Hello,',
      '',
      `An account at ${restaurant.name} was made with this e-mail address. To confirm that the address is yours, open this link:`,
      '',
      `    ${link}`,
      '',
      `It works once, within ${validHours} hours. Until then, our e-mails about your orders leave out your name and notes.`,
      'If you did not make the account, you can ignore this e-mail.',
      '',
      ...signature(restaurant),
    ].join('\n'),
  };
}
