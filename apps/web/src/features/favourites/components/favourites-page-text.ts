/**
 * Ours (favourites): the favourites page's own texts, apart from site-text.ts so that they arrive
 * with the page's code, not in every first download (the heart's names stay there: every menu card
 * has one). The states' own words are messages.favourites and favouriteMessages.
 */
export const favouritesPageText = {
  intro: 'The dishes you have saved, ready to order again.',
  description: (name: string) => `The dishes you have saved at ${name}, ready to order again.`,
  signInTitle: 'Sign in to see your favourites',
  signInText: 'Tap the heart on any dish to save it here for your next order.',
  list: 'Your favourite dishes',
  /** Said while a card is being removed (it is dimmed and its buttons do nothing). */
  removing: 'Removing…',
};
