/*
 * Imports nothing of letter.ts: the staff module, which sends it, is below the restaurant module
 * that letter.ts's types come from (no import cycle). Written as the others are.
 */

/**
 * To a member of staff when a network is held back from their account by wrong passwords
 * (decision 060): at most once an hour, however many networks guess.
 */
export function staffSignInHeld(
  hold: { wrongPasswords: number; until: string; network: string },
  member: { name: string },
  restaurant: { name: string },
): { subject: string; text: string } {
  return {
    subject: `${restaurant.name}: wrong passwords for your staff account`,
    text: [
      `Hello ${member.name},`,
      '',
      `A wrong password was entered for your ${restaurant.name} staff account ${hold.wrongPasswords} times in a row`,
      `from the network ${hold.network}, so signing in from there is held until ${hold.until} (Dublin time).`,
      'You can still sign in from anywhere else, as usual.',
      '',
      'If it was you, wait until then, sign in from another network, or ask an admin to lift the hold',
      'on the Staff page. If it was not you, someone may be trying to guess your password: tell an admin,',
      'and choose a new password (Change password, on the staff pages).',
      '',
      restaurant.name,
    ].join('\n'),
  };
}
