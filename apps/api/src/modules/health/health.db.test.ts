import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health and readiness', () => {
  it('answers /health while the process runs', async () => {
    const response = await ctx.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /ready when the database answers', async () => {
    const response = await ctx.app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: process.env.TEST_DB_KIND ?? 'pglite' });
  });

  it('answers /ready with a 503 once the database is gone', async () => {
    const local = await createTestApp();
    await local.database.close();
    const response = await local.app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json().errors[0].code).toBe('database_unavailable');
    await local.app.close();
  });
});
