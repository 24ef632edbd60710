import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CategoryChange,
  CategoryMove,
  DishChange,
  DishImageType,
  NewOption,
  OptionChange,
  StaffMenuResponse,
  VariationChange,
} from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { allergenHistoryKey } from './get-allergen-history';
import { staffMenuQueryOptions } from './get-staff-menu';

/** The admins' edits of the menu's content. Each answers the menu as it now is. */
export type MenuEdit =
  | { kind: 'add-category'; body: CategoryChange }
  | { kind: 'category'; categoryId: number; body: CategoryChange }
  | { kind: 'move-category'; categoryId: number; body: CategoryMove }
  | { kind: 'add-dish'; body: DishChange }
  | { kind: 'dish'; productId: number; body: DishChange }
  | { kind: 'photo'; productId: number; file: File & { type: DishImageType } }
  | { kind: 'add-variation'; productId: number; body: VariationChange }
  | { kind: 'variation'; variationId: number; body: VariationChange }
  | { kind: 'add-option'; variationId: number; body: NewOption }
  | { kind: 'option'; optionId: number; body: OptionChange };

const MENU = '/api/v1/staff/menu';

export function editMenu(edit: MenuEdit): Promise<StaffMenuResponse> {
  switch (edit.kind) {
    case 'add-category':
      return staffFetch(`${MENU}/categories`, { method: 'POST', json: edit.body });
    case 'category':
      return staffFetch(`${MENU}/categories/${edit.categoryId}`, { method: 'PUT', json: edit.body });
    case 'move-category':
      return staffFetch(`${MENU}/categories/${edit.categoryId}/move`, { method: 'POST', json: edit.body });
    case 'add-dish':
      return staffFetch(`${MENU}/dishes`, { method: 'POST', json: edit.body });
    case 'dish':
      return staffFetch(`${MENU}/dishes/${edit.productId}`, { method: 'PUT', json: edit.body });
    case 'photo':
      // The photo's bytes as the body, typed as the browser read the file.
      return staffFetch(`${MENU}/dishes/${edit.productId}/image`, {
        method: 'PUT',
        body: edit.file,
        headers: { 'Content-Type': edit.file.type },
      });
    case 'add-variation':
      return staffFetch(`${MENU}/dishes/${edit.productId}/variations`, { method: 'POST', json: edit.body });
    case 'variation':
      return staffFetch(`${MENU}/variations/${edit.variationId}`, { method: 'PUT', json: edit.body });
    case 'add-option':
      return staffFetch(`${MENU}/variations/${edit.variationId}/options`, {
        method: 'POST',
        json: edit.body,
      });
    case 'option':
      return staffFetch(`${MENU}/options/${edit.optionId}`, { method: 'PUT', json: edit.body });
  }
}

export function useEditMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMenu,
    onSuccess: (menu) => {
      queryClient.setQueryData(staffMenuQueryOptions().queryKey, menu);
      // A dish's or an option's allergens may have changed: its record has a new entry.
      void queryClient.invalidateQueries({ queryKey: allergenHistoryKey });
    },
  });
}
