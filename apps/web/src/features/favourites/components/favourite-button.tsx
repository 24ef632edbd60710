import type { Product } from '@tiffin/core';
import { HeartIcon } from '@/components/ui/icons/heart-icon';
import { siteText } from '@/lib/site-text';
import { useIsFavourite } from '../api/get-favourites';
import { preloadFavouriteChange } from '../hooks/use-favourite-change';

type FavouriteButtonProps = {
  product: Product;
  /** Whether a customer is signed in; a visitor's hearts are all empty, and pressing one asks them to sign in (the toggle decides). */
  signedIn: boolean;
  onToggle: (product: Product) => void;
};

/**
 * The heart on a dish's photo (visitor-side §2 "Menu section"): filled for a favourite, a toggle
 * button whose name says what pressing it does. Only the favourites query and an icon: what sends a change
 * loads when a customer's heart is pointed at, focused or pressed, never for a visitor.
 */
export function FavouriteButton({ product, signedIn, onToggle }: FavouriteButtonProps) {
  const favourite = useIsFavourite(signedIn, product.id);
  const text = siteText.favourites;
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={favourite ? text.remove(product.name) : text.add(product.name)}
      onClick={() => onToggle(product)}
      onPointerEnter={signedIn ? preloadFavouriteChange : undefined}
      onFocus={signedIn ? preloadFavouriteChange : undefined}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-ink/10 transition-colors hover:bg-white sm:size-11 ${
        favourite ? 'text-danger' : 'text-ink hover:text-danger'
      }`}
    >
      <HeartIcon filled={favourite} className="size-5 sm:size-6" />
    </button>
  );
}
