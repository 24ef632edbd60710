/*
 * Imports nothing of letter.ts: the staff module, which sends it, is below the restaurant module
 * that letter.ts's types come from (no import cycle). Written as the others are.
 */

/** To a member of staff whose account was just locked by wrong passwords (issue 30). */
export function staffAccountLocked(
  lock: { wrongPasswords: number; until: string },
  member: { name: string },
  restaurant: { name: string },
): { subject: string; text: string } {
  return {
    subject: `Your ${restaurant.name} staff account is locked`,
    text: [
      `Hello ${member.name},`,
      '',
      `A wrong password was entered for your ${restaurant.name} staff account ${lock.wrongPasswords} times in a row,`,
      `so the account is locked until ${lock.until} (Dublin time). Until then even the right password is refused.`,
      '',
      'If it was you, wait until then, or ask an admin to unlock your account on the Staff page.',
      'If it was not you, someone may be trying to guess your password: tell an admin, and once you are',
      'signed in again, choose a new password (Change password, on the staff pages).',
      '',
      restaurant.name,
    ].join('\n'),
  };
}
