import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusyRequest, KitchenPace, PauseRequest } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { type OrderBoard, orderBoardQueryOptions } from './get-order-board';

/** Busy mode and the pause of online ordering (issue 33); each answers the pace as it now is. */
export type PaceChange =
  | { kind: 'busy'; body: BusyRequest }
  | { kind: 'end-busy' }
  | { kind: 'pause'; body: PauseRequest }
  | { kind: 'resume' };

export function changePace(change: PaceChange): Promise<KitchenPace> {
  switch (change.kind) {
    case 'busy':
      return staffFetch('/api/v1/staff/busy', { method: 'PUT', json: change.body });
    case 'end-busy':
      return staffFetch('/api/v1/staff/busy', { method: 'DELETE' });
    case 'pause':
      return staffFetch('/api/v1/staff/pause', { method: 'PUT', json: change.body });
    case 'resume':
      return staffFetch('/api/v1/staff/pause', { method: 'DELETE' });
  }
}

/** A change of the pace, shown on the board as soon as the server answers (other boards at their next ask). */
export function useChangePace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePace,
    onSuccess: (pace) =>
      queryClient.setQueryData<OrderBoard>(orderBoardQueryOptions().queryKey, (board) =>
        board ? { ...board, pace } : board,
      ),
  });
}
