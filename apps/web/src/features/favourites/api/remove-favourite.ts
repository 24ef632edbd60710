import { favouriteMessages, type MessageResponse } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { wishListError } from './wish-list-error';

/**
 * Removes a dish from the signed-in customer's favourites (DELETE
 * /api/v1/customer/wish-list/remove, `food_id` in a JSON body, visitor-side §7).
 */
export async function removeFavourite(productId: number): Promise<MessageResponse> {
  try {
    return await customerFetch<MessageResponse>('/api/v1/customer/wish-list/remove', {
      method: 'DELETE',
      json: { food_id: String(productId) },
    });
  } catch (error) {
    throw wishListError(error, favouriteMessages.removeFromWishlistFailed);
  }
}
