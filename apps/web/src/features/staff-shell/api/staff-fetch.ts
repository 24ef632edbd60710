import type { ApiRequestInit } from '@/lib/api-client';
import { sessionFetch } from '@/lib/api-session';
import { staffSession } from '../stores/staff-session';

/** A staff call in the member's session: a 401 means the session ended, and signs this device out. */
export function staffFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  return sessionFetch<T>(staffSession, path, init);
}
