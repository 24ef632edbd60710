/**
 * The favourites page's and the heart's answers (visitor-side, "Favourites"), with the specification's
 * exact wording. Apart from `messages`, which every first visit carries: the page, the list and the
 * change's toasts are loaded on demand. The heart's own refusals stay in `messages.favourites`.
 */
export const favouriteMessages = {
  heading: 'Favourites',
  loading: 'Loading favorites...',
  emptyTitle: 'No favourites yet',
  emptyText: 'Start adding items to your favourites!',
  browseMenu: 'Browse Menu',
  addedToFavourites: (name: string) => `${name} added to favorites`,
  removedFromFavourites: (name: string) => `${name} removed from favorites`,
  addToWishlistFailed: 'Failed to add to wishlist',
  removeFromWishlistFailed: 'Failed to remove from wishlist',
  /** The server's answers to add and remove (the spec does not show them). */
  added: 'Added to favourites', // not in the spec
  removed: 'Removed from favourites', // not in the spec
} as const;
