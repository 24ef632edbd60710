import { afterAll, beforeAll, expect, it } from 'vitest';
import { ConnectionUnavailableError } from './errors.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

/**
 * A request that fails because the database cannot be reached answers 503 in the error shape: the
 * errors are the ones node-postgres and PostgreSQL give when the server restarts, fails over or is
 * not there (db/outage.postgres.test.ts takes a real database away).
 */
const failures: Record<string, () => Error> = {
  refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  'refused, every address': () =>
    new AggregateError(
      [Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })],
      'connect failed',
    ),
  reset: () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  'backend terminated (57P01), wrapped by the query': () =>
    new Error('Failed query: select 1', {
      cause: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    }),
  'server starting up (57P03)': () =>
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  'connection failure (08006)': () => Object.assign(new Error('connection failure'), { code: '08006' }),
  'connection terminated': () => new Error('Connection terminated unexpectedly'),
  'no connection in time': () => new Error('timeout exceeded when trying to connect'),
  // Issue 47: `ALTER DATABASE … ALLOW_CONNECTIONS false`, and a server at max_connections.
  'database not accepting connections (55000)': () =>
    Object.assign(new Error('database "tiffin" is not currently accepting connections'), { code: '55000' }),
  'too many connections (53300)': () =>
    Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
  // Any failure to acquire a connection from the pool, whatever the server said (a password
  // refused while the role is moved, 28P01).
  'no connection acquired': () =>
    new Error('Failed query: select 1', {
      cause: new ConnectionUnavailableError(
        Object.assign(new Error('password authentication failed'), { code: '28P01' }),
      ),
    }),
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    extraRoutes: (app) =>
      app.get('/api/v1/test-failure/:name', { config: { access: 'public' } }, async (request) => {
        const { name } = request.params as { name: string };
        throw failures[name]?.() ?? new Error('a fault of our own');
      }),
  });
});
afterAll(() => ctx.close());

it.each(Object.keys(failures))('answers 503 when the database is out of reach: %s', async (name) => {
  const response = await ctx.app.inject({ url: `/api/v1/test-failure/${encodeURIComponent(name)}` });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    message: expect.any(String),
    errors: [{ code: 'database_unavailable', message: expect.any(String) }],
  });
});

it('still answers 500 for a fault that is not the database being away', async () => {
  const response = await ctx.app.inject({ url: '/api/v1/test-failure/other' });
  expect(response.statusCode).toBe(500);
  expect(response.json().errors[0].code).toBe('internal');
});
