import { useQueryClient } from '@tanstack/react-query';
import { type Category, messages, type Product } from '@tiffin/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { DishCardSkeleton } from '@/components/ui/skeleton';
import type { NewCartItem } from '@/lib/cart-item';
import { dishNoteAt, soldOutNoteAt, useMinuteClock } from '@/lib/dish-availability';
import { sectionIds } from '@/lib/paths';
import { scrollToSectionOnceLaidOut } from '@/lib/scroll-once-laid-out';
import { siteText } from '@/lib/site-text';
import { useRecentlyAdded } from '@/lib/use-recently-added';
import { categoryProductsQueryOptions } from '../api/get-category-products';
import { productDetailsQueryOptions } from '../api/get-product-details';
import { useProductsWithCategories } from '../api/get-products-with-categories';
import { categorySectionId, useActiveCategory } from '../hooks/use-active-category';
import { useAvoidedAllergens } from '../stores/avoided-allergens';
import { cartItemOfDish } from '../utils/build-cart-item';
import { type CategoryWithProducts, groupProductsByCategory } from '../utils/group-products-by-category';
import { defaultCategory, startersFirst } from '../utils/starter-category';
import { AllergenFilter } from './allergen-filter';
import { CategoryBar } from './category-bar';
import { DishCard, type FavouriteButtonSlot } from './dish-card';
import { DishDialogOnDemand, preloadDishDialog } from './dish-dialog-on-demand';

/** Images of the first cards are fetched at once: they are on screen, or nearly, on arrival. */
const EAGER_IMAGE_COUNT = 3;

/** What the menu needs of the basket; the home route passes it in (features do not import each other). */
export type MenuBasket = {
  /** How many of each dish (by product id) the basket holds. */
  quantities: ReadonlyMap<number, number>;
  add: (item: NewCartItem) => void;
};

type MenuSectionProps = {
  /** Without it the cards show no status button. */
  basket?: MenuBasket;
  /** The seam for the favourites feature: renders each card's heart button. */
  favouriteButton?: FavouriteButtonSlot;
  /** Beside the dishes on wide screens (the basket sidebar). */
  aside?: ReactNode;
  /** The restaurant's "may contain" statement, shown with the allergen filter (issue 31). */
  allergenStatement?: string | undefined;
};

/** The whole menu, category by category, with its loading, error and empty states (visitor-side §2). */
export function MenuSection({ basket, favouriteButton, aside, allergenStatement }: MenuSectionProps) {
  const avoided = useAvoidedAllergens();
  return (
    <section
      id={sectionIds.menu}
      aria-labelledby="menu-heading"
      tabIndex={-1}
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 outline-none sm:px-6"
    >
      <h2 id="menu-heading" className="font-display text-3xl font-bold">
        {siteText.menu.heading}
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">{siteText.menu.intro}</p>
      <AllergenFilter avoided={avoided} statement={allergenStatement} />
      <div
        className={
          aside
            ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]'
            : ''
        }
      >
        <div className="min-w-0">
          <MenuContent
            basket={basket}
            favouriteButton={favouriteButton}
            besideAside={aside !== undefined}
            avoided={avoided}
          />
        </div>
        {aside}
      </div>
    </section>
  );
}

type MenuContentProps = Pick<MenuSectionProps, 'basket' | 'favouriteButton'> & {
  /** The basket takes a column on wide screens: two columns of dishes instead of three. */
  besideAside?: boolean;
  /** The allergens the customer avoids: dishes containing one are marked. */
  avoided: readonly string[];
};

function MenuContent(props: MenuContentProps) {
  const menu = useProductsWithCategories();
  const groups = useMemo(
    () =>
      menu.data
        ? startersFirst(
            groupProductsByCategory(menu.data.categories, menu.data.products),
            (group) => group.category,
          )
        : undefined,
    [menu.data],
  );

  if (groups) return <MenuCategories groups={groups} {...props} />;
  if (menu.isError && !menu.isFetching) {
    return (
      <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-white p-6">
        <p className="font-semibold text-red-800">{messages.menu.errorLoadingMenu(menu.error.message)}</p>
        <button type="button" onClick={() => menu.refetch()} className={buttonClasses('primary', 'mt-4')}>
          {messages.common.retry}
        </button>
      </div>
    );
  }
  return <MenuLoading besideAside={props.besideAside ?? false} />;
}

type MenuCategoriesProps = MenuContentProps & { groups: CategoryWithProducts[] };

