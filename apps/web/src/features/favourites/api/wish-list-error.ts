import { ApiError } from '@/lib/api-client';

/**
 * visitor-side §8 "Wishlist": the server's message or first error, else the call's own words. A
 * server failure (5xx) or no answer at all hides its reason, so the call's words are used there; a
 * 4xx (an unknown dish, a 401) keeps the server's. The status and the cause are kept.
 */
export function wishListError(error: unknown, fallback: string): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status !== 0 && error.status < 500) return error;
  return new ApiError(error.status, fallback, error.errors, { cause: error });
}
