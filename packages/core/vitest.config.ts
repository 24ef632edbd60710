import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time.
    maxWorkers: 2,
    include: ['src/**/*.test.ts'],
  },
});
