import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { createScheduler } from '../lib/scheduler.ts';

/**
 * A process that runs one job through the scheduler, as a server process runs its sweeps, on the
 * PostgreSQL database DATABASE_URL: every INTERVAL_MS, on whichever process leads, the job writes a
 * row into `scheduled_runs` with PROCESS_NAME (lib/scheduler.postgres.test.ts). SIGTERM closes it.
 */
const { DATABASE_URL: url, PROCESS_NAME: name, INTERVAL_MS: interval } = process.env;
if (!url || !name || !interval) throw new Error('DATABASE_URL, PROCESS_NAME and INTERVAL_MS must be set');

const database = await openDatabase({ kind: 'postgres', url });
const scheduler = createScheduler({
  database,
  log: { info: () => {}, error: (details: unknown, message?: string) => console.error(message, details) },
});
scheduler.every('count', Number(interval), () =>
  database.db.execute(sql`insert into scheduled_runs (process) values (${name})`),
);
// The scheduler's timers do not keep a process alive (a server's listening socket does).
const alive = setInterval(() => {}, 60_000);
process.once('SIGTERM', async () => {
  clearInterval(alive);
  await scheduler.close();
  await database.close();
});
process.stdout.write('started\n');
