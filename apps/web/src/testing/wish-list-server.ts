import type { Product } from '@tiffin/core';
import { bodyOf } from './auth';
import { errorResponse, jsonResponse, type SentRequest } from './mock-api';

export const WISH_LIST = 'GET /api/v1/customer/wish-list';
export const WISH_LIST_ADD = 'POST /api/v1/customer/wish-list/add';
export const WISH_LIST_REMOVE = 'DELETE /api/v1/customer/wish-list/remove';

/**
 * The server's wish list for mockApi: the customer's favourite dishes (newest first) that add and
 * remove change as the real server does. `favourites` is the list itself, for a test to read.
 */
export function wishListServer(menu: readonly Product[], initial: readonly number[] = []) {
  const favourites = [...initial];
  const dish = (id: number) => menu.find((product) => product.id === id);
  const foodId = (init: SentRequest) => Number((bodyOf(init) as { food_id: string }).food_id);
  return {
    favourites,
    routes: {
      [WISH_LIST]: () => jsonResponse(200, { food: favourites.flatMap((id) => dish(id) ?? []) }),
      [WISH_LIST_ADD]: (init: SentRequest) => {
        const id = foodId(init);
        if (dish(id) === undefined) return errorResponse(404, 'Product not found', 'not_found');
        if (!favourites.includes(id)) favourites.unshift(id);
        return jsonResponse(200, { message: 'Added to favourites' });
      },
      [WISH_LIST_REMOVE]: (init: SentRequest) => {
        const index = favourites.indexOf(foodId(init));
        if (index >= 0) favourites.splice(index, 1);
        return jsonResponse(200, { message: 'Removed from favourites' });
      },
    },
  };
}
