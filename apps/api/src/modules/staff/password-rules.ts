import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { passwordStrength } from '../../lib/password-strength.ts';
import { restaurantSender } from '../restaurant/index.ts';

/**
 * zxcvbn's score a staff password needs (issue 30): 3 of 4, "safely unguessable" in its words — more
 * than 10^8 guesses, with its lists of common passwords, names and words, and the member's own.
 */
export const STAFF_PASSWORD_MIN_SCORE = 3;

const text = {
  tooEasy: 'This password is too easy to guess.',
  tryWords: 'A few words that do not belong together are hard to guess and easy to remember.',
};

/** The words of a member's name and address (and the restaurant's name), which a password must not lean on. */
function personalWords(member: { name: string; email: string }, restaurantName: string | undefined) {
  const [local = ''] = member.email.split('@');
  const words = [member.name, member.email, local, restaurantName ?? '']
    .flatMap((value) => [value, ...value.split(/[\s._+-]+/)])
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3);
  return [...new Set(words)];
}

/**
 * Refuses a staff password that is easy to guess, as the field `field` of the form it came from,
 * saying what zxcvbn says would make it harder. Checked on the server only, so its dictionaries
 * stay out of the browser's code; every way of setting a staff password goes through here.
 */
export async function assertStrongPassword(
  db: Db,
  password: string,
  member: { name: string; email: string },
  field: 'password' | 'new_password' = 'password',
): Promise<void> {
  const restaurant = await restaurantSender(db);
  const { score, warning, suggestions } = await passwordStrength(
    password,
    personalWords(member, restaurant?.name),
  );
  if (score >= STAFF_PASSWORD_MIN_SCORE) return;
  const advice = warning || suggestions.length > 0 ? [warning, ...suggestions] : [text.tryWords];
  const message = [text.tooEasy, ...advice].filter(Boolean).join(' ');
  throw new AppError(field, message, { refusal: 'invalid' });
}
