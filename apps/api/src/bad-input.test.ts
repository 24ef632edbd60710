import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { register, signInStaff } from './test/auth-helpers.ts';
import { clientAddress, createTestApp, type TestContext } from './test/test-app.ts';

/**
 * Bad input on every API route (issue 16): generated bodies, path ids, query strings and headers,
 * driven from each route's own zod schemas (their field names, so the values reach the validators
 * and what lies behind them), sent with a token of the kind the route admits. Not one 5xx; every
 * refusal a 4xx in the error shape with no stack trace or internal text; and a route that refused
 * every case stored nothing.
 */
// 100 cases per route in `npm test`; `npm run test:fuzz` walks 1,000 (before a landing that touches
// routes or schemas).
const CASES_PER_ROUTE = Number(process.env.BAD_INPUT_CASES ?? 100);

type Route = { method: string; url: string; access: string; bodyKeys: string[]; queryKeys: string[] };
const routes: Route[] = [];

/** The field names of a zod object schema, through refinements and pipes. */
function keysOf(schema: unknown): string[] {
  const candidate = schema as
    | { shape?: Record<string, unknown>; in?: unknown; _def?: { in?: unknown } }
    | undefined;
  if (candidate?.shape) return Object.keys(candidate.shape);
  if (candidate?.in) return keysOf(candidate.in);
  return [];
}

// Built before the tests are collected: there is one test per route it registers.
const ctx: TestContext = await createTestApp({
  onRoute: (route: RouteOptions) => {
    const access = (route.config as { access?: string } | undefined)?.access;
    // Event streams never end (their own tests cover their headers); HEAD mirrors GET.
    if (!route.url.startsWith('/api/') || access === undefined || route.url.endsWith('/stream')) return;
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access,
        bodyKeys: keysOf(schema?.body),
        queryKeys: keysOf(schema?.querystring),
      });
    }
  },
});
afterAll(() => ctx.close());

const printable = (maxLength: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${maxLength}}$`));
const oddNumber = fc.constantFrom(
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  Number.MAX_SAFE_INTEGER,
);
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  oddNumber,
  fc.constantFrom('', ' ', '2026-02-30', '25:61', '1e999', '0x10', '€', '\u0000', '<script>', "' or 1=1 --"),
);
const pathId = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '1.5',
    '2147483648',
    '99999999999999999999',
    'abc',
    'NaN',
    '%00',
    '%E2%82%AC',
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'image/png',
  '*/*',
);

function badRequest(route: Route, keys: string[], token: string) {
  const body = fc.oneof(
    fc.constant(undefined),
    fc.jsonValue({ maxDepth: 4 }).map((json) => JSON.stringify(json)),
    // The route's own fields with values of every kind, and a stray one.
    fc
      .record(Object.fromEntries([...keys, 'extra'].map((key) => [key, value])), { requiredKeys: [] })
      .map((fields) => JSON.stringify(fields)),
    fc.string({ maxLength: 200 }),
  );
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom(...route.queryKeys, 'limit', 'offset'), fc.string({ maxLength: 10 })),
    fc.oneof(fc.string({ maxLength: 20 }), oddNumber.map(String)),
    { maxKeys: 4 },
  );
  const headers = fc.record(
    {
      authorization: fc.oneof(
        fc.constant(`Bearer ${token}`),
        fc.constant(`Bearer ${token}`),
        printable(80),
        printable(80).map((text) => `Bearer ${text}`),
      ),
      'content-type': contentType,
      'idempotency-key': printable(100),
      'if-none-match': printable(40),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-unknown', '*'),
      'x-request-id': printable(60),
    },
    { requiredKeys: ['authorization'] },
  );
  const params = fc.array(pathId, { minLength: 4, maxLength: 4 });
  return fc.record({ body, query, headers, params });
}

/** Internal text an answer must never carry: stack frames, file paths, SQL and driver errors. */
const INTERNAL_TEXT =
  /node_modules|\/src\/|\.ts:\d+|\bat [\w.<>]+ \(|SQLSTATE|syntax error at|relation "|violates|drizzle|pglite|ZodError|TypeError|ReferenceError/i;

/** The answer's text, decompressed as its Content-Encoding says (the cases ask for any). */
function textOf(response: LightMyRequestResponse): string {
  const decode = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync }[
    String(response.headers['content-encoding']) as 'gzip'
  ];
  return decode ? decode(response.rawPayload).toString() : response.body;
}

/** Rows of a query, on PGlite and PostgreSQL alike (both drivers answer `{ rows }`). */
async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await rowsOf<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%migrations%'`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await rowsOf<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(tablename)}`,
    );
    counts[tablename] = Number(row?.count);
  }
  return counts;
}

async function tokenFor(access: string): Promise<string> {
  if (access === 'customer') return (await register(ctx)).token;
  if (access === 'staff' || access === 'admin') return (await signInStaff(ctx, access)).token;
  return '';
}

describe('bad input on every API route', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  // One test per route, each with its own fresh token (a sign-out or an account deletion among the
  // cases then ends only that route's session).
  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: no 5xx, every refusal a 4xx in the error shape, nothing stored when all refused',
    async (_name, route) => {
      const token = await tokenFor(route.access);
      const before = await tableCounts();
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(badRequest(route, route.bodyKeys, token), async (request) => {
          let index = 0;
          const url = route.url.replace(/:\w+/g, () => request.params[index++] ?? '1');
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            query: request.query,
            headers: request.headers,
            remoteAddress: clientAddress(),
            ...(request.body === undefined ? {} : { payload: request.body }),
          });
          const text = textOf(response);
          expect(response.statusCode, text).toBeLessThan(500);
          expect(text).not.toMatch(INTERNAL_TEXT);
          if (response.statusCode < 400) {
            accepted += 1;
            return;
          }
          const answer = JSON.parse(text) as {
            message?: unknown;
            errors?: Array<{ code?: unknown; message?: unknown }>;
          };
          expect(typeof answer.message).toBe('string');
          expect(answer.errors?.length).toBeGreaterThan(0);
          for (const error of answer.errors ?? []) {
            expect(typeof error.code).toBe('string');
            expect(typeof error.message).toBe('string');
          }
        }),
        { numRuns: CASES_PER_ROUTE, endOnFailure: true },
      );
      if (accepted === 0) expect(await tableCounts()).toEqual(before);
    },
    300_000,
  );
});
