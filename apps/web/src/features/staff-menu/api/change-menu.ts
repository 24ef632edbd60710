import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DishAvailabilityRequest,
  OptionStockRequest,
  ScheduleRequest,
  SoldOutTodayRequest,
  StaffMenuResponse,
} from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { staffMenuQueryOptions } from './get-staff-menu';

/**
 * The kitchen's changes of the menu: a dish on or off the menu ("86"), an option's stock, "sold out
 * for today" on a dish or an option, and (admins) when a dish or a category is offered (issue 33).
 * Each answers the menu as it now is.
 */
export type MenuChange =
  | { kind: 'dish'; productId: number; body: DishAvailabilityRequest }
  | { kind: 'option'; optionId: number; body: OptionStockRequest }
  | { kind: 'dish-sold-out'; productId: number; body: SoldOutTodayRequest }
  | { kind: 'option-sold-out'; optionId: number; body: SoldOutTodayRequest }
  | { kind: 'dish-schedule'; productId: number; body: ScheduleRequest }
  | { kind: 'category-schedule'; categoryId: number; body: ScheduleRequest };

function pathOf(change: MenuChange): string {
  const menu = '/api/v1/staff/menu';
  switch (change.kind) {
    case 'dish':
      return `${menu}/dishes/${change.productId}/availability`;
    case 'option':
      return `${menu}/options/${change.optionId}/stock`;
    case 'dish-sold-out':
      return `${menu}/dishes/${change.productId}/sold-out-today`;
    case 'option-sold-out':
      return `${menu}/options/${change.optionId}/sold-out-today`;
    case 'dish-schedule':
      return `${menu}/dishes/${change.productId}/schedule`;
    case 'category-schedule':
      return `${menu}/categories/${change.categoryId}/schedule`;
  }
}

export function changeMenu(change: MenuChange): Promise<StaffMenuResponse> {
  return staffFetch<StaffMenuResponse>(pathOf(change), { method: 'PUT', json: change.body });
}

export function useChangeMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMenu,
    onSuccess: (menu) => queryClient.setQueryData(staffMenuQueryOptions().queryKey, menu),
  });
}
