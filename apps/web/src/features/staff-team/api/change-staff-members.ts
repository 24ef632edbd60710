import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewStaffMember, StaffMember } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { staffActionsQueryOptions } from './get-staff-actions';
import { staffMembersQueryOptions } from './get-staff-members';

/** The admins' changes to the members: add one, disable or enable one, lift the holds wrong passwords set on their sign-in. */
export type MembersChange =
  | { kind: 'add'; body: NewStaffMember }
  | { kind: 'disable'; staffId: number; body: { disabled: boolean } }
  | { kind: 'unlock'; staffId: number };

export function changeStaffMembers(change: MembersChange): Promise<StaffMember> {
  switch (change.kind) {
    case 'add':
      return staffFetch('/api/v1/staff/members', { method: 'POST', json: change.body });
    case 'disable':
      return staffFetch(`/api/v1/staff/members/${change.staffId}`, { method: 'PATCH', json: change.body });
    case 'unlock':
      return staffFetch(`/api/v1/staff/members/${change.staffId}/unlock`, { method: 'POST' });
  }
}

/** After a change the members and the log are asked again (both changed on the server). */
export function useChangeStaffMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaffMembers,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffMembersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: staffActionsQueryOptions().queryKey }),
      ]);
    },
  });
}
