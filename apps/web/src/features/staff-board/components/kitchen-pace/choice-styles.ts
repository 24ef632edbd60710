/**
 * The pace controls' choices: big rows a cook can hit with a floured thumb (56 px high), the chosen
 * one saffron. Given to RadioField as its className.
 */
export const bigChoice =
  'min-h-14 cursor-pointer rounded-xl border border-line bg-white px-3 text-base sm:text-lg has-[:checked]:border-saffron has-[:checked]:bg-saffron-soft has-[:checked]:font-semibold';

/** The pace controls' buttons: as big as their choices. */
export const bigButton = 'min-h-14 w-full px-6 text-lg sm:w-auto';
