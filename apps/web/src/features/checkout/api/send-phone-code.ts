import { useMutation } from '@tanstack/react-query';
import { type PhoneCheckAnswer, phoneCheckAnswerSchema } from '@tiffin/core';
import { customerFetch } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';

/** Texts a code to the order's phone (`POST /api/v1/customer/phone-checks`, decision 073). */
export function sendPhoneCode(phone: string): Promise<PhoneCheckAnswer> {
  return customerFetch('/api/v1/customer/phone-checks', {
    method: 'POST',
    json: { phone },
    answer: phoneCheckAnswerSchema,
  });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode, meta: authenticatedMeta });
}
