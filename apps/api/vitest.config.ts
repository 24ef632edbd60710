import { defineConfig } from 'vitest/config';

/**
 * Which database a test file runs on is decided by its name:
 * - `*.db.test.ts`: on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too. It proves what
 *   the database itself decides and could decide otherwise on the other one: a repository's
 *   hand-written SQL, a constraint, a lock, a race, a migration, time arithmetic in SQL.
 * - `*.postgres.test.ts`: on PostgreSQL only (several processes on one server, outages, LISTEN).
 * - every other `*.test.ts`: on PGlite only. It proves a rule of the app (what is refused, said,
 *   priced, sent), which the same SQL decides alike on both.
 */
const onBoth = 'src/**/*.db.test.ts';
const postgresOnly = 'src/**/*.postgres.test.ts';

const pglite = {
  name: 'api-pglite',
  include: ['src/**/*.test.ts'],
  exclude: [
    postgresOnly,
    // Shared rate-limit counters need a Redis server.
    ...(process.env.TEST_REDIS_URL ? [] : ['src/rate-limits-shared.test.ts']),
  ],
  env: { TEST_DB_KIND: 'pglite' },
};

const postgres = {
  name: 'api-postgres',
  include: [onBoth, postgresOnly],
  // A third file at once: this pass waits on the database server and on its outages' timers more
  // than it computes (88 s with two, 73 s with three, one run after the other on 2 cores). Vitest
  // runs projects of different maxWorkers in groups of their own, one group after the other.
  maxWorkers: 3,
  sequence: { groupOrder: 1 },
  // Several processes behind nginx share their rate limits through Redis.
  exclude: process.env.TEST_REDIS_URL ? [] : ['src/several-processes.postgres.test.ts'],
  env: { TEST_DB_KIND: 'postgres' },
};

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time; two at once took the suite (both
    // databases) from 250 s to 175 s here.
    maxWorkers: 2,
    // The files of a worker share one module registry: each builds its own app on its own database,
    // and every module-level cache is keyed by the database (a WeakMap on its Db). Loading the app's
    // modules afresh for every file was a quarter of the suite's time (PGlite: 208 s → 118 s).
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres] : [])].map((project) => ({
      extends: true,
      test: project,
    })),
  },
});