function MenuCategories({
  groups,
  basket,
  favouriteButton,
  besideAside = false,
  avoided,
}: MenuCategoriesProps) {
  const queryClient = useQueryClient();
  const barRef = useRef<HTMLDivElement>(null);
  // The chosen section held in view while the menu's images and the sections around it lay out: a
  // glide to a far section otherwise ends short of it, and an earlier category takes the mark.
  const stopHolding = useRef<(() => void) | null>(null);
  useEffect(() => () => stopHolding.current?.(), []);
  const categories = useMemo(() => groups.map((group) => group.category), [groups]);
  const categoryIds = useMemo(() => categories.map((category) => category.id), [categories]);
  const { activeId, choose } = useActiveCategory(categoryIds, defaultCategory(categories)?.id, barRef);
  const { recentlyAdded, markAdded } = useRecentlyAdded();
  const [openDish, setOpenDish] = useState<Product | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nowMs = useMinuteClock();

  // The first screen's photos load at once, the very first before anything else (the page's LCP).
  const eagerIds = useMemo(
    () =>
      new Map(
        groups
          .flatMap((group) => group.products)
          .slice(0, EAGER_IMAGE_COUNT)
          .map((product, index) => [product.id, index === 0 ? ('high' as const) : true]),
      ),
    [groups],
  );

  const chooseCategory = (category: Category) => {
    choose(category.id);
    // visitor-side §4: choosing a category fetches its first page of dishes. The whole menu is
    // already on screen, so this only warms the cache (and the menu cache) for that category.
    void queryClient.prefetchQuery(categoryProductsQueryOptions(category.id));
    stopHolding.current?.();
    stopHolding.current = scrollToSectionOnceLaidOut(categorySectionId(category.id));
  };

  const add = basket?.add;
  const added = useCallback(
    (item: NewCartItem) => {
      add?.(item);
      markAdded(item.productId);
      setAnnouncement(messages.favourites.addedToCart(item.name));
    },
    [add, markAdded],
  );

  /**
   * A dish without options goes straight into the basket, as the menu describes it (no call first);
   * one with options opens the dialog.
   */
  const addFromCard = useCallback(
    (product: Product) => {
      if (product.has_variations) setOpenDish(product);
      else added(cartItemOfDish(product));
    },
    [added],
  );

  const prepare = useCallback(
    (product: Product) => {
      preloadDishDialog();
      void queryClient.prefetchQuery(productDetailsQueryOptions(product.id));
    },
    [queryClient],
  );

  const onAdd = basket ? addFromCard : undefined;

  return (
    <>
      {groups.length > 0 && (
        <CategoryBar ref={barRef} categories={categories} activeId={activeId} onChoose={chooseCategory} />
      )}
      <div className="mt-6 space-y-12">
        {groups.map(({ category, products }) => (
          <section
            key={category.id}
            id={categorySectionId(category.id)}
            aria-labelledby={`${categorySectionId(category.id)}-name`}
            tabIndex={-1}
            className="scroll-mt-36 outline-none"
          >
            <h3
              id={`${categorySectionId(category.id)}-name`}
              className="border-b border-line pb-2 font-display text-2xl font-semibold"
            >
              {category.name}
            </h3>
            {products.length === 0 ? (
              <div className="mt-6 rounded-2xl border border-dashed border-line p-6 text-center">
                <p className="font-semibold">{messages.menu.noItems}</p>
                <p className="mt-1 text-sm text-ink-muted">{messages.menu.tryDifferentCategory}</p>
              </div>
            ) : (
              <ul
                className={`mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6 ${besideAside ? '' : 'lg:grid-cols-3'}`}
              >
                {products.map((product) => {
                  // Its own allergens decide the mark; one its options add is dealt with in its modal.
                  const contains = product.allergies.filter((allergen) => avoided.includes(allergen));
                  return (
                    <li key={product.id}>
                      <DishCard
                        product={product}
                        avoidedAllergens={contains.length > 0 ? contains.join(', ') : undefined}
                        unavailableNote={dishNoteAt(product, nowMs)}
                        soldOutNote={soldOutNoteAt(product, nowMs)}
                        eagerImage={eagerIds.get(product.id) ?? false}
                        quantityInCart={basket?.quantities.get(product.id) ?? 0}
                        justAdded={recentlyAdded.has(product.id)}
                        onAdd={onAdd}
                        onOpen={basket ? setOpenDish : undefined}
                        onIntent={basket ? prepare : undefined}
                        favouriteButton={favouriteButton}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ))}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {basket && (
        <DishDialogOnDemand
          product={openDish}
          onClose={() => setOpenDish(null)}
          onAdd={(item) => {
            setOpenDish(null);
            added(item);
          }}
          avoidedAllergens={avoided}
        />
      )}
    </>
  );
}

function MenuLoading({ besideAside }: { besideAside: boolean }) {
  return (
    <div>
      {/* The chip bar's place and height: the menu arrives without moving what is on screen. */}
      <div className="-mx-4 border-b border-line px-4 py-3 sm:-mx-6 sm:px-6">
        <p role="status" className="flex min-h-11 items-center gap-3 font-semibold text-ink-muted">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-saffron border-t-transparent motion-reduce:animate-none"
          />
          {messages.menu.loadingCategories}
        </p>
      </div>
      <ul
        aria-hidden="true"
        className={`mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6 ${besideAside ? '' : 'lg:grid-cols-3'}`}
      >
        {placeholderKeys(EAGER_IMAGE_COUNT).map((key) => (
          <DishCardSkeleton key={key} />
        ))}
      </ul>
    </div>
  );
}

function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `placeholder-${index}`);
}
