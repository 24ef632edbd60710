import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PhoneOrderPayload, type PhoneOrderResponse, phoneOrderResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** Places the phone order; the server prices and checks it, and refuses with the rule's message. */
export function placePhoneOrder(body: PhoneOrderPayload): Promise<PhoneOrderResponse> {
  return staffFetch('/api/v1/staff/phone-orders', {
    method: 'POST',
    json: body,
    answer: phoneOrderResponseSchema,
  });
}

/** Placed: the board is read again (the live stream brings it to the others). */
export function usePlacePhoneOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placePhoneOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] }),
  });
}
