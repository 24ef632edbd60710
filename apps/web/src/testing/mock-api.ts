import { vi } from 'vitest';

/** A fixed answer, or one made for each request (from the request's options and address, if it needs them). */
type Answer = Response | ((init: RequestInit | undefined, url: URL) => Response | Promise<Response>);

/** A JSON answer as the server sends it. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The server's error shape. */
export function errorResponse(status: number, message: string, code = 'internal'): Response {
  return jsonResponse(status, { message, errors: [{ code, message }] });
}

/**
 * Replaces `fetch` at the network boundary. Routes are 'METHOD /path' (the query string is
 * ignored); an answer given as a function is called for every request. The page-view report
 * answers 204 unless a test says otherwise; any other unknown call answers the server's 404.
 */
export function mockApi(routes: Record<string, Answer>) {
  const answers: Record<string, Answer> = {
    'POST /api/v1/analytics/page-view': () => jsonResponse(204),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const key = `${method} ${url.pathname}`;
    const answer = answers[key];
    if (answer === undefined) return errorResponse(404, `Route ${key} not found`, 'not_found');
    // A Response body can be read once; a fixed answer is cloned for each call.
    return typeof answer === 'function' ? answer(init, url) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route, as 'METHOD /path'. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, route: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === route;
  });
}
