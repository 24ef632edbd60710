import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Enquiry, type EnquiryStatus, enquiriesResponseSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';

export type EnquiryFilter = 'all' | EnquiryStatus;

/** The filter the enquiries page opens with. */
export const FIRST_ENQUIRY_FILTER: EnquiryFilter = 'new';

export function getEnquiries(status: EnquiryFilter, signal?: AbortSignal): Promise<{ enquiries: Enquiry[] }> {
  return staffFetch(`/api/v1/staff/enquiries?status=${status}`, { signal, answer: enquiriesResponseSchema });
}

/** The table enquiries with a status, newest first. */
export function enquiriesQueryOptions(status: EnquiryFilter) {
  return queryOptions({
    queryKey: ['staff', 'enquiries', status],
    queryFn: ({ signal }) => getEnquiries(status, signal),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

export function useEnquiries(status: EnquiryFilter) {
  return useQuery(enquiriesQueryOptions(status));
}
