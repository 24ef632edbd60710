import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { type Addressee, greeting, type Letter, signature } from './letter.ts';

/** The password-reset code, to the account's own address. */
export function passwordResetCode(
  { code, validMinutes }: { code: string; validMinutes: number },
  customer: Addressee,
  restaurant: RestaurantSettings,
): Letter {
  return {
    subject: `Your ${restaurant.name} password reset code`,
    text: [
      greeting(customer),
      '',
      `Your code to reset your ${restaurant.name} password is:`,
      '',
      `    ${code}`,
      '',
      `It works once, within ${validMinutes} minutes.`,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      ...signature(restaurant),
      restaurant.phones[0] ?? '',
    ].join('\n'),
  };
}
