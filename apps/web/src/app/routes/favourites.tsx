import { FAVOURITE_TOAST_MS, favouriteMessages, messages, type Product } from '@tiffin/core';
import { useCallback, useMemo, useState } from 'react';
import { useAccessToken } from '@/features/auth/stores/auth-store';
import { BasketSection } from '@/features/basket/components/basket-section';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { FavouritesList, FavouritesLoading } from '@/features/favourites/components/favourites-list';
import { favouritesPageText } from '@/features/favourites/components/favourites-page-text';
import { FavouritesSignIn } from '@/features/favourites/components/favourites-sign-in';
import { DishDialogOnDemand } from '@/features/menu/components/dish-dialog-on-demand';
import { useMenuAvailability } from '@/features/menu/hooks/use-menu-availability';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import type { NewCartItem } from '@/lib/cart-item';
import { PageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { useRecentlyAdded } from '@/lib/use-recently-added';
import { openSignIn, useCheckoutAccess } from './checkout-access';

const text = messages.favourites;

/**
 * /favourites (visitor-side §2 "Favourites screen"), composed here from the favourites feature (the
 * list and its hearts), the menu's dish dialog as the add-to-cart sheet, and the basket beside the
 * list (a sidebar on wide screens, the floating button on phones), so what was added can be seen
 * and checked out from here. A visitor is asked to sign in.
 */
export function FavouritesRoute() {
  const token = useAccessToken();
  const restaurantName = useRestaurant().data?.name;
  const hydrated = useHydrated();
  const checkoutAccess = useCheckoutAccess();
  const addItem = useBasketStore((state) => state.addItem);
  const items = useBasketStore((state) => state.items);
  const availability = useMenuAvailability(useMemo(() => items.map((item) => item.productId), [items]));
  const { recentlyAdded, markAdded } = useRecentlyAdded();
  const [openDish, setOpenDish] = useState<Product | null>(null);

  // visitor-side §4: the sheet closes (its choices start afresh next time), '{item} added to cart'
  // shows for 3 s, and the card says so for 3 s.
  const added = useCallback(
    (item: NewCartItem, product: Product) => {
      setOpenDish(null);
      addItem(item);
      markAdded(product.id);
      toast.success(text.addedToCart(item.name), { duration: FAVOURITE_TOAST_MS });
    },
    [addItem, markAdded],
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta
        title={favouriteMessages.heading}
        siteName={restaurantName}
        description={restaurantName ? favouritesPageText.description(restaurantName) : undefined}
      />
      <h1 className="font-display text-4xl font-bold">{favouriteMessages.heading}</h1>
      <p className="mt-3 max-w-prose text-lg text-ink-muted">{favouritesPageText.intro}</p>
      {/* As on the home page: the basket beside the dishes on wide screens. */}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="mt-6 min-w-0">
          {!hydrated ? (
            // Whether to ask the visitor to sign in or show a customer's list is the browser's call,
            // once the page is hydrated (the server, and so hydration, cannot know the session).
            <FavouritesLoading />
          ) : token === null ? (
            <FavouritesSignIn onSignIn={openSignIn} />
          ) : (
            <FavouritesList onAddToCart={setOpenDish} recentlyAdded={recentlyAdded} />
          )}
        </div>
        <BasketSection {...checkoutAccess} availability={availability} />
      </div>
      <DishDialogOnDemand product={openDish} onClose={() => setOpenDish(null)} onAdd={added} />
    </div>
  );
}
