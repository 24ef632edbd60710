import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The API server of `npm run dev -w @tiffin/api`; the dev server forwards every server path to it. */
const API_ORIGIN = 'http://localhost:3000';
const SERVER_PATHS = ['/api', '/storage', '/health', '/ready'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }])),
  },
  build: {
    target: 'es2022',
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
