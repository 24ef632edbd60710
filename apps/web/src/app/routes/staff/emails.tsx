import type { QueryClient } from '@tanstack/react-query';
import { FIRST_OUTBOX_STATE, outboxQueryOptions } from '@/features/staff-customers/api/get-outbox';
import { StaffEmails } from '@/features/staff-customers/components/staff-emails';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/emails (admins): asked for whoever opens it, as the page does (a member who is no admin is refused). */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(outboxQueryOptions(FIRST_OUTBOX_STATE)));

export function Component() {
  return <StaffEmails restaurantName={useRestaurantName()} />;
}
