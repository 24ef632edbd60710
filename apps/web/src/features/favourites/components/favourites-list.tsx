import { useMutationState } from '@tanstack/react-query';
import { favouriteMessages, messages, type Product } from '@tiffin/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { HeartIcon } from '@/components/ui/icons/heart-icon';
import { DishCardSkeleton } from '@/components/ui/skeleton';
import { dishNoteAt, soldOutNoteAt, useMinuteClock } from '@/lib/dish-availability';
import { paths } from '@/lib/paths';
import { useFavourites } from '../api/get-favourites';
import { preloadFavouriteChange, useRemoveFavourite } from '../hooks/use-favourite-change';
import { type FavouriteChange, favouriteChangesKey } from '../utils/favourite-list';
import { FavouriteCard } from './favourite-card';
import { favouritesPageText } from './favourites-page-text';

/** Images of the first cards are fetched at once: they are on screen on arrival. */
const EAGER_IMAGE_COUNT = 3;
const PLACEHOLDERS = ['first', 'second', 'third'];

const text = favouriteMessages;

type FavouritesListProps = {
  /** The cart button: the page opens the add-to-cart sheet (the menu's dish dialog). */
  onAddToCart: (product: Product) => void;
  /** The dishes added to the basket in the last 3 s. */
  recentlyAdded: ReadonlySet<number>;
};

/**
 * The signed-in customer's favourites (visitor-side §2 "Favourites screen"): 'Loading favorites...',
 * 'No favourites yet' with Browse Menu, the cards, or 'Failed to fetch wishlist' with Retry.
 */
export function FavouritesList({ onAddToCart, recentlyAdded }: FavouritesListProps) {
  const favourites = useFavourites(true);
  const remove = useRemoveFavourite();
  const beingRemoved = useBeingRemoved();
  // The list kept from the last visit stands in for the hearts only: the page waits for the server's.
  const food = favourites.isPlaceholderData ? undefined : favourites.data;
  const containerRef = useRef<HTMLDivElement>(null);
  const nowMs = useMinuteClock();
  /** The card whose heart was pressed, and its place, while its removal is on its way. */
  const removing = useRef<{ id: number; index: number } | null>(null);

  useEffect(preloadFavouriteChange, []);

  // A removed card takes its focused heart with it: focus goes to the next card's heart (or the
  // last one), or to Browse Menu once none is left, not back to the top of the page.
  useEffect(() => {
    const target = removing.current;
    if (target === null || food === undefined) return;
    // Still listed: the removal is on its way, or was refused and focus never left the card.
    if (food.some((item) => item.id === target.id)) return;
    removing.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const container = containerRef.current;
    const hearts = container?.querySelectorAll<HTMLElement>('[data-favourite-remove]') ?? [];
    const next = hearts[Math.min(target.index, hearts.length - 1)] ?? container?.querySelector('a');
    next?.focus();
  }, [food]);

  const onRemove = useCallback(
    (product: Product) => {
      const index = food?.findIndex((item) => item.id === product.id) ?? -1;
      if (index >= 0) removing.current = { id: product.id, index };
      remove(product);
    },
    [food, remove],
  );

  let content: ReactNode;
  if (food !== undefined && food.length > 0) {
    content = (
      <ul aria-label={favouritesPageText.list} className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        {food.map((product, index) => (
          <li key={product.id}>
            <FavouriteCard
              product={product}
              eagerImage={index === 0 ? 'high' : index < EAGER_IMAGE_COUNT}
              removing={beingRemoved.has(product.id)}
              justAdded={recentlyAdded.has(product.id)}
              onRemove={onRemove}
              onAddToCart={onAddToCart}
              unavailableNote={dishNoteAt(product, nowMs)}
              soldOutNote={soldOutNoteAt(product, nowMs)}
            />
          </li>
        ))}
      </ul>
    );
  } else if (food !== undefined) {
    content = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-saffron-soft text-saffron-dark">
          <HeartIcon className="size-8" />
        </span>
        <h2 className="mt-5 font-display text-2xl font-bold">{text.emptyTitle}</h2>
        <p className="mt-2 text-ink-muted">{text.emptyText}</p>
        <Link to={paths.menu} className={buttonClasses('primary', 'mt-6')}>
          {text.browseMenu}
        </Link>
      </div>
    );
  } else if (favourites.isError && !favourites.isFetching) {
    content = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6">
        <p className="font-semibold text-red-800">{favourites.error.message}</p>
        <button
          type="button"
          onClick={() => void favourites.refetch()}
          className={buttonClasses('primary', 'mt-4')}
        >
          {messages.common.retry}
        </button>
      </div>
    );
  } else {
    content = <FavouritesLoading />;
  }

  return <div ref={containerRef}>{content}</div>;
}

/** The dishes whose last change on its way is a removal (sent from here, or from a heart on the menu). */
function useBeingRemoved(): ReadonlySet<number> {
  const changes = useMutationState({
    filters: { mutationKey: favouriteChangesKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as FavouriteChange,
  });
  return useMemo(() => {
    const lastChange = new Map(changes.map((change) => [change.product.id, change.favourite]));
    return new Set([...lastChange].filter(([, favourite]) => !favourite).map(([productId]) => productId));
  }, [changes]);
}

/** 'Loading favorites...' over the outline of the cards. */
export function FavouritesLoading() {
  return (
    <div>
      <p role="status" className="flex items-center gap-3 font-semibold text-ink-muted">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-saffron border-t-transparent motion-reduce:animate-none"
        />
        {text.loading}
      </p>
      <ul aria-hidden="true" className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6">
        {PLACEHOLDERS.map((key) => (
          <DishCardSkeleton key={key} />
        ))}
      </ul>
    </div>
  );
}
