import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TipPayout, type TipPayoutRequest, tipPayoutSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { tipsLedgerQueryOptions } from './get-tips-ledger';

/** Records tips handed on to the staff (admins). */
export function recordTipPayout(payout: TipPayoutRequest): Promise<TipPayout> {
  return staffFetch('/api/v1/staff/tips/payouts', { method: 'POST', json: payout, answer: tipPayoutSchema });
}

export function useRecordTipPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTipPayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tipsLedgerQueryOptions().queryKey }),
  });
}
