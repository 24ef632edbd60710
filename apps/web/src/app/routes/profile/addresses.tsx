import { type QueryClient, useQuery } from '@tanstack/react-query';
import { formMessages } from '@tiffin/core';
import { ProfileSection } from '@/components/layout/profile-section';
import { addressBookQueryOptions } from '@/features/addresses/api/get-addresses';
import { MyAddresses } from '@/features/addresses/components/my-addresses';
import { useAuthStore, useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { customerInfoQueryOptions } from '@/features/profile/api/get-customer-info';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { whenSignedIn } from './profile-page';

/**
 * /profile/addresses, My Addresses (checkout-and-account §2.8), composed here: the addresses
 * feature, the delivery radius from the restaurant's settings, and the customer's name and phone
 * (the profile's details, else what the session knows) as the contact of an address saved.
 */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(addressBookQueryOptions()),
      queryClient.ensureQueryData(customerInfoQueryOptions()),
    ]),
  );

export function Component() {
  const signedIn = useIsAuthenticated();
  return <ProfileSection title={formMessages.profile.addresses}>{signedIn && <Addresses />}</ProfileSection>;
}

function Addresses() {
  const deliveryRadiusKm = useRestaurant().data?.delivery_radius_km;
  const customer = useQuery(customerInfoQueryOptions()).data;
  const user = useAuthStore((state) => state.user);
  const contact = {
    name: customer?.name || user?.name || undefined,
    phone: customer?.phone || user?.phone || undefined,
  };
  return <MyAddresses deliveryRadiusKm={deliveryRadiusKm} contact={contact} />;
}
