import { formMessages } from '@tiffin/core';
import { ProfileSection } from '@/components/layout/profile-section';
import { DeleteAccountForm } from '@/features/auth/components/delete-account-form';

/** /profile/delete-account. */
export function Component() {
  return (
    <ProfileSection title={formMessages.profile.deleteAccount}>
      <div className="max-w-xl rounded-2xl border border-line bg-white p-5 sm:p-6">
        <DeleteAccountForm />
      </div>
    </ProfileSection>
  );
}
