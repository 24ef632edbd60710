import { ApiError } from '@/lib/api-client';

/**
 * checkout-and-account §8 "Addresses": the server's message or first error (the API client already
 * picks them, in that order), else the call's own words ('Failed to fetch addresses', ...). A server
 * failure (5xx) or no answer at all hides its reason, so the call's words are used there; a 4xx (a
 * full address book, another's address, a 401) keeps the server's. The status and the cause are kept.
 */
export function addressError(error: unknown, fallback: string): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status !== 0 && error.status < 500) return error;
  return new ApiError(error.status, fallback, error.errors, { cause: error });
}

/** The words to show for a failed call: the error's own (see addressError), else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}
