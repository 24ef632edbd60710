import { euroStringToCents, MINIMUM_ORDER_CENTS } from '@tiffin/core';
import { useMemo } from 'react';
import { useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { openAuthDialog } from '@/features/auth/stores/auth-ui-store';
import { BasketSection } from '@/features/basket/components/basket-section';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { quantitiesByProduct } from '@/features/basket/utils/cart-lines';
import { type MenuBasket, MenuSection } from '@/features/menu/components/menu-section';
import { PreorderSection } from '@/features/preorder/components/preorder-section';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { AwardSection } from '@/features/restaurant/components/award-section';
import { RestaurantHero } from '@/features/restaurant/components/restaurant-hero';
import { TestimonialsSection } from '@/features/restaurant/components/testimonials-section';

/** / and /menu: the home sections in order (checkout-and-account §2.1): hero, menu, award, testimonials, pre-order. */
export function HomeRoute() {
  return (
    <>
      <RestaurantHero />
      <MenuWithBasket />
      <AwardSection />
      <TestimonialsSection />
      <PreorderSection />
    </>
  );
}

const openSignIn = () => openAuthDialog('login');

/** The restaurant's minimum order from its settings; the spec's €15 until they arrive (or if unreadable). */
function minimumOrderCentsOf(minimumOrder: string | undefined): number {
  if (minimumOrder === undefined) return MINIMUM_ORDER_CENTS;
  try {
    return euroStringToCents(minimumOrder);
  } catch {
    return MINIMUM_ORDER_CENTS;
  }
}

/**
 * The menu and the basket beside it. Features do not import each other: this route hands the
 * basket's contents and its add action to the menu, and the session and the sign-in modal to the
 * basket's Checkout button. The favourites feature plugs its heart button in here
 * (`favouriteButton` of MenuSection).
 */
function MenuWithBasket() {
  const items = useBasketStore((state) => state.items);
  const addItem = useBasketStore((state) => state.addItem);
  const basket = useMemo<MenuBasket>(
    () => ({ quantities: quantitiesByProduct(items), add: addItem }),
    [items, addItem],
  );
  const isSignedIn = useIsAuthenticated();
  const minimumOrderCents = minimumOrderCentsOf(useRestaurant().data?.minimum_order);

  return (
    <MenuSection
      basket={basket}
      aside={
        <BasketSection
          isSignedIn={isSignedIn}
          onSignInRequired={openSignIn}
          minimumOrderCents={minimumOrderCents}
        />
      }
    />
  );
}
