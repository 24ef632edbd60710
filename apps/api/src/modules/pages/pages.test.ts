import { PAGE_STATE_ELEMENT_ID } from '@tiffin/core';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../../adapters/events.ts';
import { restaurants } from '../../db/schema.ts';
import { createTestApp, fakeWebDist, fixedClock, type TestContext } from '../../test/test-app.ts';

const NOW = '2026-11-21T18:30:00Z';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function appWith(options: { serverRendering: boolean | 'failing' }) {
  ctx = await createTestApp({
    clock: fixedClock(NOW),
    env: { WEB_DIST_DIR: await fakeWebDist(options) },
  });
  return ctx;
}

type FakeState = { queryState: { restaurant: { name: string }; menu?: { products: unknown[] } } };

/** The page's HTML, and the state it carries for the browser (contracts/page-data.ts), if any. */
async function page(context: TestContext, url: string, status = 200) {
  const response = await context.app.inject({ url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('text/html');
  const match = response.body.match(
    new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`),
  );
  return { body: response.body, state: match ? (JSON.parse(match[1] ?? 'null') as FakeState) : null };
}

describe('the pages', () => {
  it('are the browser’s to render, with index.html’s title, without the server-rendering build', async () => {
    const context = await appWith({ serverRendering: false });

    for (const [url, status] of [
      ['/', 200],
      ['/contact-us', 200],
      ['/profile', 200],
      ['/profile/orders/42', 200],
      ['/profile/orders/0', 404],
      ['/no-such-page', 404],
    ] as const) {
      const { body, state } = await page(context, url, status);
      expect(body).toContain('<div id="root"></div>');
      expect(body).toContain('<title>Order online</title>');
      expect(state).toBeNull();
    }
  });

  it('are rendered by the web app, whose calls the server answers in process, with their title', async () => {
    const context = await appWith({ serverRendering: true });
    const settings = (await context.app.inject({ url: '/api/v1/restaurant' })).json();
    const menu = (await context.app.inject({ url: '/api/custom/custom/products-with-categories' })).json();

    const home = await page(context, '/');
    expect(home.body).toContain(
      `<div id="root"><main>/ for Tiffin: ${menu.products.length} dishes</main></div>`,
    );
    expect(home.state?.queryState).toEqual({ restaurant: settings, menu });
    // The page's title replaces index.html's; its description stays, as the page has none.
    expect(home.body).toContain('<title>/ · Tiffin</title>');
    expect(home.body).not.toContain('<title>Order online</title>');
    expect(home.body).toContain('<meta name="description" content="Order online">');

    const contact = await page(context, '/contact-us');
    expect(contact.body).toContain('<div id="root"><main>/contact-us for Tiffin: no menu</main></div>');

    // A page the web app leaves to the browser still carries what its first render needs.
    const profile = await page(context, '/profile');
    expect(profile.body).toContain('<div id="root"></div>');
    expect(profile.state?.queryState.restaurant).toEqual(settings);
  });

  it('are still served, for the browser to render, when rendering on the server fails', async () => {
    const context = await appWith({ serverRendering: 'failing' });

    const { body, state } = await page(context, '/');

    expect(body).toContain('<div id="root"></div>');
    expect(state).toBeNull();
  });

  it('the staff pages are one page for the browser, never kept by a cache or indexed; other paths under /staff are not pages', async () => {
    const context = await appWith({ serverRendering: true });
    for (const url of [
      '/staff',
      '/staff/menu',
      '/staff/enquiries',
      '/staff/customers',
      '/staff/coupons',
      '/staff/settings',
      '/staff/figures',
      '/staff/reports',
      '/staff/emails',
      '/staff/team',
      '/staff/orders/12/ticket',
    ]) {
      const response = await context.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['content-type']).toContain('text/html');
    }
    for (const url of ['/staff/orders', '/staff/orders/x/ticket', '/staffroom']) {
      expect((await context.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('are rendered once per page, however many spellings and made-up paths are asked for', async () => {
    const context = await appWith({ serverRendering: true });
    const rendered: string[] = [];
    (globalThis as { renderedPagePaths?: string[] }).renderedPagePaths = rendered;
    const spellings = (word: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        [...word].map((char, at) => ((index >> at) & 1 ? char.toUpperCase() : char)).join(''),
      );

    for (const spelling of spellings('contact-us', 300)) {
      for (const url of [`/${spelling}`, `/${spelling}/`, `/${spelling.replace('c', '%63')}`]) {
        const response = await context.app.inject({ url });
        expect([200, 301]).toContain(response.statusCode);
      }
    }
    for (let index = 0; index < 500; index += 1) {
      expect((await context.app.inject({ url: `/made-up-${index}` })).statusCode).toBe(404);
    }

    expect(rendered).toEqual(['/contact-us']);
  });

  it('are rendered afresh once a settings change is announced, here or by another process', async () => {
    const context = await appWith({ serverRendering: true });
    const nameOnPage = async () => (await page(context, '/contact-us')).state?.queryState.restaurant.name;
    const before = await nameOnPage();
    const anotherProcess = await createEventBus(context.database, context.app.log);
    try {
      await context.db.transaction(async (tx) => {
        await tx.update(restaurants).set({ name: 'Tiffin Cashel' }).where(eq(restaurants.id, 1));
        await anotherProcess.publish(tx, { type: 'settings.changed' });
      });

      await expect.poll(nameOnPage).toBe('Tiffin Cashel');
      expect(before).not.toBe('Tiffin Cashel');
    } finally {
      await anotherProcess.close();
    }
  });

  it('keep a setting holding </script> inside the state block', async () => {
    const context = await appWith({ serverRendering: true });
    const name = "Tiffin</script><script>alert(1)</script> $' $&";
    await context.db.update(restaurants).set({ name }).where(eq(restaurants.id, 1));

    const { body, state } = await page(context, '/profile');

    expect(body).not.toContain('<script>alert(1)');
    expect(state?.queryState.restaurant.name).toBe(name);
  });
});
