import { useMutation } from '@tanstack/react-query';
import { type PhoneCheckAnswer, phoneCheckAnswerSchema } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';

export type VerifyPhoneCodeVariables = { checkId: number; code: string };

/** The code the customer read (`POST /api/v1/customer/phone-checks/:checkId/verify`, decision 073). */
export function verifyPhoneCode({ checkId, code }: VerifyPhoneCodeVariables): Promise<PhoneCheckAnswer> {
  return customerFetch(`/api/v1/customer/phone-checks/${checkId}/verify`, {
    method: 'POST',
    json: { code },
    answer: phoneCheckAnswerSchema,
  });
}

export function useVerifyPhoneCode() {
  return useMutation({ mutationFn: verifyPhoneCode, meta: authenticatedMeta });
}
