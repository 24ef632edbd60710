import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebDist, type TestContext } from '../../test/test-app.ts';

const ROUTE = '/.well-known/apple-developer-merchantid-domain-association';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe("Apple's domain association file for Apple Pay (issue 52)", () => {
  it('is served as configured (APPLE_PAY_DOMAIN_ASSOCIATION_FILE), byte for byte, to anyone', async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'tiffin-apple-')), 'association');
    // What Stripe's Dashboard gives is one long line of hex; its bytes must reach Apple unchanged.
    const content = `7B22707370223A22${'0A1B2C3D'.repeat(500)}7D\n`;
    await fs.writeFile(file, content);
    ctx = await createTestApp({ env: { APPLE_PAY_DOMAIN_ASSOCIATION_FILE: file } });

    const response = await ctx.app.inject({ url: ROUTE });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(content);
  });

  it('is not found when none is configured', async () => {
    ctx = await createTestApp({ env: { WEB_DIST_DIR: await fakeWebDist() } });

    expect((await ctx.app.inject({ url: ROUTE })).statusCode).toBe(404);
  });
});
