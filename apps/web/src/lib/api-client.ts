import { messages } from '@tiffin/core';
import { config } from './config';

export type ApiErrorItem = { code: string; message: string };

/**
 * Any call that did not answer with data: an error answer of the server (its `{ message, errors }`
 * shape), an answer that is not JSON, or no answer at all (`status` 0). The client only builds it;
 * toasts, redirects and sign-out on 401 belong to the features and the router (DESIGN.md §10.8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: ApiErrorItem[];
  /** The whole error answer as parsed, for the fields beside the error shape (price_changed's `quote`). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    errors: ApiErrorItem[] = [],
    options?: ErrorOptions & { body?: unknown },
  ) {
    super(message, options);
    this.status = status;
    this.errors = errors;
    this.body = options?.body;
  }

  /** The code of the first error item, which the spec's dialogs and toasts branch on. */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

export type ApiRequestInit = Omit<RequestInit, 'body'> & {
  /** Sent as the JSON body, with its Content-Type. */
  json?: unknown;
  body?: BodyInit | null;
  /** The customer's access token, sent as `Authorization: Bearer <token>`. */
  token?: string;
};

/**
 * A response schema of core's contracts, which apiFetch checks a successful answer with (zod's
 * `safeParse`: lib does not load zod itself, the caller's schema brings it, decision 062).
 */
export type AnswerSchema<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: unknown };
};

/** A call whose answer is checked with its schema and typed by it, not cast. */
export type CheckedRequestInit<T> = ApiRequestInit & { answer?: AnswerSchema<T> };

/**
 * How calls reach the server: the browser's fetch, or, while the page is rendered on the server,
 * the server's own routes called in process (entry-server.tsx), so that the same query functions
 * run on both sides.
 */
let send: typeof fetch = (input, init) => fetch(input, init);

export function sendRequestsWith(fetchImplementation: typeof fetch): void {
  send = fetchImplementation;
}

/**
 * Calls the API and resolves with the JSON answer (undefined for an empty one, e.g. 204). Given its
 * `answer` schema, an answer that does not match is an `ApiError` (the page's error state), never
 * a value of the wrong shape.
 */
export async function apiFetch<T>(path: string, { answer, ...init }: CheckedRequestInit<T> = {}): Promise<T> {
  const response = await apiRequest(path, init);
  const data = await jsonOf(response);
  if (!response.ok) throw errorFromBody(response.status, data);
  if (answer === undefined) return data as T;
  const checked = answer.safeParse(data);
  if (checked.success) return checked.data;
  throw new ApiError(response.status, unexpectedAnswer(response.status), [], { cause: checked.error });
}

const unexpectedAnswer = (status: number) => `Unexpected answer from the server (HTTP ${status})`;

/** The `ApiError` of an error answer, as apiFetch throws it. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  return errorFromBody(response.status, await jsonOf(response));
}

/** The request with the API's headers (JSON, the token); no answer at all is `ApiError` 0. */
export async function apiRequest(path: string, init: ApiRequestInit): Promise<Response> {
  const { json, token, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  headers.set('Accept', 'application/json');
  headers.set('X-localization', 'en');
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  try {
    return await send(`${config.apiBaseUrl}${path}`, { ...rest, headers, body });
  } catch (error) {
    // An aborted call (a query that is no longer wanted) stays an AbortError for TanStack Query.
    if (isAbortError(error)) throw error;
    throw new ApiError(0, messages.common.network, [], { cause: error });
  }
}

/** The answer's JSON, undefined when it is empty; an answer that is not JSON is an `ApiError`. */
async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(response.status, unexpectedAnswer(response.status), [], { cause: error });
  }
}

/** By name: the DOMException may come from another realm than this code's (a worker, a test's fetch). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function errorFromBody(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors = Array.isArray(record.errors) ? record.errors.filter(isErrorItem) : [];
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : (errors[0]?.message ?? `Request failed (HTTP ${status})`);
  return new ApiError(status, message, errors, { body });
}

function isErrorItem(item: unknown): item is ApiErrorItem {
  if (typeof item !== 'object' || item === null) return false;
  const { code, message } = item as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}
