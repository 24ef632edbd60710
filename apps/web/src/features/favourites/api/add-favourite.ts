import { favouriteMessages, type MessageResponse } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { wishListError } from './wish-list-error';

/**
 * Adds a dish to the signed-in customer's favourites (POST /api/v1/customer/wish-list/add with
 * `food_id` as a string, visitor-side §7). Adding one already there keeps one; an unknown dish is a 404.
 */
export async function addFavourite(productId: number): Promise<MessageResponse> {
  try {
    return await customerFetch<MessageResponse>('/api/v1/customer/wish-list/add', {
      method: 'POST',
      json: { food_id: String(productId) },
    });
  } catch (error) {
    throw wishListError(error, favouriteMessages.addToWishlistFailed);
  }
}
