import { type RequestWithBody, requestBodySchemas } from '@tiffin/core';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { type Mock, vi } from 'vitest';

/**
 * The web tests' API: Mock Service Worker answers the browser code's real `fetch` calls at the
 * network boundary (started in setup-tests.ts). Every request that carries a body is first checked
 * with the schema the server validates that call with (`requestBodySchemas` in core's `request-bodies.ts`): a component
 * that sends what the server would refuse gets the server's 400, and its test fails.
 */

/** A request as the tests read it: what `fetch` was given, its body as text. */
export type SentRequest = { method: string; headers: Headers; body: string | undefined };

/** A fixed answer, or one made for each request (from the request and its address, if it needs them). */
type Answer = Response | ((init: SentRequest, url: URL) => Response | Promise<Response>);

/** The requests sent while a test runs: `[address, request]`, as a mock's calls. */
type RequestLog = Mock<(input: string, init: SentRequest) => void>;

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

/** No answer at all: the connection failed (offline, the server unreachable). */
export const networkError = (): Response => HttpResponse.error();

let answers: Record<string, Answer> = {};
let requestLog: RequestLog | undefined;
/** The bodies the server would have refused; a test that sent one fails (setup-tests.ts). */
const refusedBodies: string[] = [];

/**
 * The entry of a table keyed 'METHOD /path' that a request's key names: the same key, else a key
 * with parameters ('PUT /api/v1/customer/address/update/:addressId' for '.../update/5').
 */
export function entryFor<T>(table: Record<string, T>, key: string): T | undefined {
  const exact = table[key];
  if (exact !== undefined) return exact;
  const [method, path = ''] = key.split(' ');
  const segments = path.split('/');
  for (const [pattern, entry] of Object.entries(table)) {
    const [patternMethod, patternPath = ''] = pattern.split(' ');
    if (patternMethod !== method || !patternPath.includes('/:')) continue;
    const patternSegments = patternPath.split('/');
    if (
      patternSegments.length === segments.length &&
      patternSegments.every(
        (segment, index) =>
          segment === segments[index] || (segment.startsWith(':') && segments[index] !== ''),
      )
    ) {
      return entry;
    }
  }
  return undefined;
}

/** The server's 400 for a body its schema refuses, or nothing when the call takes no body or this one passes. */
function checkBody(key: string, body: string | undefined): Response | undefined {
  const schema = entryFor<(typeof requestBodySchemas)[RequestWithBody]>(requestBodySchemas, key);
  if (schema === undefined) return undefined;
  let value: unknown;
  try {
    value = body === undefined || body === '' ? undefined : JSON.parse(body);
  } catch {
    value = body;
  }
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const errors = result.error.issues.map((issue) => ({
    code: String(issue.path.at(-1) ?? 'invalid'),
    message: issue.message,
  }));
  refusedBodies.push(`${key} sent ${body ?? 'no body'}: ${errors.map((error) => error.message).join('; ')}`);
  return jsonResponse(400, { message: errors[0]?.message ?? 'Invalid request', errors });
}

/**
 * Every request to the API: logged, its body checked, then answered as the test said ('METHOD
 * /path', the query string ignored; a path may name parameters, '/update/:addressId'). The
 * page-view report answers 204 and the ratings' summary has none unless a test says otherwise; any
 * other unknown call answers the server's 404.
 */
const api = http.all('/api/*', async ({ request }) => {
  const url = new URL(request.url);
  const key = `${request.method} ${url.pathname}`;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  const sent: SentRequest = { method: request.method, headers: request.headers, body };
  requestLog?.(url.href, sent);
  const refusal = checkBody(key, body);
  if (refusal !== undefined) return refusal;
  const answer = entryFor(answers, key);
  if (answer === undefined) return errorResponse(404, `Route ${key} not found`, 'not_found');
  // A Response body can be read once; a fixed answer is cloned for each call.
  return typeof answer === 'function' ? answer(sent, url) : answer.clone();
});

export const apiServer = setupServer(api);

/** What every test's API answers unless it says otherwise: the page-view report, and no ratings yet. */
const defaultAnswers = (): Record<string, Answer> => ({
  'POST /api/v1/analytics/page-view': () => jsonResponse(204),
  'GET /api/v1/ratings/summary': () => jsonResponse(200, { count: 0, average: null, comments: [] }),
});

/** Answers for this test's calls; returns the log of the requests sent from now on. */
export function mockApi(routes: Record<string, Answer>): RequestLog {
  answers = { ...defaultAnswers(), ...routes };
  requestLog = vi.fn();
  return requestLog;
}

/** Between tests: no answers, no log, and the refused bodies of the test that ends (to fail it). */
export function resetMockApi(): string[] {
  answers = defaultAnswers();
  requestLog = undefined;
  return refusedBodies.splice(0);
}

/** The calls made to one route, as 'METHOD /path'. */
export function callsTo(log: RequestLog, route: string) {
  return log.mock.calls.filter(([input, init]) => `${init.method} ${new URL(input).pathname}` === route);
}
