import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffSession } from '../stores/staff-session';
import { staffFetch } from './staff-fetch';

export function signOutStaff(): Promise<{ message: string }> {
  return staffFetch('/api/v1/staff/auth/logout', { method: 'POST' });
}

/** Ends the session on the server, then on this device (whatever the server answered) and forgets the orders. */
export function useSignOutStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutStaff,
    onSettled: () => {
      useStaffSession.getState().signOut();
      queryClient.removeQueries({ queryKey: ['staff'] });
    },
  });
}
