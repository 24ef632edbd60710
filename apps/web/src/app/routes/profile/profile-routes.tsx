import { useQuery } from '@tanstack/react-query';
import { formMessages, messages } from '@tiffin/core';
import { Outlet } from 'react-router';
import { MyAddresses } from '@/features/addresses/components/my-addresses';
import { DeleteAccountForm } from '@/features/auth/components/delete-account-form';
import { RequireAuth } from '@/features/auth/components/login-required';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useAccessToken, useAuthStore } from '@/features/auth/stores/auth-store';
import { customerInfoQueryOptions } from '@/features/profile/api/get-customer-info';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { PersonalInfo } from '@/features/profile/components/personal-info';
import { ComingSoon, ProfileLayout, ProfileSection } from '@/features/profile/components/profile-layout';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { SupportContact } from '@/features/restaurant/components/support-contact';
import { accountText } from '@/lib/account-text';
import { SitePageMeta } from '../site-page-meta';

/**
 * /profile/*: the profile area (checkout-and-account §2.10), composed here from the auth feature
 * (the guard, the token, Sign Out), the profile feature and the restaurant's contact details.
 */
export function ProfileLayoutRoute() {
  const signOut = useSignOut();
  const signingOut = messages.navigation.signingOutProfile;
  return (
    <>
      <SitePageMeta title={accountText.profile.heading} />
      <RequireAuth>
        <ProfileLayout onSignOut={() => void signOut(signingOut)} signOutLabel={messages.navigation.signOut}>
          <Outlet />
        </ProfileLayout>
      </RequireAuth>
    </>
  );
}

export function PersonalInfoRoute() {
  const token = useAccessToken();
  const updateUser = useAuthStore((state) => state.updateUser);
  // Without a token the guard shows the sign-in prompt (or the deleted-account confirmation).
  if (token === null) return null;
  return <PersonalInfo token={token} onCustomerChange={updateUser} />;
}

export function SecurityRoute() {
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

export function DeleteAccountRoute() {
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
export function AddressesRoute() {
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

export function NotificationsRoute() {
  return <ComingSoon title={formMessages.profile.notifications} />;
}
