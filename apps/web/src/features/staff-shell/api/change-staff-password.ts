import { useMutation } from '@tanstack/react-query';
import type { StaffPasswordChange } from '@tiffin/core';
import { staffFetch } from './staff-fetch';

/** The member's own new password; the server ends their other sessions and keeps this one. */
export function changeStaffPassword(change: StaffPasswordChange): Promise<{ message: string }> {
  return staffFetch('/api/v1/staff/me/password', { method: 'PUT', json: change });
}

export function useChangeStaffPassword() {
  return useMutation({ mutationFn: changeStaffPassword });
}
