import { gunzipSync } from 'node:zlib';
import { formMessages, isSitePath, type RequestWithBody, requestBodySchemas } from '@tiffin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { JSON_MAX_DEPTH } from './plugins/json-bodies.ts';
import { register } from './test/auth-helpers.ts';
import { createTestApp, fakeWebDist, type TestContext } from './test/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every route the app registers, whether it names a rate limit, and who may call it. */
const routes: Array<{
  method: string;
  url: string;
  limited: boolean;
  access: string | undefined;
  body: unknown;
}> = [];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { WEB_DIST_DIR: await fakeWebDist() },
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        const config = route.config as { rateLimit?: unknown; access?: string } | undefined;
        routes.push({
          method,
          url: route.url,
          limited: Boolean(config?.rateLimit),
          access: config?.access,
          body: (route.schema as { body?: unknown } | undefined)?.body,
        });
      }
    },
    extraRoutes: (app) => {
      app.get('/api/v1/test/crash', { config: { access: 'public' } }, () => {
        throw new Error('connection string postgres://secret@db leaked');
      });
      app.get('/api/v1/test/conflict', { config: { access: 'public' } }, () => {
        throw new AppError('price_changed', 'Prices changed');
      });
    },
  });
});
afterAll(() => ctx.close());

describe('the error shape', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Route GET /api/v1/nothing-here not found',
      errors: [{ code: 'not_found', message: 'Route GET /api/v1/nothing-here not found' }],
    });
  });

  it('answers a POST to an unknown path with a JSON 404, not the web page', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/menu' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('not_found');
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: '{"path":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: [{ code: expect.any(String), message: expect.any(String) }],
    });
  });

  it('refuses a JSON body nested deeper than any request of ours, before parsing it', async () => {
    const nested = (depth: number) =>
      `{"path":"/menu","extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const send = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/page-view',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const deep = await send(nested(JSON_MAX_DEPTH + 1));
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors).toEqual([{ code: 'too_deep', message: expect.stringContaining('deeper') }]);
    expect((await send(nested(JSON_MAX_DEPTH))).statusCode).toBeLessThan(300);
    // Fastify's parser still refuses a poisoned prototype.
    expect((await send('{"path":"/menu","__proto__":{"admin":true}}')).statusCode).toBe(400);
  });

  it('limits a body to 16 KB unless its route needs more (a basket may take 64 KB)', async () => {
    const { token } = await register(ctx);
    const longText = 'x'.repeat(20 * 1024);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email_or_phone: 'aoife@example.ie', password: longText },
    });
    expect(signIn.statusCode).toBe(413);
    expect(signIn.json().errors[0].code).toBe('ctp_body_too_large');
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/place1',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      payload: { order_note: longText },
    });
    // Read, and refused for what it says rather than its size.
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0].code).not.toBe('ctp_body_too_large');
  });

  it('hides the text of an unexpected failure', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Internal server error',
      errors: [{ code: 'internal', message: 'Internal server error' }],
    });
    expect(response.body).not.toContain('secret');
  });

  it('keeps the status, code and text of an AppError', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Prices changed',
      errors: [{ code: 'price_changed', message: 'Prices changed' }],
    });
  });
});

describe('headers', () => {
  it('sends security headers with a policy that allows no inline script on every answer', async () => {
    // Pages may run the site's own scripts; the API's answers, never documents, may load nothing.
    const answers = {
      page: ['/', 200, "script-src 'self'"],
      'static file': ['/assets/index-a1b2c3.js', 200, "script-src 'self'"],
      'page not found': ['/no-such-page', 404, "script-src 'self'"],
      'cached menu': ['/api/custom/custom/products-with-categories', 200, "default-src 'none'"],
      refusal: ['/api/v1/customer/info', 401, "default-src 'none'"],
      'API not found': ['/api/v1/no-such-call', 404, "default-src 'none'"],
    } as const;
    for (const [kind, [url, status, scripts]] of Object.entries(answers)) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, kind).toBe(status);
      const directives = String(response.headers['content-security-policy']).split(';');
      const scriptSource =
        directives.find((directive) => directive.startsWith('script-src')) ??
        directives.find((directive) => directive.startsWith('default-src'));
      expect(scriptSource, kind).toBe(scripts);
      expect(directives, kind).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(response.headers['referrer-policy'], kind).toBe('no-referrer');
      expect(response.headers['strict-transport-security'], kind).toMatch(/^max-age=\d+/);
    }
  });

  it("leaves off the API's answers the headers that act only on documents", async () => {
    const api = await ctx.app.inject({ url: '/api/custom/custom/products-with-categories' });
    const page = await ctx.app.inject({ url: '/' });
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
    ]) {
      expect(api.headers[documentOnly], documentOnly).toBeUndefined();
      expect(page.headers[documentOnly], documentOnly).toBeDefined();
    }
  });

  it('keeps answers with personal data out of every cache; the public menu revalidates', async () => {
    const customer = await register(ctx);
    const answers = {
      profile: await ctx.app.inject({
        url: '/api/v1/customer/info',
        headers: { authorization: `Bearer ${customer.token}` },
      }),
      refusal: await ctx.app.inject({ url: '/api/v1/customer/info' }),
      'API not found': await ctx.app.inject({ url: '/api/v1/no-such-call' }),
    };
    for (const [kind, response] of Object.entries(answers)) {
      expect(response.headers['cache-control'], kind).toBe('no-store');
    }
    const menu = await ctx.app.inject({ url: '/api/custom/custom/products-with-categories' });
    expect(menu.headers['cache-control']).toBe('no-cache');
  });

  it('lets no other site call the API from a browser (no CORS)', async () => {
    const origin = 'https://elsewhere.example';
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    const read = await ctx.app.inject({
      url: '/api/custom/custom/products-with-categories',
      headers: { origin },
    });
    expect(read.statusCode).toBe(200);
    for (const response of [preflight, read]) {
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('answers with a request id, keeping the caller’s only when it is a UUID', async () => {
    const fresh = await ctx.app.inject({ url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(UUID);
    const uuid = '0b6f6c1e-3b8a-4d6e-9a51-2f0c5d9e7a10';
    const given = await ctx.app.inject({ url: '/health', headers: { 'x-request-id': uuid } });
    expect(given.headers['x-request-id']).toBe(uuid);
    for (const chosen of ['trace-123', 'x'.repeat(5000), `${uuid}\nfake log line`]) {
      const response = await ctx.app.inject({ url: '/health', headers: { 'x-request-id': chosen } });
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(response.headers['x-request-id']).not.toBe(uuid);
    }
  });
});

describe('the web app', () => {
  it('serves index.html for the site’s pages, revalidated on every visit', async () => {
    for (const url of ['/', '/menu', '/profile/addresses', '/delete-account.php', '/contact-us?from=mail']) {
      const response = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a path that is no page with the page and a 404, for the app to show its not-found page', async () => {
    for (const url of ['/no-such-page', '/wp-admin.php', '/menu/extra', '/index.html']) {
      const response = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends another spelling of a page to its one spelling, keeping the query', async () => {
    for (const [url, location] of [
      ['/MENU', '/menu'],
      ['/m%65nu', '/menu'],
      ['/Menu/', '/menu'],
      ['/Contact-Us//?from=mail', '/contact-us?from=mail'],
      ['//', '/'],
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location).toBe(location);
    }
    // Never to another site: only ever to one of the site's own pages.
    for (const url of ['//evil.example/', '//evil.example/%2e%2e', '/%2F%2Fevil.example']) {
      const response = await ctx.app.inject({ url });
      const location = response.headers.location;
      if (location !== undefined) expect(isSitePath(String(location)), url).toBe(true);
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await ctx.app.inject({
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('console.info');
  });

  it('answers a missing file with a 404, not the page', async () => {
    for (const url of ['/assets/gone-123.js', '/favicon-old.png']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('not_found');
    }
  });
});

describe('who may call what', () => {
  const apiRoutes = () =>
    routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));

  it('every API route says who may call it', () => {
    expect(apiRoutes().length).toBeGreaterThan(15);
    expect(apiRoutes().filter((route) => route.access === undefined)).toEqual([]);
  });

  it('every route that is not public refuses a request without a token, or with a dead one, with a 401', async () => {
    const guarded = apiRoutes().filter((route) => route.access !== 'public' && route.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const authorization of [undefined, 'Bearer not-a-live-token']) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: authorization ? { authorization } : {},
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json().errors[0].code).toBe('unauthenticated');
      }
    }
  });

  it('a route that declares nothing stops the server from starting', async () => {
    await expect(
      createTestApp({
        extraRoutes: (app) => {
          app.get('/api/v1/forgotten', () => ({ open: true }));
        },
      }),
    ).rejects.toThrow('GET /api/v1/forgotten declares no access');
  });
});

describe('request bodies', () => {
  it('every route that reads a body validates it with core’s schema for that call, the one the web tests check requests with', () => {
    const withBody = routes.filter((route) => route.body !== undefined);
    expect(Object.fromEntries(withBody.map((route) => [`${route.method} ${route.url}`, route.body]))).toEqual(
      requestBodySchemas,
    );
    for (const route of withBody) {
      expect(route.body, `${route.method} ${route.url}`).toBe(
        requestBodySchemas[`${route.method} ${route.url}` as RequestWithBody],
      );
    }
  });
});

describe('rate limits', () => {
  it('every call that writes has a limit, and so does every call about a signed-in customer', () => {
    const unlimited = routes
      .filter((route) => route.method !== 'GET' && route.method !== 'HEAD')
      .filter((route) => !route.limited)
      .map((route) => `${route.method} ${route.url}`);
    expect(unlimited).toEqual([]);
    const customerReads = routes.filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api/v1/customer/'),
    );
    expect(customerReads.length).toBeGreaterThan(0);
    expect(customerReads.filter((route) => !route.limited)).toEqual([]);
  });

  it('says how long to wait, in the window’s own terms', async () => {
    const address = '203.0.113.77';
    const view = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/page-view',
        payload: { path: '/menu' },
        remoteAddress: address,
      });
    for (let count = 0; count < 120; count += 1) expect((await view()).statusCode).toBe(204);
    const limited = await view();
    expect(limited.statusCode).toBe(429);
    // What is left of the one-minute window: 'wait 1 minute' when the 121 calls took under a second,
    // '59 seconds' on a busy machine. The text and Retry-After say the same wait.
    const waitSeconds = Number(limited.headers['retry-after']);
    expect(waitSeconds).toBeGreaterThan(0);
    expect(waitSeconds).toBeLessThanOrEqual(60);
    const message = formMessages.account.tooManyRequests(waitSeconds * 1000);
    expect(message).toMatch(/^Too many attempts\. Please wait (1 minute|\d+ seconds?) and try again\.$/);
    expect(limited.json()).toEqual({ message, errors: [{ code: 'too_many_requests', message }] });
  });
});

describe('the API documentation', () => {
  it('is not served in production, where it would list every staff call', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://order.tiffin.ie',
        GEOCODER: 'offline',
        PAYMENT_GATEWAY: 'none',
      },
    });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await production.app.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });

  it('describes the menu calls in OpenAPI at /api/docs', async () => {
    const ui = await ctx.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/categories',
        '/api/v1/categories/products/{categoryId}',
        '/api/custom/custom/products-with-categories',
        '/api/v1/products/details/{productId}',
        '/api/v1/analytics/page-view',
      ]),
    );
  });
});
