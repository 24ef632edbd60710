import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/test-app.ts';

// Runs when TEST_REDIS_URL names a Redis server (CI sets it): two instances share their counters.
let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
  first = await createTestApp({ env });
  second = await createTestApp({ env });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('rate limits with REDIS_URL', () => {
  it('count sign-in attempts from one address across instances', async () => {
    // A fresh address each run, so counters left in Redis by an earlier run do not count.
    const address = `203.0.113.${randomInt(1, 255)}`;
    const attempt = (ctx: TestContext) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: address,
        payload: {
          email_or_phone: `guess.${randomInt(1, 1_000_000)}@example.ie`,
          password: 'guess-guess',
          field_type: 'email',
        },
      });
    const statuses = [];
    for (let index = 0; index < 10; index += 1)
      statuses.push((await attempt(index % 2 === 0 ? first : second)).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
