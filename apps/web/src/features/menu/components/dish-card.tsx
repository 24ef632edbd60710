import { messages, type Product } from '@tiffin/core';
import { memo, type ReactNode } from 'react';
import { DishImage } from '@/components/ui/dish-image';
import { DishDescription, DishPrice } from '@/components/ui/dish-text';
import { VegMark } from '@/components/ui/veg-mark';
import { siteText } from '@/lib/site-text';

/** Renders the heart button of a dish; the favourites feature provides it (nothing until then). */
export type FavouriteButtonSlot = (product: Product) => ReactNode;

type DishCardProps = {
  product: Product;
  /** Its photo loaded at once, not when scrolled near; 'high': first, before other images */
  eagerImage?: boolean | 'high';
  /** How many of this dish are in the basket (all options together). */
  quantityInCart?: number;
  /** Added in the last 3 s: the button says 'ADDED TO CART!'. */
  justAdded?: boolean;
  /** The status button: adds the dish, or opens it when it has options. No button without it. */
  onAdd?: (product: Product) => void;
  /** The dish's name (and photo) open the dish with its details. */
  onOpen?: (product: Product) => void;
  /** Pointer over or focus on the card's buttons: a good moment to load what a click needs. */
  onIntent?: (product: Product) => void;
  favouriteButton?: FavouriteButtonSlot | undefined;
  /**
   * The dish's own allergens that the customer avoids (the menu's filter, issue 31), e.g.
   * 'Crustaceans, Milk': the card is marked with them and its photo dimmed. Still offered, as marked:
   * a filter is an aid, and the order may be for someone else.
   */
  avoidedAllergens?: string | undefined;
  /** Outside its hours (issue 33), e.g. 'Available from 12:00': greyed, with no button to add or open it. */
  unavailableNote?: string | null;
  /** "Sold out for today" (issue 47), e.g. 'Sold out today: order it for tomorrow': said, still added. */
  soldOutNote?: string | null;
};

/**
 * One dish of the menu (visitor-side §2 "Menu section"): photo, name, price, description, its
 * allergens, a place for the favourites heart, and the status button: 'ADD TO CART', or
 * 'IN CART (n)' with 'ADD MORE', or 'ADDED TO CART!' for 3 s after adding. The button stays the same
 * element through its states, so keyboard focus stays on it.
 */
export const DishCard = memo(function DishCard({
  product,
  eagerImage = false,
  quantityInCart = 0,
  justAdded = false,
  onAdd,
  onOpen,
  onIntent,
  favouriteButton,
  avoidedAllergens,
  unavailableNote,
  soldOutNote,
}: DishCardProps) {
  const headingId = `dish-${product.id}-name`;
  const containsId = `dish-${product.id}-contains`;
  const marked = avoidedAllergens !== undefined;
  const open = unavailableNote ? undefined : onOpen;
  const favourite = favouriteButton?.(product);
  const intent = onIntent ? () => onIntent(product) : undefined;
  return (
    <article
      aria-labelledby={headingId}
      data-avoided={marked || undefined}
      className={`flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ${marked ? 'ring-danger/50' : 'ring-line'}`}
    >
      {/* Below 640 px a thumbnail beside the text keeps a long menu short; above, a photo on top. */}
      <div className="flex flex-1 flex-row-reverse sm:flex-none sm:flex-col">
        <div
          className={`relative w-32 shrink-0 p-3 pl-0 sm:w-full sm:p-0 ${marked || unavailableNote ? '[&_img]:opacity-50 [&_img]:grayscale' : ''}`}
        >
          {open ? (
            // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the dish name is the button for keyboards and screen readers
            // biome-ignore lint/a11y/useKeyWithClickEvents: as above
            <div onClick={() => open(product)} className="cursor-pointer">
              <DishImage
                image={product.image}
                photo={product.photo}
                alt={product.name}
                eager={eagerImage}
                className="rounded-xl sm:rounded-none"
              />
            </div>
          ) : (
            <DishImage
              image={product.image}
              photo={product.photo}
              alt={product.name}
              eager={eagerImage}
              className="rounded-xl sm:rounded-none"
            />
          )}
          {favourite != null && <div className="absolute top-5 right-2 sm:top-3 sm:right-3">{favourite}</div>}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
            {/* A flex row: the name's button is an inline block that, too long for what is left of the
                line, would wrap whole and leave the mark alone above it. */}
            <h4 id={headingId} className="flex items-start text-base font-semibold leading-snug">
              {product.veg && <VegMark label={siteText.menu.vegetarian} />}
              {open ? (
                <button
                  type="button"
                  onClick={() => open(product)}
                  onPointerEnter={intent}
                  onFocus={intent}
                  aria-haspopup="dialog"
                  className="min-w-0 rounded text-left hover:text-saffron-dark hover:underline hover:underline-offset-4"
                >
                  {product.name}
                </button>
              ) : (
                product.name
              )}
            </h4>
            <DishPrice price={product.price} />
          </div>
          {marked && (
            <p
              id={containsId}
              className="w-fit rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-bold text-danger"
            >
              {siteText.menu.contains(avoidedAllergens)}
            </p>
          )}
          {(unavailableNote || soldOutNote) && (
            <p className="w-fit rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-bold">
              {unavailableNote || soldOutNote}
            </p>
          )}
          <DishDescription product={product} />
        </div>
      </div>
      {onAdd && !unavailableNote && (
        <div className="mt-auto flex items-center justify-end gap-3 px-4 pb-4">
          {quantityInCart > 0 && !justAdded && (
            <span className="mr-auto text-xs font-bold tracking-wide text-chutney">
              {messages.menu.inCart(quantityInCart)}
            </span>
          )}
          <button
            type="button"
            onClick={() => onAdd(product)}
            onPointerEnter={intent}
            onFocus={intent}
            aria-describedby={marked ? `${headingId} ${containsId}` : headingId}
            className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-xs font-bold tracking-wide transition-colors ${
              justAdded
                ? 'bg-chutney text-white'
                : quantityInCart > 0
                  ? 'border border-saffron bg-white text-saffron-dark hover:bg-saffron-soft'
                  : 'bg-saffron text-white hover:bg-saffron-dark'
            }`}
          >
            {justAdded
              ? messages.menu.addedToCart
              : quantityInCart > 0
                ? messages.menu.addMore
                : messages.menu.addToCart}
          </button>
        </div>
      )}
    </article>
  );
});
