import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SitePath } from '@tiffin/core';
import { APP_ROOT_MARKUP, PAGE_DATA_ELEMENT_ID, type PageData } from '@tiffin/core/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { getProductsWithCategories } from '../menu/menu.service.ts';
import { createRenderedCache } from '../menu/rendered-cache.ts';
import { getRestaurantInfo } from '../restaurant/restaurant.service.ts';

/** As long as the menu answer is kept (decision 008): a menu edit shows within this time. */
const PAGE_CACHE_TTL_MS = 30_000;
/** Pages are cached by their one spelling (site-paths.ts), so this holds every page several times over. */
const PAGE_CACHE_MAX_ENTRIES = 64;
const PAGE_CACHE_MAX_CHARS = 64 * 1024 * 1024;

/** What the web app's server-rendering build exports (apps/web/src/entry-server.tsx). */
type WebServerEntry = {
  pageNeeds(pathname: string): { prerender: boolean; menu: boolean };
  renderPage(url: string, pageData: PageData): Promise<string | null>;
};

/** JSON inside a <script> block: nothing in it may close the element or start a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The HTML of every page (decision 014): index.html with the page's answers in it (PageData), and,
 * for the public pages the router marks, the page itself already rendered, so it shows before any
 * JavaScript has run. Pages are the same for everyone (the session lives in the browser), so each
 * is rendered once per 30 s. Without the server-rendering build (`vite build --ssr`), pages still
 * carry their answers.
 */
export async function createPageRenderer(options: {
  webDistDir: string;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { webDistDir, db, clock, log } = options;
  const template = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  if (!template.includes(APP_ROOT_MARKUP)) throw new Error(`index.html has no ${APP_ROOT_MARKUP}`);
  const entryPath = path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');
  let entry: WebServerEntry | null = null;
  if (fs.existsSync(entryPath)) {
    entry = (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
  } else {
    log.warn(`No server-rendering build at ${entryPath}: pages are rendered in the browser only.`);
  }
  const cache = createRenderedCache({
    ttlMs: PAGE_CACHE_TTL_MS,
    maxEntries: PAGE_CACHE_MAX_ENTRIES,
    maxChars: PAGE_CACHE_MAX_CHARS,
  });

  /** The page's own HTML; a failure leaves the page to the browser rather than failing the visit. */
  async function renderApp(webEntry: WebServerEntry, pathname: string, pageData: PageData): Promise<string> {
    try {
      return (await webEntry.renderPage(`http://tiffin${pathname}`, pageData)) ?? '';
    } catch (error) {
      log.error({ err: error, pathname }, 'Rendering the page on the server failed; the browser renders it');
      return '';
    }
  }

  async function render(pathname: string, needs: { prerender: boolean; menu: boolean }): Promise<string> {
    const [restaurant, menu] = await Promise.all([
      getRestaurantInfo(db),
      needs.menu ? getProductsWithCategories(db) : undefined,
    ]);
    const pageData: PageData = { fetchedAt: clock.now().getTime(), restaurant, ...(menu ? { menu } : {}) };
    const appHtml = entry && needs.prerender ? await renderApp(entry, pathname, pageData) : '';
    const page = `<div id="root">${appHtml}</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(pageData)}</script>`;
    // A function, so that "$&" or "$'" in a dish's text is not read as a replacement pattern.
    return template.replace(APP_ROOT_MARKUP, () => page);
  }

  return {
    /**
     * The HTML of the page at `sitePath`, one of the site's pages in its one spelling, or of the
     * not-found page when undefined: made-up paths share one copy, so they cannot fill the cache.
     * Pages not rendered on the server share one copy too: the shell with the settings.
     */
    async html(sitePath: SitePath | undefined): Promise<string> {
      const needs = (sitePath && entry?.pageNeeds(sitePath)) || { prerender: false, menu: false };
      const key = needs.prerender && sitePath ? sitePath : needs.menu ? 'shell+menu' : 'shell';
      return (await cache.get(key, () => render(sitePath ?? '/', needs))).body;
    },
    /** Menu or settings changed (the staff side, to come): the next visit renders afresh. */
    clear: cache.clear,
    get cacheSize() {
      return cache.size;
    },
  };
}
