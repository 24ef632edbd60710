import { messages, type Product } from '@tiffin/core';
import { memo } from 'react';
import { DishImage } from '@/components/ui/dish-image';
import { DishDescription, DishPrice } from '@/components/ui/dish-text';
import { BasketIcon } from '@/components/ui/icons/basket-icon';
import { HeartIcon } from '@/components/ui/icons/heart-icon';
import { VegMark } from '@/components/ui/veg-mark';
import { siteText } from '@/lib/site-text';
import { favouritesPageText } from './favourites-page-text';

type FavouriteCardProps = {
  product: Product;
  /** Its photo loaded at once, not when scrolled near; 'high': first, before other images */
  eagerImage?: boolean | 'high';
  /** Its removal is on its way: the card is dimmed and its buttons do nothing. */
  removing?: boolean;
  /** Added to the basket in the last 3 s: the button says 'ADDED TO CART!'. */
  justAdded?: boolean;
  onRemove: (product: Product) => void;
  /** Opens the add-to-cart sheet. */
  onAddToCart: (product: Product) => void;
  /** Outside its hours (issue 33), e.g. 'Available from 12:00': greyed, with no cart button. */
  unavailableNote?: string | null;
  /** "Sold out for today" (issue 47): said, and still added for a later slot. */
  soldOutNote?: string | null;
};

/**
 * One favourite (visitor-side §2 "Favourites screen"): photo, name, price, description, the filled
 * heart that removes it, and the cart button that opens the add-to-cart sheet; the vegetarian mark
 * and the allergens as on the menu's cards. While the removal
 * is on its way the buttons are aria-disabled rather than disabled, so keyboard focus stays on the
 * heart; the list moves it on when the card goes.
 */
export const FavouriteCard = memo(function FavouriteCard({
  product,
  eagerImage = false,
  removing = false,
  justAdded = false,
  onRemove,
  onAddToCart,
  unavailableNote,
  soldOutNote,
}: FavouriteCardProps) {
  const headingId = `favourite-${product.id}-name`;
  const text = siteText.favourites;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={removing || undefined}
      className={`flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line transition-opacity duration-200 ${
        removing ? 'opacity-50' : ''
      }`}
    >
      {/* Below 640 px a thumbnail beside the text, as on the menu; above, a photo on top. */}
      <div className="flex flex-1 flex-row-reverse sm:flex-none sm:flex-col">
        <div
          className={`relative w-32 shrink-0 p-3 pl-0 sm:w-full sm:p-0 ${unavailableNote ? '[&_img]:opacity-50 [&_img]:grayscale' : ''}`}
        >
          <DishImage
            image={product.image}
            photo={product.photo}
            alt={product.name}
            eager={eagerImage}
            className="rounded-xl sm:rounded-none"
          />
          <div className="absolute top-5 right-2 sm:top-3 sm:right-3">
            <button
              type="button"
              data-favourite-remove=""
              aria-label={text.remove(product.name)}
              aria-disabled={removing || undefined}
              onClick={() => {
                if (!removing) onRemove(product);
              }}
              className="inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-danger shadow-md ring-1 ring-ink/10 transition-colors hover:bg-white aria-disabled:cursor-not-allowed sm:size-11"
            >
              <HeartIcon filled className="size-5 sm:size-6" />
            </button>
          </div>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
            <h2 id={headingId} className="text-base font-semibold leading-snug">
              {product.veg && <VegMark label={siteText.menu.vegetarian} />}
              {product.name}
            </h2>
            <DishPrice price={product.price} />
          </div>
          {(unavailableNote || soldOutNote) && (
            <p className="w-fit rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-bold">
              {unavailableNote || soldOutNote}
            </p>
          )}
          <DishDescription product={product} />
          {removing && <p className="sr-only">{favouritesPageText.removing}</p>}
        </div>
      </div>
      {!unavailableNote && (
        <div className="mt-auto flex items-center justify-end px-4 pb-4">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-describedby={headingId}
            aria-disabled={removing || undefined}
            onClick={() => {
              if (!removing) onAddToCart(product);
            }}
            className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-xs font-bold tracking-wide transition-colors aria-disabled:cursor-not-allowed ${
              justAdded ? 'bg-chutney text-white' : 'bg-saffron text-white hover:bg-saffron-dark'
            }`}
          >
            <BasketIcon className="size-4" />
            {justAdded ? messages.menu.addedToCart : messages.menu.addToCart}
          </button>
        </div>
      )}
    </article>
  );
});
