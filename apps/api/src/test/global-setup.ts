import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateName: string;
  }
}

/**
 * Creating and migrating a database takes seconds, so it is done once: a migrated, seeded PGlite is
 * dumped to a file that every test file loads in a fraction of a second, and on PostgreSQL a
 * template database is created that every test file copies.
 */
export default async function setup(project: TestProject) {
  const { migrationsDir } = loadConfig({ NODE_ENV: 'test' });
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tiffin-api-test-'));

  const pglite = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await pglite.migrate(migrationsDir);
  await seedIfEmpty(pglite.db, { demoPhotos: false });
  if (!pglite.client) throw new Error('an embedded database has a PGlite client');
  const dump = await pglite.client.dumpDataDir('none');
  await pglite.close();
  const pgliteTemplatePath = path.join(workDir, 'template.tar');
  await fs.writeFile(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', pgliteTemplatePath);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplateName = `tiffin_template_${process.pid}`;
  project.provide('postgresTemplateName', postgresTemplateName);
  if (serverUrl) {
    await adminQuery(serverUrl, `drop database if exists ${postgresTemplateName}`);
    await adminQuery(serverUrl, `create database ${postgresTemplateName}`);
    const template = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, postgresTemplateName),
    });
    await template.migrate(migrationsDir);
    await seedIfEmpty(template.db, { demoPhotos: false });
    await template.close();
  }

  return async () => {
    await fs.rm(workDir, { recursive: true, force: true });
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${postgresTemplateName}`);
  };
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server address with another database name. */
export function databaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}
