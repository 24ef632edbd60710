import { ApiError, type ApiErrorItem } from './api-client';
import { toast } from './toast';

/** The error items of a server answer; none for anything else. */
export function errorItems(error: unknown): ApiErrorItem[] {
  return error instanceof ApiError ? error.errors : [];
}

/**
 * A server failure (5xx) hides its reason; a network failure says what happened; a 4xx carries the
 * server's own words.
 */
function isServerFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500;
}

/** One error toast per text: the same text twice (one per field) is shown once. */
export function showErrorToast(message: string, duration?: number): void {
  toast.error(message, { id: message, ...(duration === undefined ? {} : { duration }) });
}

type ToastOptions = {
  /** The flow's own words when the server gives none (visitor-side §8). */
  fallback: string;
  /** Show the answer's message when it has no error items (login: "else the server message"). */
  useMessage?: boolean;
};

/**
 * visitor-side §8: each error item of the answer as its own toast; else (where the flow says so)
 * the server's message; else the flow's fallback. Rate limits (429) arrive in the same shape and
 * show the server's message.
 */
export function toastApiError(error: unknown, { fallback, useMessage = false }: ToastOptions): void {
  if (isServerFailure(error) || !(error instanceof ApiError)) {
    showErrorToast(fallback);
    return;
  }
  const items = error.errors.filter((item) => item.message !== '');
  if (items.length > 0) {
    for (const item of items) showErrorToast(item.message);
    return;
  }
  showErrorToast(error.status === 0 || useMessage ? error.message || fallback : fallback);
}

/** The items that name a field of the form, to show beside the field as well as in the toast. */
export function fieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Array<{ field: Field; message: string }> {
  return errorItems(error).flatMap((item) =>
    (fields as readonly string[]).includes(item.code)
      ? [{ field: item.code as Field, message: item.message }]
      : [],
  );
}
