import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { dayReportSchema, type ReportExport, type ReportRangeQuery, reportFileName } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { staffSession } from '@/features/staff-shell/stores/staff-session';
import { ApiError } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-download';
import { PAGE_DATA_STALE_MS } from '@/lib/query-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/v1/staff/reports/day (admins): the day-end report of a Dublin day. */
export function dayReportQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['staff', 'reports', 'day', date],
    queryFn: ({ signal }) =>
      staffFetch(`/api/v1/staff/reports/day?date=${encodeURIComponent(date)}`, {
        signal,
        answer: dayReportSchema,
      }),
    staleTime: PAGE_DATA_STALE_MS,
  });
}

export function useDayReport(date: string, enabled: boolean) {
  return useQuery({ ...dayReportQueryOptions(date), enabled });
}

/** One of the CSV files over a range, in the member's session: a 401 signs this device out. */
async function downloadReport(kind: ReportExport, range: ReportRangeQuery) {
  const query = new URLSearchParams(range).toString();
  try {
    return await apiDownload(`/api/v1/staff/reports/${kind}.csv?${query}`, {
      token: staffSession.token() ?? '',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) staffSession.ended();
    throw error;
  }
}

/** Downloads a CSV file and has the browser save it, under the server's name (or the same one made here). */
export function useDownloadReport(kind: ReportExport) {
  return useMutation({
    mutationFn: (range: ReportRangeQuery) => downloadReport(kind, range),
    onSuccess: ({ blob, fileName }, range) => saveFile(blob, fileName ?? reportFileName(kind, range)),
  });
}
