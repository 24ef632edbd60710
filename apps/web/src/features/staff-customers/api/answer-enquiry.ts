import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerEnquiryRequest, Enquiry } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

export function answerEnquiry({
  enquiryId,
  answer,
}: {
  enquiryId: number;
  answer: AnswerEnquiryRequest;
}): Promise<Enquiry> {
  return staffFetch(`/api/v1/staff/enquiries/${enquiryId}/answer`, { method: 'POST', json: answer });
}

/** Confirms or declines an enquiry; the lists of every status are read again. */
export function useAnswerEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerEnquiry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'enquiries'] }),
  });
}
