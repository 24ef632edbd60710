import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  canonicalPath,
  isCustomerOrderPagePath,
  isSitePath,
  isStaffPagePath,
  STAFF_PAGE_PATH,
  sitePaths,
} from '@tiffin/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { errorBody, routeNotFoundBody } from '../errors.ts';
import { sendRendered } from '../lib/rendered-cache.ts';
import { DISH_PHOTO_FILE } from '../modules/menu/index.ts';
import { createPageRenderer } from '../modules/pages/index.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * Paths the single-page app never owns: the server's own, and files (a missing old asset must fail
 * loudly rather than load index.html as a script). Their misses answer JSON, not the page.
 */
const NOT_A_PAGE =
  /^\/(api|storage|assets|health|ready)(\/|$)|\.(js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|json|txt|xml)$/i;

/**
 * `fetch` for the web app's server rendering: its calls answered by this server's own routes,
 * in process (Fastify's inject), with the same validation, caches and answers as from a browser.
 */
function fetchInProcess(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${new URL(request.url).pathname}${new URL(request.url).search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const bodiless = [204, 205, 304].includes(response.statusCode);
    // A Buffer over a plain ArrayBuffer (light-my-request's), as the DOM's BodyInit asks when this
    // file is type-checked with the browser's types too (the end-to-end tests start this server).
    return new Response(bodiless ? null : (response.rawPayload as Uint8Array<ArrayBuffer>), {
      status: response.statusCode,
      headers,
    });
  };
}

/**
 * A photo the pipeline made is named by its content (decision 052): a new photo is a new name, so
 * it is cached for a year as immutable. The seeded drawings and older uploads, a day.
 */
function photoCacheHeaders(reply: FastifyReply, filePath: string) {
  const made = DISH_PHOTO_FILE.test(path.basename(filePath));
  reply.header(
    'cache-control',
    made ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : `public, max-age=${ONE_DAY_SECONDS}`,
  );
}

/**
 * Serves the built web app and the product images from this process: hashed assets are cached for
 * a year; every page is index.html with the page's data and, for the public pages, the page already
 * rendered (modules/pages), revalidated on every visit so a new release reaches everyone at once.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { config, log, events, db, clock }: Pick<AppDeps, 'config' | 'log' | 'events' | 'db' | 'clock'>,
): Promise<void> {
  const options = { webDistDir: config.webDistDir, storageDir: config.storageDir };
  await app.register(fastifyStatic, {
    root: path.join(options.storageDir, 'product'),
    prefix: '/storage/app/public/product/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: photoCacheHeaders,
  });

  // The photos the staff upload, beside the seeded ones (products.image 'uploads/<file>').
  fs.mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/storage/app/public/product/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: photoCacheHeaders,
  });

  const indexPath = path.join(options.webDistDir, 'index.html');
  const webBuilt = fs.existsSync(indexPath);
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      // A route for each file of the build; every other path is left to the page handler below.
      wildcard: false,
      // The build's brotli and gzip copies of each file (vite.config.ts), as the browser accepts them.
      preCompressed: true,
      // Pages, "/" included, are rendered below, never sent as the bare index.html.
      index: false,
      allowedPath: (pathname) => pathname !== '/index.html',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  } else {
    app.log.warn(`The web app is not built (${indexPath} is missing): run "npm run build".`);
  }
  const pages = webBuilt
    ? await createPageRenderer({
        webDistDir: options.webDistDir,
        fetchApi: fetchInProcess(app),
        log,
        events,
        deps: { db, clock },
        siteUrl: config.siteUrl,
      })
    : null;

  /**
   * A page of the site in its one spelling; another spelling of one ('/Menu/', '/m%65nu') is sent
   * there (301), and any other path gets the not-found page with a 404.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', ...rest] = request.url.split('?');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_A_PAGE.test(pathname);
    if (!wantsPage) return reply.status(404).send(routeNotFoundBody(request.method, request.url));
    if (pages === null) {
      const message = 'The web app is not built: run "npm run build"';
      return reply.status(503).send(errorBody(message, [{ code: 'web_not_built', message }]));
    }
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname && canonical !== undefined && isSitePath(canonical)) {
      const query = rest.length > 0 ? `?${rest.join('?')}` : '';
      return reply.redirect(`${canonical}${query}`, 301);
    }
    if (isStaffPagePath(pathname)) {
      // Every staff page is the one app page; the browser's router shows which, after signing in.
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8');
      return sendRendered(request, reply, await pages.html(STAFF_PAGE_PATH));
    }
    // An order's page is the orders page's HTML: the profile area is rendered by the browser alone.
    const sitePath = isSitePath(pathname)
      ? pathname
      : isCustomerOrderPagePath(pathname)
        ? sitePaths.profileOrders
        : undefined;
    reply
      .status(sitePath ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    return sendRendered(request, reply, await pages.html(sitePath));
  }

  // The static files' wildcard would take "/" (a directory) before the not-found handler does.
  app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(sendPage);
}
