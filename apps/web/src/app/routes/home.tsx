import type { Product } from '@tiffin/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAccessToken } from '@/features/auth/stores/auth-store';
import { readCheckoutReturnMessage } from '@/features/auth/utils/navigation-state';
import { BasketSection } from '@/features/basket/components/basket-section';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { quantitiesByProduct } from '@/features/basket/utils/cart-lines';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { useToggleFavourite } from '@/features/favourites/hooks/use-favourite-change';
import { type MenuBasket, MenuSection } from '@/features/menu/components/menu-section';
import { useMenuAvailability } from '@/features/menu/hooks/use-menu-availability';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { RestaurantHero } from '@/features/restaurant/components/restaurant-hero';
import { deferredSection } from '@/lib/deferred-section';
import { readOrderSuccessMessage } from '@/lib/order-success';
import { PageMeta } from '@/lib/page-meta';
import { sectionIds } from '@/lib/paths';
import { siteText } from '@/lib/site-text';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { openSignIn, useCheckoutAccess } from './checkout-access';

// Below the menu: hydrated as they come near the screen, so a first visit does not download them.
const AwardSection = deferredSection(
  async () => (await import('@/features/restaurant/components/award-section')).AwardSection,
  { id: sectionIds.award },
);
const TestimonialsSection = deferredSection(
  async () => (await import('@/features/restaurant/components/testimonials-section')).TestimonialsSection,
);
// The ratings' average (issue 51): a small part with its own cheap call, also kept off a first visit.
const RatingSummary = deferredSection(
  async () => (await import('@/features/ratings/components/rating-summary')).RatingSummary,
);
const PreorderSection = deferredSection(
  async () => (await import('@/features/preorder/components/preorder-section')).PreorderSection,
  { id: sectionIds.preorder },
);

/** / and /menu: the home sections in order (checkout-and-account §2.1): hero, menu, award, testimonials, the ratings' average, pre-order. */
export function HomeRoute() {
  useCheckoutReturnMessage();
  return (
    <>
      <HomeMeta />
      <RestaurantHero />
      <MenuWithBasket />
      <AwardSection />
      <TestimonialsSection />
      <RatingSummary />
      <PreorderSection />
    </>
  );
}

/**
 * Home after signing in on the way to checkout (visitor-side §2, "Login and register pages"): says
 * the cart is kept; after an order (checkout-and-account §2.5), 'Order #{ref} placed successfully!'.
 * Once: the state is dropped from the history entry, so a reload or coming back does not say it again.
 */
function useCheckoutReturnMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    const message = readCheckoutReturnMessage(location.state) ?? readOrderSuccessMessage(location.state);
    if (message === null || shownFor.current === location.key) return;
    shownFor.current = location.key;
    toast.success(message);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );
  }, [location, navigate]);
}

function HomeMeta() {
  const restaurant = useRestaurant().data;
  if (!restaurant) return <PageMeta title={siteText.home.fallbackTitle} />;
  const { town, county } = restaurant.address;
  return (
    <PageMeta
      title={siteText.home.title(restaurant.name, town, county)}
      description={siteText.home.description(restaurant.name, town, county)}
    />
  );
}

/**
 * The menu and the basket beside it. Features do not import each other: this route hands the
 * basket's contents and its add action (and the restaurant's allergen statement) to the menu, what the menu sells now to the basket, the session and the sign-in modal to the
 * basket's Checkout button, and the favourites' heart to each dish (`favouriteButton`).
 */
function MenuWithBasket() {
  const items = useBasketStore((state) => state.items);
  const addItem = useBasketStore((state) => state.addItem);
  const basket = useMemo<MenuBasket>(
    () => ({ quantities: quantitiesByProduct(items), add: addItem }),
    [items, addItem],
  );
  const checkoutAccess = useCheckoutAccess();
  const favouriteButton = useFavouriteHearts();
  // The basket marks the lines the menu no longer sells, as the menu comes anew (issue 29).
  const availability = useMenuAvailability(useMemo(() => items.map((item) => item.productId), [items]));
  // What the kitchen cannot keep apart (issue 31): the menu shows it with its allergen filter.
  const allergenStatement = useRestaurant().data?.allergen_statement;

  return (
    <MenuSection
      basket={basket}
      favouriteButton={favouriteButton}
      allergenStatement={allergenStatement}
      aside={<BasketSection {...checkoutAccess} availability={availability} />}
    />
  );
}

/**
 * The hearts of the dishes: the customer's favourites come from the server (and show at once from
 * the last visit's 'wishlist_items'); a visitor's press opens the sign-in modal. The server knows no
 * session, so the hearts hydrate empty and fill just after.
 */
function useFavouriteHearts() {
  const hasSession = useAccessToken() !== null;
  const signedIn = useHydrated() && hasSession;
  const toggle = useToggleFavourite(signedIn, openSignIn);
  return useCallback(
    (product: Product) => <FavouriteButton product={product} signedIn={signedIn} onToggle={toggle} />,
    [signedIn, toggle],
  );
}
