import { formMessages } from '@tiffin/core';
import { paths } from '@/lib/paths';

export type ProfileSectionKey = 'personal' | 'addresses' | 'notifications' | 'security' | 'delete-account';

/** The profile area's sidebar, in order (checkout-and-account §2.10). */
export const profileSections: ReadonlyArray<{ key: ProfileSectionKey; label: string; to: string }> = [
  { key: 'personal', label: formMessages.profile.personalInfo, to: paths.profile },
  { key: 'addresses', label: formMessages.profile.addresses, to: paths.profileAddresses },
  { key: 'notifications', label: formMessages.profile.notifications, to: paths.profileNotifications },
  { key: 'security', label: formMessages.profile.supportAndSecurity, to: paths.profileSecurity },
  { key: 'delete-account', label: formMessages.profile.deleteAccount, to: paths.profileDeleteAccount },
];

/** The active section comes from the last path segment; /profile and /profile/personal are Personal Info. */
export function activeProfileSection(pathname: string): ProfileSectionKey {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const match = profileSections.find((section) => section.key === last);
  return match?.key ?? 'personal';
}
