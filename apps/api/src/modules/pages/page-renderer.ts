import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_ROOT_MARKUP,
  isSitePath,
  PAGE_STATE_ELEMENT_ID,
  type RenderedPage,
  type SitePath,
  type STAFF_PAGE_PATH,
} from '@tiffin/core';
import type { FastifyBaseLogger } from 'fastify';
import { changesWhatCustomersSee, type EventBus } from '../../adapters/events.ts';
import type { AppDeps } from '../../deps.ts';
import { createRenderedCache, type Rendered } from '../../lib/rendered-cache.ts';
import { pageHead, scriptSafeJson } from './page-head.ts';

/** As long as the menu answer is kept (decision 008): a menu edit shows within this time. */
const PAGE_CACHE_TTL_MS = 30_000;
/** Pages are cached by their one spelling (site-paths.ts), so this holds every page several times over. */
const PAGE_CACHE_MAX_ENTRIES = 64;
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The not-found page is rendered at a path no page has; every path that is no page shares it. */
const NOT_FOUND_RENDER_PATH = '/page-not-found';

/** What the web app's server-rendering build exports (apps/web/src/entry-server.tsx). */
type WebServerEntry = {
  renderPage(url: string, fetchApi: typeof fetch): Promise<RenderedPage | null>;
};

/** index.html's own `<title>` and description give way to the page's, when it has them. */
function withHead(template: string, head: string): string {
  let page = template;
  if (/<title>/.test(head)) page = page.replace(/<title>[^<]*<\/title>/, '');
  if (/<meta name="description"/.test(head)) page = page.replace(/<meta\s+name="description"[^>]*>/, '');
  return page.replace('</head>', () => `${head}</head>`);
}

/**
 * The HTML of every page (decision 016): index.html with the page rendered by the web app's server
 * build (the public pages; the account pages are left to the browser), its `<title>` and
 * description, and the answers it was rendered with. The build's queries call this server's own
 * routes in process (`fetchApi`). Pages are the same for everyone (the session lives in the
 * browser), so each is rendered once per 30 s. Without the server build (`vite build --ssr`), or
 * when rendering fails, the browser renders the page alone.
 */
export async function createPageRenderer(options: {
  webDistDir: string;
  fetchApi: typeof fetch;
  log: FastifyBaseLogger;
  events: EventBus;
  deps: Pick<AppDeps, 'db' | 'clock'>;
  /** The site's public address, without a trailing slash: the previews' and search engines' URLs */
  siteUrl: string;
}) {
  const { webDistDir, fetchApi, log, events, deps, siteUrl } = options;
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
    maxBytes: PAGE_CACHE_MAX_BYTES,
  });
  // A page carries the menu and the settings: when either changes, here or on another process, the
  // next visit renders afresh.
  events.subscribe((event) => {
    if (changesWhatCustomersSee(event)) cache.clear();
  });

  /** The page as the web app renders it; a failure leaves the page to the browser rather than failing the visit. */
  async function renderApp(webEntry: WebServerEntry, pathname: string): Promise<RenderedPage | null> {
    try {
      return await webEntry.renderPage(`http://tiffin${pathname}`, fetchApi);
    } catch (error) {
      log.error({ err: error, pathname }, 'Rendering the page on the server failed; the browser renders it');
      return null;
    }
  }

  /** The previews' tags and the structured data; a failure leaves them out rather than failing the visit. */
  async function addedHead(pathname: string, renderedHead: string): Promise<string> {
    if (!isSitePath(pathname)) return '';
    try {
      return await pageHead(deps, { siteUrl, sitePath: pathname, renderedHead });
    } catch (error) {
      log.error({ err: error, pathname }, 'The page’s previews and structured data could not be made');
      return '';
    }
  }

  async function render(pathname: string): Promise<string> {
    const rendered = entry ? await renderApp(entry, pathname) : null;
    const state = rendered
      ? `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptSafeJson(rendered.state)}</script>`
      : '';
    const page = `<div id="root">${rendered?.html ?? ''}</div>${state}`;
    const head = `${rendered?.head ?? ''}${await addedHead(pathname, rendered?.head ?? '')}`;
    // A function, so that "$&" or "$'" in a dish's text is not read as a replacement pattern.
    return withHead(template, head).replace(APP_ROOT_MARKUP, () => page);
  }

  return {
    /**
     * The HTML of the page at `sitePath`, one of the site's pages in its one spelling, or of the
     * not-found page when undefined: made-up paths share one copy, so they cannot fill the cache.
     */
    async html(sitePath: SitePath | typeof STAFF_PAGE_PATH | undefined): Promise<Rendered> {
      const pathname = sitePath ?? NOT_FOUND_RENDER_PATH;
      return cache.get(pathname, () => render(pathname));
    },
  };
}
