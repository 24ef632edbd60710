import { messages } from '@tiffin/core';
import { ApiError, type ApiRequestInit, apiErrorOf, apiRequest, isAbortError } from './api-client';

/**
 * Downloads from the API (a customer's data), apart from `api-client` so that the first visit,
 * which reads that module, does not carry them.
 */

/** A file the API sent: its bytes, and the name its Content-Disposition gives (null when none). */
export type ApiFile = { blob: Blob; fileName: string | null };

/** Calls the API for a file to save (a download); an error answer is thrown as apiFetch throws it. */
export async function apiDownload(path: string, init: ApiRequestInit = {}): Promise<ApiFile> {
  const response = await apiRequest(path, init);
  if (!response.ok) throw await apiErrorOf(response);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, messages.common.network, [], { cause: error });
  }
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** The file name of `attachment; filename="…"` (RFC 6266's quoted or bare form). */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition) : null;
  return match?.[1] ?? match?.[2] ?? null;
}
