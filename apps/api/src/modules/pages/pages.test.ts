import { PAGE_DATA_ELEMENT_ID, type PageData } from '@tiffin/core/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
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

/** The page's HTML, and the answers it carries (contracts/page-data.ts). */
async function page(context: TestContext, url: string, status = 200) {
  const response = await context.app.inject({ url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('text/html');
  const match = response.body.match(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`),
  );
  expect(match).not.toBeNull();
  return { body: response.body, data: JSON.parse(match?.[1] ?? 'null') as PageData };
}

describe('the pages', () => {
  it('carry the restaurant’s settings, read now, so the first view needs no call', async () => {
    const context = await appWith({ serverRendering: false });
    const settings = (await context.app.inject({ url: '/api/v1/restaurant' })).json();

    for (const [url, status] of [
      ['/', 200],
      ['/contact-us', 200],
      ['/profile', 200],
      ['/no-such-page', 404],
    ] as const) {
      const { body, data } = await page(context, url, status);
      expect(data.restaurant).toEqual(settings);
      expect(data.fetchedAt).toBe(Date.parse(NOW));
      // No server rendering without its build: the browser renders into the empty root.
      expect(body).toContain('<div id="root"></div>');
    }
  });

  it('are rendered on the server where the web app says so, the menu pages with the whole menu', async () => {
    const context = await appWith({ serverRendering: true });
    const menu = (await context.app.inject({ url: '/api/custom/custom/products-with-categories' })).json();

    const home = await page(context, '/');
    expect(home.body).toContain(
      `<div id="root"><main>/ for Tiffin: ${menu.products.length} dishes</main></div>`,
    );
    expect(home.data.menu).toEqual(menu);

    const contact = await page(context, '/contact-us');
    expect(contact.body).toContain('<div id="root"><main>/contact-us for Tiffin: no menu</main></div>');
    expect(contact.data.menu).toBeUndefined();

    // A page that depends on the session is left to the browser.
    const profile = await page(context, '/profile');
    expect(profile.body).toContain('<div id="root"></div>');
    expect(profile.data.restaurant?.name).toBe('Tiffin');
  });

  it('are still served, for the browser to render, when rendering on the server fails', async () => {
    const context = await appWith({ serverRendering: 'failing' });

    const { body, data } = await page(context, '/');

    expect(body).toContain('<div id="root"></div>');
    expect(data.menu?.products.length).toBeGreaterThan(0);
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

  it('keep a setting holding </script> inside the data block', async () => {
    const context = await appWith({ serverRendering: false });
    const name = "Tiffin</script><script>alert(1)</script> $' $&";
    await context.db.update(restaurants).set({ name }).where(eq(restaurants.id, 1));

    const { body, data } = await page(context, '/');

    expect(body).not.toContain('<script>alert(1)');
    expect(data.restaurant?.name).toBe(name);
  });
});
