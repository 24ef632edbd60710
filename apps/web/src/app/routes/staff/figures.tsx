import type { QueryClient } from '@tanstack/react-query';
import { FIGURES_DAYS } from '@tiffin/core';
import { figuresQueryOptions } from '@/features/staff-reports/api/get-figures';
import { StaffFigures } from '@/features/staff-reports/components/staff-figures';
import { useRestaurantName, whenSignedIn } from './staff-page';

/** /staff/figures (admins): the figures of the page's first range. */
export const clientLoader = (queryClient: QueryClient) =>
  whenSignedIn(() => queryClient.ensureQueryData(figuresQueryOptions(FIGURES_DAYS.default)), 'admin');

export function Component() {
  return <StaffFigures restaurantName={useRestaurantName()} />;
}
