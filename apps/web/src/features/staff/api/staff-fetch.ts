import { ApiError, type ApiRequestInit, apiFetch } from '@/lib/api-client';
import { staffToken, useStaffSession } from '../stores/staff-session';

/** A staff call with the member's token; a 401 means the session ended, and signs this device out. */
export async function staffFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  try {
    return await apiFetch<T>(path, { ...init, token: staffToken() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      useStaffSession.getState().signOut({ ended: true });
    throw error;
  }
}
