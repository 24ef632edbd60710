import { formMessages } from '@tiffin/core';
import { AuthCard } from '@/features/auth/components/auth-card';
import { DeleteAccountForm } from '@/features/auth/components/delete-account-form';
import { RequireAuth } from '@/features/auth/components/login-required';
import { SitePageMeta } from './site-page-meta';

/** /delete-account.php: the same form outside the profile area (linked from the footer). */
export function DeleteAccountPageRoute() {
  return (
    <>
      <SitePageMeta title={formMessages.profile.deleteAccount} />
      <RequireAuth>
        <AuthCard title={formMessages.profile.deleteAccount}>
          <DeleteAccountForm />
        </AuthCard>
      </RequireAuth>
    </>
  );
}
