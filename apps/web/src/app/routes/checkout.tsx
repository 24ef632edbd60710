import { useQuery } from '@tanstack/react-query';
import {
  customerOrderPath,
  euroStringToCents,
  hasDeliveryDirections,
  orderMessages,
  type SavedAddress,
} from '@tiffin/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { addressesOf, useAddressBook } from '@/features/addresses/api/get-addresses';
import { type AddressContact, AddressFormDialog } from '@/features/addresses/components/address-form-dialog';
import {
  LocationPickerDialog,
  type PickedLocation,
} from '@/features/addresses/components/location-picker/location-picker-dialog';
import { RequireAuth } from '@/features/auth/components/login-required';
import { useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import type { CartItem } from '@/features/basket/utils/cart-lines';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { useCheckoutDraft } from '@/features/checkout/stores/checkout-draft';
import type { BasketLineForOrder, PlacedOrder } from '@/features/checkout/types';
import { customerInfoQueryOptions } from '@/features/profile/api/get-customer-info';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { useTips } from '@/features/tips/api/get-tips';
import { TipsNotice } from '@/features/tips/components/tips-notice';
import type { OrderSuccessState } from '@/lib/order-success';
import { paths, sectionIds } from '@/lib/paths';
import { useSectionNavigation } from '../layout/use-section-navigation';
import { SitePageMeta } from './site-page-meta';

/** A basket line as the checkout reads it: the options in the order of their groups. */
export function basketLineForOrder(item: CartItem): BasketLineForOrder {
  return {
    lineId: item.id,
    productId: item.productId,
    name: item.name,
    quantity: item.quantity,
    unitPriceCents: item.priceCents,
    options: Object.values(item.selectedVariations)
      .toSorted((a, b) => a.variationId - b.variationId)
      .map(({ variationId, variationName, optionId, label, priceCents }) => ({
        variationId,
        variationName,
        optionId,
        label,
        priceCents,
      })),
    note: item.additionalNote,
    allergens: item.allergens,
  };
}

/**
 * /check-out (checkout-and-account §2.5), behind the sign-in guard, composed here: the basket's
 * lines and mode (features/basket), the customer's details (features/profile), the address book and
 * location picker (features/addresses), the restaurant's minimum order and radius, the tip choices
 * and the tips notice (features/tips, issue 51).
 */
export function CheckoutRoute() {
  return (
    <>
      <SitePageMeta
        title={orderMessages.checkout.heading}
        description={orderMessages.checkout.metaDescription}
      />
      <RequireAuth>
        <Checkout />
      </RequireAuth>
    </>
  );
}

function Checkout() {
  const signedIn = useIsAuthenticated();
  if (!signedIn) return null;
  return <SignedInCheckout />;
}

function SignedInCheckout() {
  const navigate = useNavigate();
  const { goToSection } = useSectionNavigation();
  const items = useBasketStore((state) => state.items);
  const mode = useBasketStore((state) => state.deliveryMode);
  const setDeliveryMode = useBasketStore((state) => state.setDeliveryMode);
  const removeItem = useBasketStore((state) => state.removeItem);
  const customer = useQuery(customerInfoQueryOptions());
  const restaurant = useRestaurant().data;
  const tips = useTips().data;
  const book = useAddressBook();
  const lines = useMemo(() => items.map(basketLineForOrder), [items]);

  // A single saved address a driver can find is the delivery's without asking (issue 47).
  const chosenAddress = useCheckoutDraft((state) => state.address);
  const saved = addressesOf(book.data?.pages);
  const onlyAddress = saved.length === 1 ? saved[0] : undefined;
  useEffect(() => {
    if (mode !== 'delivery' || chosenAddress !== null || onlyAddress === undefined) return;
    if (onlyAddress.in_delivery_area && hasDeliveryDirections(onlyAddress))
      useCheckoutDraft.getState().setAddress(onlyAddress);
  }, [mode, chosenAddress, onlyAddress]);

  // §4 "Cart empty": every checkout choice goes with the last line.
  useEffect(() => {
    if (items.length === 0) useCheckoutDraft.getState().clear();
  }, [items.length]);

  // §4 step 5: the order taken, the basket and the checkout's choices go at once, whatever the
  // customer does next (a reload, another address typed, the tab closed); the success dialog keeps
  // what it shows in its own state.
  const onOrderPlaced = () => {
    useBasketStore.getState().clear();
    useCheckoutDraft.getState().clear();
  };

  const onPlaced = ({ orderId, orderReference, next }: PlacedOrder) => {
    if (next === 'order') {
      void navigate(customerOrderPath(orderId), { replace: true });
      return;
    }
    const state: OrderSuccessState = {
      orderSuccess: true,
      orderReference,
      message: orderMessages.checkout.orderPlaced(orderReference),
    };
    void navigate(paths.home, { replace: true, state });
  };

  return (
    <CheckoutPage
      customer={{ data: customer.data, isPending: customer.isPending }}
      lines={lines}
      onRemoveLine={removeItem}
      mode={mode}
      onModeChange={setDeliveryMode}
      minimumOrderCents={restaurant ? euroStringToCents(restaurant.minimum_order) : 0}
      deliveryRadiusKm={restaurant?.delivery_radius_km ?? 0}
      settings={restaurant}
      allergenStatement={restaurant?.allergen_statement}
      tips={tips}
      tipsNotice={tips ? <TipsNotice notice={tips.notice} linked /> : null}
      addressBook={{
        addresses: addressesOf(book.data?.pages),
        isPending: book.isPending,
        error: book.isError ? book.error.message || orderMessages.addresses.fetchFailed : null,
      }}
      renderNewAddress={(props) => (
        <NewAddress
          {...props}
          savedAddresses={addressesOf(book.data?.pages)}
          deliveryRadiusKm={restaurant?.delivery_radius_km ?? 0}
          contact={{ name: customer.data?.name, phone: customer.data?.phone }}
        />
      )}
      onAddMoreItems={() => goToSection(sectionIds.menu)}
      onOrderPlaced={onOrderPlaced}
      onPlaced={onPlaced}
    />
  );
}

type NewAddressProps = {
  open: boolean;
  onClose: () => void;
  onSaved: (address: SavedAddress) => void;
  savedAddresses: SavedAddress[];
  deliveryRadiusKm: number;
  contact: AddressContact;
};

/**
 * 'Add a new address' at checkout (issue 29): the location picker, then, once the location is
 * confirmed, the address book's own form with it filled in (label, House/Flat No., Floor,
 * Road/Street, Eircode); the address is saved only when the customer saves the form, and becomes
 * the checkout's choice. Closing either step leaves nothing saved.
 */
function NewAddress({ open, onClose, onSaved, savedAddresses, deliveryRadiusKm, contact }: NewAddressProps) {
  const [location, setLocation] = useState<PickedLocation | null>(null);
  // The picker tells of its closing when Confirm Location closes it too: that one opens the form.
  const confirmed = useRef(false);
  const close = () => {
    confirmed.current = false;
    setLocation(null);
    onClose();
  };
  return (
    <>
      <LocationPickerDialog
        open={open && location === null}
        title={orderMessages.location.selectTitle}
        savedAddresses={savedAddresses}
        deliveryRadiusKm={deliveryRadiusKm}
        onClose={() => {
          if (!confirmed.current) close();
        }}
        onConfirm={(picked) => {
          confirmed.current = true;
          setLocation(picked);
        }}
      />
      <AddressFormDialog
        editing={open && location !== null ? 'add' : null}
        initialLocation={location ?? undefined}
        contact={contact}
        savedAddresses={savedAddresses}
        deliveryRadiusKm={deliveryRadiusKm}
        onClose={close}
        onSaved={(_message, address) => {
          confirmed.current = false;
          setLocation(null);
          onSaved(address);
        }}
      />
    </>
  );
}
