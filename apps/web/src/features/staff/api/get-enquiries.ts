import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Enquiry, EnquiryStatus } from '@tiffin/core/contracts';
import { staffFetch } from './staff-fetch';

export type EnquiryFilter = 'all' | EnquiryStatus;

export function getEnquiries(status: EnquiryFilter, signal?: AbortSignal): Promise<{ enquiries: Enquiry[] }> {
  return staffFetch(`/api/v1/staff/enquiries?status=${status}`, { signal });
}

/** The table enquiries with a status, newest first. */
export function useEnquiries(status: EnquiryFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'enquiries', status],
      queryFn: ({ signal }) => getEnquiries(status, signal),
    }),
  );
}
