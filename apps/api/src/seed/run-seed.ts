import { loadConfig } from '../config.ts';
import { configuredDatabase, openDatabase } from '../db/client.ts';
import { reseed, seedIfEmpty } from './seed.ts';

/**
 * `npm run db:seed` loads the demo restaurant into an empty database;
 * `npm run db:seed -- --reset` replaces whatever restaurant data is there with the demo data.
 */
const config = loadConfig();
const reset = process.argv.includes('--reset');
const database = await openDatabase(configuredDatabase(config));
try {
  await database.migrate(config.migrationsDir);
  if (reset) {
    await reseed(database.db);
    console.warn('The demo restaurant was loaded afresh.');
  } else if (await seedIfEmpty(database.db)) {
    console.warn('The demo restaurant was loaded.');
  } else {
    console.warn('The database already has a restaurant; nothing was changed. Use --reset to replace it.');
  }
} finally {
  await database.close();
}
