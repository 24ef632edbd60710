import { useMutation } from '@tanstack/react-query';
import { dataExportFileName, dublinDate } from '@tiffin/core';
import { type ApiFile, apiDownload } from '@/lib/api-download';
import { customerToken } from '@/lib/customer-fetch';
import { authenticatedMeta } from '@/lib/query-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/v1/customer/export (issue 32): the copy of everything the site keeps about the customer. */
export function downloadMyData(): Promise<ApiFile> {
  return apiDownload('/api/v1/customer/export', { token: customerToken() ?? '' });
}

/**
 * Downloads the copy and hands it to the browser to save, under the name the server gave it (today's
 * in Dublin if none). A 401 ends the session as every customer call does.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => downloadMyData(),
    meta: authenticatedMeta,
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName ?? dataExportFileName(dublinDate(new Date())));
    },
  });
}
