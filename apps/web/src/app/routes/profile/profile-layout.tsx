import { messages } from '@tiffin/core';
import { Outlet } from 'react-router';
import { RequireAuth } from '@/features/auth/components/login-required';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { ProfileLayout } from '@/features/profile/components/profile-layout';
import { accountText } from '@/lib/account-text';
import { SitePageMeta } from '../site-page-meta';

/**
 * /profile, the profile area's layout (checkout-and-account §2.10) around each of its pages,
 * composed here from the auth feature (the guard, Sign Out) and the profile feature: a visitor sees
 * the sign-in prompt instead.
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
