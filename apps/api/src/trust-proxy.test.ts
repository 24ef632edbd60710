import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/test-app.ts';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** 11 sign-in tries through one proxy, from two customers: does the 11th answer 429? */
async function eleventhTryLimited(env: Record<string, string>): Promise<boolean> {
  ctx = await createTestApp({ env });
  const attempt = (customerAddress: string) =>
    ctx?.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': customerAddress },
      payload: { email_or_phone: 'someone@example.ie', password: 'not-the-password', field_type: 'email' },
    });
  for (let index = 0; index < 10; index += 1) await attempt('198.51.100.1');
  return (await attempt('198.51.100.2'))?.statusCode === 429;
}

describe('TRUST_PROXY', () => {
  it('off (the default): X-Forwarded-For is ignored, so a client cannot choose the address counted', async () => {
    expect(await eleventhTryLimited({})).toBe(true);
  });

  it('on: behind a load balancer, each customer is counted by their own address', async () => {
    expect(await eleventhTryLimited({ TRUST_PROXY: 'true' })).toBe(false);
  });
});
