import { formMessages } from '@tiffin/core';
import { ProfileSection } from '@/components/layout/profile-section';
import { useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { SupportContact } from '@/features/restaurant/components/support-contact';
import { accountText } from '@/lib/account-text';

/** /profile/security: the restaurant's contact details and the password change. */
export function Component() {
  const signedIn = useIsAuthenticated();
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
          {signedIn && <ChangePasswordForm />}
        </section>
      </div>
    </ProfileSection>
  );
}
