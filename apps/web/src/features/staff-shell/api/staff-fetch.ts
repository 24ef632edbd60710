import type { CheckedRequestInit } from '@/lib/api-client';
import { sessionFetch } from '@/lib/api-session';
import { staffSession } from '../stores/staff-session';

/**
 * A staff call in the member's session: a 401 means the session ended, and signs this device out.
 * A read gives its answer's schema from core (`answer`), so what reaches a page is checked.
 */
export function staffFetch<T>(path: string, init: CheckedRequestInit<T> = {}): Promise<T> {
  return sessionFetch<T>(staffSession, path, init);
}
