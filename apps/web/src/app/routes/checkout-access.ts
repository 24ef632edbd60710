import { euroStringToCents } from '@tiffin/core';
import { useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { openAuthDialog } from '@/features/auth/stores/auth-ui-store';
import type { CheckoutAccess } from '@/features/basket/components/checkout-button';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';

/** Opens the sign-in modal: for the basket's Checkout and the favourites' hearts of a visitor. */
export const openSignIn = () => openAuthDialog('login');

/** The restaurant's minimum order from its settings; undefined until they have arrived. */
function minimumOrderCentsOf(minimumOrder: string | undefined): number | undefined {
  return minimumOrder === undefined ? undefined : euroStringToCents(minimumOrder);
}

/**
 * What the basket's Checkout button needs from the rest of the app (features do not import each
 * other): the session, the sign-in modal and the restaurant's minimum order. The pages that show
 * the basket (home, favourites) hand it in.
 */
export function useCheckoutAccess(): CheckoutAccess {
  const isSignedIn = useIsAuthenticated();
  const minimumOrderCents = minimumOrderCentsOf(useRestaurant().data?.minimum_order);
  return { isSignedIn, onSignInRequired: openSignIn, minimumOrderCents };
}
