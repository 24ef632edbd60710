import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import type { Clock } from '../deps.ts';
import { adminQuery, databaseUrl } from './global-setup.ts';

export type TestContext = { app: FastifyInstance; db: Db; database: Database; close(): Promise<void> };

export type TestOptions = {
  clock?: Clock;
  env?: Record<string, string>;
  /** Extra routes a test needs (registered before the app is ready). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** A database the test opened itself (through a relay it can cut); otherwise a fresh copy of the template. */
  database?: { database: Database; dispose(): Promise<void> };
} & Pick<BuildOptions, 'onRoute' | 'logStream' | 'geocoder' | 'pushLookup' | 'subscribers' | 'sms'>;

/** A fixed clock a test can move; `reset` (in a `beforeEach`) brings it back to where it started. */
export function fixedClock(iso: string): Clock & { set(iso: string): void; reset(): void } {
  let now = new Date(iso);
  return {
    now: () => new Date(now),
    set: (next) => {
      now = new Date(next);
    },
    reset: () => {
      now = new Date(iso);
    },
  };
}

/** A new PostgreSQL database copied from the migrated, seeded template: its address, and its removal. */
export async function newPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; dispose(): Promise<void> }> {
  const name = `tiffin_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${inject('postgresTemplateName')}`);
  return {
    url: databaseUrl(serverUrl, name),
    dispose: () => adminQuery(serverUrl, `drop database if exists ${name}`),
  };
}

/** A fresh copy of the migrated, seeded template database: of the kind given, or this test project's. */
export async function openTestDatabase(
  kind: Database['kind'] = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite',
): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
    const { url, dispose } = await newPostgresDatabase(serverUrl);
    const database = await openDatabase({ kind: 'postgres', url });
    return { database, dispose };
  }
  const dump = await fs.readFile(inject('pgliteTemplatePath'));
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: 'memory://',
    loadDataDir: new Blob([dump]),
  });
  return { database, dispose: async () => {} };
}

/**
 * The web server-rendering build's stand-in (apps/web/src/entry-server.tsx has the real one, which
 * needs `vite build`; the end-to-end tests run it). Like the real one it asks the server for what it
 * shows through the fetch it is given, renders '/' and '/contact-us' (with a title), leaves the
 * other pages to the browser, and hands back what it fetched as the page's state; it lists the paths
 * it rendered in `globalThis.renderedPagePaths`.
 */
const FAKE_SERVER_ENTRY = `
export async function renderPage(url, fetchApi) {
  const pathname = new URL(url).pathname;
  const restaurant = await (await fetchApi('/api/v1/restaurant')).json();
  const menu = pathname === '/'
    ? await (await fetchApi('/api/custom/custom/products-with-categories')).json()
    : undefined;
  const state = { queryState: { restaurant, menu }, router: { loaderData: { root: null } } };
  if (pathname !== '/' && pathname !== '/contact-us') return { head: '', html: '', state };
  (globalThis.renderedPagePaths ??= []).push(pathname);
  const dishes = menu ? menu.products.length + ' dishes' : 'no menu';
  return {
    head: '<title>' + pathname + ' · ' + restaurant.name + '</title>',
    html: '<main>' + pathname + ' for ' + restaurant.name + ': ' + dishes + '</main>',
    state,
  };
}
`;

/**
 * A web build small enough to reason about, so the serving tests do not depend on `vite build`;
 * with `serverRendering`, a stand-in of the server-rendering build beside it.
 */
export async function fakeWebDist({
  serverRendering = false,
}: {
  /** 'failing': a build whose rendering throws. */
  serverRendering?: boolean | 'failing';
} = {}): Promise<string> {
  const dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'tiffin-web-')), 'dist');
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Order online</title><meta name="description" content="Order online"></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(
    path.join(dir, 'assets', 'index-a1b2c3.js'),
    `console.info(${JSON.stringify('x'.repeat(4000))});`,
  );
  if (serverRendering) {
    await fs.mkdir(path.join(dir, '..', 'dist-server'));
    const entry =
      serverRendering === 'failing'
        ? FAKE_SERVER_ENTRY.replace('const dishes =', "throw new Error('a bug in a page'); const dishes =")
        : FAKE_SERVER_ENTRY;
    await fs.writeFile(path.join(dir, '..', 'dist-server', 'entry-server.js'), entry);
  }
  return dir;
}

export async function createTestApp(options: TestOptions = {}): Promise<TestContext> {
  const { database, dispose } = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    UPLOAD_DIR: path.join(os.tmpdir(), 'tiffin-test-uploads'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'tiffin-no-web-build'),
    ...options.env,
  });
  const app = await buildApp(config, {
    database,
    clock: options.clock,
    onRoute: options.onRoute,
    logStream: options.logStream,
    geocoder: options.geocoder,
    pushLookup: options.pushLookup,
    subscribers: options.subscribers,
    sms: options.sms,
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await dispose();
    },
  };
}

let addressCounter = 0;
/** A client address of its own, so the per-address rate limits of one test do not reach another. */
export function clientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}
