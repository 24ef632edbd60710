import { loadConfig } from '../config.ts';
import { configuredDatabase, openDatabase } from '../db/client.ts';
import { convertUploads } from '../modules/menu/index.ts';

/**
 * `npm run photos:convert` puts the dish photos uploaded before the photo pipeline (issue 34,
 * decision 052) through it: their sizes and formats made, their metadata gone with the original.
 * Run it once after upgrading, on the database and UPLOAD_DIR the server is configured with (with
 * PGlite, stop the server first); running it again changes nothing.
 */
const config = loadConfig();
const database = await openDatabase(configuredDatabase(config));
try {
  await database.migrate(config.migrationsDir);
  const { converted, missing, unreadable } = await convertUploads(database.db, config.uploadDir);
  console.warn(`Dish photos converted: ${converted}.`);
  for (const image of missing) console.warn(`Not converted, the file is missing: ${image}`);
  for (const image of unreadable) console.warn(`Not converted, the file cannot be read as a photo: ${image}`);
  if (missing.length + unreadable.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
