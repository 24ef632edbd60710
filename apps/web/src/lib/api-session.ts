import { ApiError, apiFetch, type CheckedRequestInit } from './api-client';

/**
 * A signed-in side of the site as its calls need it: the bearer token, read as each call is sent,
 * and what a 401 answer means (the server ended the session). There are two, each made in one place:
 * the staff's (features/staff-shell/stores/staff-session.ts: back to the staff sign-in) and the
 * customer's (features/auth/hooks/use-customer-session.ts: signed out, 'Session expired'). Calls
 * and live streams (event-stream.ts) take one.
 */
export type ApiSession = {
  /** The token now; null when signed out (the call is sent without one, and answers 401). */
  token: () => string | null;
  /** The server answered 401: the session has ended. */
  ended: () => void;
};

/** A call made in a session: its token as `Authorization: Bearer`, and a 401 answer ends the session. */
export async function sessionFetch<T>(
  session: ApiSession,
  path: string,
  init: CheckedRequestInit<T> = {},
): Promise<T> {
  try {
    return await apiFetch<T>(path, { ...init, token: session.token() ?? '' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) session.ended();
    throw error;
  }
}
