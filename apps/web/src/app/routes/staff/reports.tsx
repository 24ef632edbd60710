import type { QueryClient } from '@tanstack/react-query';
import { dublinDate } from '@tiffin/core';
import { dayReportQueryOptions } from '@/features/staff-reports/api/reports';
import { StaffReports } from '@/features/staff-reports/components/staff-reports';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/reports (admins): today's day-end report first. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(dayReportQueryOptions(dublinDate(new Date()))), 'admin');

export function Component() {
  return <StaffReports restaurantName={useRestaurantName()} />;
}
