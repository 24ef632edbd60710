import { useQuery } from '@tanstack/react-query';
import { formMessages, isCustomerOrderPagePath, messages, orderMessages } from '@tiffin/core';
import type { Reorder } from '@tiffin/core/contracts';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ProfileSection } from '@/components/layout/profile-section';
import { MyAddresses } from '@/features/addresses/components/my-addresses';
import { DeleteAccountForm } from '@/features/auth/components/delete-account-form';
import { RequireAuth } from '@/features/auth/components/login-required';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useAccessToken, useAuthStore } from '@/features/auth/stores/auth-store';
import { useBasketStore } from '@/features/basket/stores/basket-store';
import { MyOrders } from '@/features/orders/components/my-orders';
import { OrderPage } from '@/features/orders/components/order-page';
import { reorderCartItems, unavailableNames } from '@/features/orders/utils/reorder-items';
import { customerInfoQueryOptions } from '@/features/profile/api/get-customer-info';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { Notifications } from '@/features/profile/components/notifications';
import { PersonalInfo } from '@/features/profile/components/personal-info';
import { ProfileLayout } from '@/features/profile/components/profile-layout';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { SupportContact } from '@/features/restaurant/components/support-contact';
import { accountText } from '@/lib/account-text';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { NotFoundRoute } from '../not-found';
import { SitePageMeta } from '../site-page-meta';

/**
 * /profile/*: the profile area's pages, matched here rather than in the router's table (whose every
 * entry is part of the first visit): each path under /profile and its page.
 */
export const profilePages = {
  '': PersonalInfoRoute,
  personal: PersonalInfoRoute,
  orders: OrdersRoute,
  addresses: AddressesRoute,
  notifications: NotificationsRoute,
  security: SecurityRoute,
  'delete-account': DeleteAccountRoute,
} satisfies Record<string, () => ReactNode>;

export function ProfileRoutes() {
  const rest = useParams()['*'] ?? '';
  const pathname = `${paths.profile}/${rest}`;
  if (isCustomerOrderPagePath(pathname)) {
    return (
      <ProfileLayoutRoute>
        <OrderRoute orderId={Number(pathname.slice(paths.profileOrders.length + 1))} />
      </ProfileLayoutRoute>
    );
  }
  if (!Object.hasOwn(profilePages, rest)) return <NotFoundRoute />;
  const Page = profilePages[rest as keyof typeof profilePages];
  return (
    <ProfileLayoutRoute>
      <Page />
    </ProfileLayoutRoute>
  );
}

/**
 * /profile/*: the profile area (checkout-and-account §2.10), composed here from the auth feature
 * (the guard, the token, Sign Out), the profile feature and the restaurant's contact details.
 */
function ProfileLayoutRoute({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  const signingOut = messages.navigation.signingOutProfile;
  return (
    <>
      <SitePageMeta title={accountText.profile.heading} />
      <RequireAuth>
        <ProfileLayout onSignOut={() => void signOut(signingOut)} signOutLabel={messages.navigation.signOut}>
          {children}
        </ProfileLayout>
      </RequireAuth>
    </>
  );
}

function PersonalInfoRoute() {
  const token = useAccessToken();
  const updateUser = useAuthStore((state) => state.updateUser);
  // Without a token the guard shows the sign-in prompt (or the deleted-account confirmation).
  if (token === null) return null;
  return <PersonalInfo token={token} onCustomerChange={updateUser} />;
}

function SecurityRoute() {
  const token = useAccessToken();
  const text = accountText.profile;
  return (
    <ProfileSection title={formMessages.profile.supportAndSecurity}>
      <div className="grid gap-6">
        <section
          aria-labelledby="support-heading"
          className="rounded-2xl border border-line bg-white p-5 sm:p-6"
        >
          <h2 id="support-heading" className="font-display text-xl font-semibold">
            {text.support.heading}
          </h2>
          <p className="mt-1 mb-4 text-sm text-ink-muted">{text.support.intro}</p>
          <SupportContact />
        </section>
        <section
          aria-labelledby="security-heading"
          className="rounded-2xl border border-line bg-white p-5 sm:p-6"
        >
          <h2 id="security-heading" className="font-display text-xl font-semibold">
            {text.security.heading}
          </h2>
          <p className="mt-1 mb-5 text-sm text-ink-muted">{text.security.intro}</p>
          {token !== null && <ChangePasswordForm token={token} />}
        </section>
      </div>
    </ProfileSection>
  );
}

function DeleteAccountRoute() {
  return (
    <ProfileSection title={formMessages.profile.deleteAccount}>
      <div className="max-w-xl rounded-2xl border border-line bg-white p-5 sm:p-6">
        <DeleteAccountForm />
      </div>
    </ProfileSection>
  );
}

/**
 * My Addresses (checkout-and-account §2.8), composed here: the addresses feature, the delivery
 * radius from the restaurant's settings, and the customer's name and phone (the profile's details,
 * else what the session knows) as the contact of an address saved.
 */
function AddressesRoute() {
  const token = useAccessToken();
  return (
    <ProfileSection title={formMessages.profile.addresses}>
      {token !== null && <Addresses token={token} />}
    </ProfileSection>
  );
}

function Addresses({ token }: { token: string }) {
  const deliveryRadiusKm = useRestaurant().data?.delivery_radius_km;
  const customer = useQuery(customerInfoQueryOptions(token)).data;
  const user = useAuthStore((state) => state.user);
  const contact = {
    name: customer?.name || user?.name || undefined,
    phone: customer?.phone || user?.phone || undefined,
  };
  return <MyAddresses token={token} deliveryRadiusKm={deliveryRadiusKm} contact={contact} />;
}

function NotificationsRoute() {
  const token = useAccessToken();
  if (token === null) return null;
  return <Notifications token={token} />;
}

function OrdersRoute() {
  const token = useAccessToken();
  return (
    <ProfileSection title={orderMessages.orders.myOrders}>
      {token !== null && <MyOrders token={token} />}
    </ProfileSection>
  );
}

/**
 * An order's page, composed here with the basket: 'Order again' puts the order's lines in the
 * basket at today's prices and goes to the menu beside it, saying what is no longer available.
 */
function OrderRoute({ orderId }: { orderId: number }) {
  const token = useAccessToken();
  const navigate = useNavigate();
  const text = orderMessages.orders;
  const orderAgain = (reorder: Reorder) => {
    const unavailable = unavailableNames(reorder);
    const missing = unavailable.length > 0 ? ` ${text.reorderUnavailable(unavailable.join(', '))}` : '';
    if (reorder.items.length === 0) {
      toast.error(`${text.reorderNothing}${missing}`);
      return;
    }
    const { addItem } = useBasketStore.getState();
    for (const item of reorderCartItems(reorder)) addItem(item);
    toast.success(`${text.reordered}${missing}`);
    void navigate(paths.menu);
  };
  if (token === null) return null;
  return <OrderPage token={token} orderId={orderId} onReorder={orderAgain} />;
}
