import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiSession } from '@/lib/api-session';
import { useAuthStore } from '../stores/auth-store';
import { handleUnauthorized } from './use-session-expiry';

/**
 * The customer's session for a call made outside the query cache (the live stream of their orders,
 * lib/event-stream.ts): the token as the store has it now, and a 401 handled as for every call with
 * the token (use-session-expiry.ts): signed out, with 'Session expired. Please login again.'.
 */
export function useCustomerSession(): ApiSession {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({ token: () => useAuthStore.getState().token, ended: () => handleUnauthorized(queryClient) }),
    [queryClient],
  );
}
