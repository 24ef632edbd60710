import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The app's migrations, as drizzle-kit writes them. */
export const MIGRATIONS = new URL('../../drizzle/', import.meta.url).pathname;

/**
 * A copy of the migrations up to the one before `tag`, in a folder of their own: a migration's
 * test fills a database as it was before it, then runs it. `remove` deletes the copy.
 */
export async function migrationsBefore(
  tag: string,
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tiffin-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag.endsWith(tag)),
  );
  await writeFile(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
