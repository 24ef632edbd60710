import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { configuredDatabase, type Database, openDatabase } from '../db/client.ts';
import { systemClock } from '../deps.ts';
import { demoAdminNotice } from '../logger.ts';
import { addMember, newStaffPassword } from '../modules/staff/index.ts';
import { seedIfEmpty } from './seed.ts';

/** The development seed's admin (the password is made and shown at the first start). */
const DEMO_ADMIN_EMAIL = 'admin@tiffin.test';

/**
 * The app's own database, as the configuration names it: migrated and, when empty, seeded with the
 * demo restaurant, by one process at a time (`alone`); in development with an admin whose password
 * is shown once.
 */
export async function openAppDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const database = await openDatabase(configuredDatabase(config));
  try {
    await database.alone(async () => {
      await database.migrate(config.migrationsDir);
      if ((await seedIfEmpty(database.db)) && config.nodeEnv === 'development') {
        // The demo restaurant needs someone at the pass: an admin, whose password is shown this once.
        const password = newStaffPassword();
        const member = { name: 'Demo Admin', email: DEMO_ADMIN_EMAIL, password, role: 'admin' } as const;
        await addMember({ db: database.db, clock: systemClock }, { member, createdBy: null });
        log.warn(
          demoAdminNotice({ email: DEMO_ADMIN_EMAIL, password, signInUrl: `${config.siteUrl}/staff` }),
        );
      }
    });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
