import { formMessages, orderMessages } from '@tiffin/core';
import { paths } from '@/lib/paths';

export type ProfileSectionKey =
  | 'personal'
  | 'orders'
  | 'addresses'
  | 'notifications'
  | 'security'
  | 'delete-account';

/** The profile area's sidebar, in order (checkout-and-account §2.10, and My Orders from DECISIONS.md). */
export const profileSections: ReadonlyArray<{ key: ProfileSectionKey; label: string; to: string }> = [
  { key: 'personal', label: formMessages.profile.personalInfo, to: paths.profile },
  { key: 'orders', label: orderMessages.orders.myOrders, to: paths.profileOrders },
  { key: 'addresses', label: formMessages.profile.addresses, to: paths.profileAddresses },
  { key: 'notifications', label: formMessages.profile.notifications, to: paths.profileNotifications },
  { key: 'security', label: formMessages.profile.supportAndSecurity, to: paths.profileSecurity },
  { key: 'delete-account', label: formMessages.profile.deleteAccount, to: paths.profileDeleteAccount },
];

/**
 * The active section comes from the segment after /profile (an order's page is My Orders'); /profile
 * and /profile/personal are Personal Info.
 */
export function activeProfileSection(pathname: string): ProfileSectionKey {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  const match = profileSections.find((section) => section.key === segment);
  return match?.key ?? 'personal';
}
