import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../test/global-setup.ts';
import { freePort, startServer, waitUntilReady } from '../test/server-processes.ts';
import { newPostgresDatabase } from '../test/test-app.ts';
import { type Database, openDatabase } from './client.ts';
import { categories, products, restaurants } from './schema.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function rowCounts(database: Database) {
  const [restaurantRows, categoryRows, productRows] = await Promise.all(
    [restaurants, categories, products].map(
      async (table) => (await database.db.select({ rows: count() }).from(table))[0]?.rows,
    ),
  );
  return { restaurants: restaurantRows, categories: categoryRows, products: productRows };
}

it('three processes started at once on an empty PostgreSQL database migrate and seed it once, and all serve', async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  const name = `tiffin_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  cleanups.push(() => adminQuery(serverUrl, `drop database if exists ${name}`));
  const url = databaseUrl(serverUrl, name);

  const ports = [await freePort(), await freePort(), await freePort()];
  const servers = ports.map((port) =>
    startServer({ DATABASE_URL: url, NODE_ENV: 'test', PAYMENT_GATEWAY: 'none' }, port),
  );
  cleanups.push(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
  });
  await Promise.all(ports.map(waitUntilReady));

  // What one seeding makes: the template the other tests copy was migrated and seeded once.
  const seededOnce = await newPostgresDatabase(serverUrl);
  cleanups.push(seededOnce.dispose);
  const reference = await openDatabase({ kind: 'postgres', url: seededOnce.url });
  const started = await openDatabase({ kind: 'postgres', url });
  cleanups.push(async () => {
    await reference.close();
    await started.close();
  });
  expect(await rowCounts(started)).toEqual(await rowCounts(reference));
  expect((await rowCounts(started)).restaurants).toBe(1);
  for (const port of ports) {
    const menu = await fetch(`http://127.0.0.1:${port}/api/custom/custom/products-with-categories`);
    expect(menu.status, servers.map((server) => server.output()).join('\n')).toBe(200);
  }
});
