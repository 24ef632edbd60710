import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DishAvailabilityRequest, OptionStockRequest, StaffMenuResponse } from '@tiffin/core/contracts';
import { staffMenuQueryOptions } from './get-staff-menu';
import { staffFetch } from './staff-fetch';

/** The menu's two changes: a dish on or off the menu ("86"), an option's stock. Each answers the menu as it now is. */
export type MenuChange =
  | { kind: 'dish'; productId: number; body: DishAvailabilityRequest }
  | { kind: 'option'; optionId: number; body: OptionStockRequest };

export function changeMenu(change: MenuChange): Promise<StaffMenuResponse> {
  const path =
    change.kind === 'dish'
      ? `/api/v1/staff/menu/dishes/${change.productId}/availability`
      : `/api/v1/staff/menu/options/${change.optionId}/stock`;
  return staffFetch<StaffMenuResponse>(path, { method: 'PUT', json: change.body });
}

export function useChangeMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMenu,
    onSuccess: (menu) => queryClient.setQueryData(staffMenuQueryOptions().queryKey, menu),
  });
}
