import { favouriteMessages, type MessageResponse } from '@tiffin/core';
import { apiFetch } from '@/lib/api-client';
import { wishListError } from './wish-list-error';

/**
 * Adds a dish to the signed-in customer's favourites (POST /api/v1/customer/wish-list/add with
 * `food_id` as a string, visitor-side §7). Adding one already there keeps one; an unknown dish is a 404.
 */
export async function addFavourite(token: string, productId: number): Promise<MessageResponse> {
  try {
    return await apiFetch<MessageResponse>('/api/v1/customer/wish-list/add', {
      method: 'POST',
      json: { food_id: String(productId) },
      token,
    });
  } catch (error) {
    throw wishListError(error, favouriteMessages.addToWishlistFailed);
  }
}
