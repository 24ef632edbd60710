import { defineConfig } from 'vitest/config';

// The API suite runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
const databaseKinds = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time; two at once took the suite (both
    // databases) from 250 s to 175 s here.
    maxWorkers: 2,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: databaseKinds.map((kind) => ({
      extends: true,
      test: {
        name: `api-${kind}`,
        include: ['src/**/*.test.ts'],
        exclude: [
          // The server-process tests start real processes on an embedded data directory: PGlite only.
          ...(kind === 'postgres' ? ['src/server.test.ts'] : []),
          // Several server processes on one database server: PostgreSQL only.
          ...(kind === 'pglite' ? ['src/**/*.postgres.test.ts'] : []),
          // Bad input on every route (87 routes, 100 cases each; 1,000 in `npm run test:fuzz`): once, on
          // PGlite, which is PostgreSQL's own parser and types, keeps the suite's time.
          ...(kind === 'postgres' ? ['src/bad-input.test.ts'] : []),
          // Shared rate-limit counters need a Redis server; once is enough.
          ...(kind === 'postgres' || !process.env.TEST_REDIS_URL ? ['src/rate-limits-shared.test.ts'] : []),
          // Several processes behind nginx share their rate limits through Redis.
          ...(!process.env.TEST_REDIS_URL ? ['src/several-processes.postgres.test.ts'] : []),
        ],
        env: { TEST_DB_KIND: kind },
      },
    })),
  },
});
