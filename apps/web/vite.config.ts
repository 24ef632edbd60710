import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** The API server of `npm run dev -w @tiffin/api`; the dev server forwards every server path to it. */
const API_ORIGIN = 'http://localhost:3000';
const SERVER_PATHS = ['/api', '/storage', '/health', '/ready'];

/**
 * Sonner (v1 and v2) adds its stylesheet as an inline <style> element when its module loads; the
 * server's Content-Security-Policy (style-src 'self') refuses it and the browser reports a
 * violation. The call is removed from sonner's module, whose stylesheet file the app imports
 * instead (src/app/provider.tsx). The build fails if a new sonner stops matching, so the change
 * cannot go unnoticed.
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'tiffin:sonner-without-inline-style',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id.split('?')[0] ?? '')) return null;
      const stripped = code.replace(/^__insertCSS\(.*\);?$/m, '');
      if (stripped === code) {
        this.error('sonner no longer calls __insertCSS(...) on one line: check how it adds its styles');
      }
      return { code: stripped, map: null };
    },
  };
}

/**
 * zod compiles a fast parser for each object schema with `new Function`, after probing whether
 * eval is allowed. The page's CSP forbids eval: the probe fails quietly, but the browser reports a
 * CSP violation for it. With `jitless` zod never probes. The setting must hold before the first
 * schema of @tiffin/core is built, which happens as the modules load, so it is made zod's default
 * here rather than set by app code that may run later. The build fails if zod changes the line.
 */
function zodJitless(): Plugin {
  const defaultConfig = '(_a.__zod_globalConfig = {})';
  return {
    name: 'tiffin:zod-jitless',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id.split('?')[0] ?? ''))
        return null;
      if (!code.includes(defaultConfig)) {
        this.error('zod no longer creates its global config as expected: check that jitless is still set');
      }
      return { code: code.replace(defaultConfig, '(_a.__zod_globalConfig = { jitless: true })'), map: null };
    },
  };
}

/**
 * The app is written against React's API and runs on Preact (decision 013): the same components,
 * hooks and libraries at a tenth of react-dom's size, so a first visit stays within the issue's
 * JavaScript budget. JSX compiles for `react/jsx-runtime`, which is Preact's here, in the build,
 * the development server and the component tests alike.
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // Its CommonJS main (no "exports") would require react-dom outside Vite.
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
];
const REACT_LIBRARIES = [
  /@tanstack\/react-query/,
  /react-router/,
  /react-hook-form/,
  /@hookform/,
  /zustand/,
  /sonner/,
  /@testing-library\/react/,
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), sonnerWithoutInlineStyle(), zodJitless()],
  resolve: {
    tsconfigPaths: true,
    alias: preactForReact,
    // The browser's conditions in the tests too: under Node's, react-router resolves to its CommonJS
    // build, which requires the real react (vitest-dev/vitest#9129).
    conditions: ['module', 'browser', 'development|production'],
  },
  // Not pre-bundled, so the development server runs the same sonner and zod as the build.
  optimizeDeps: { exclude: ['sonner', 'zod'] },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }])),
  },
  // The server-rendering build (src/entry-server.tsx) carries its libraries: the API server runs it
  // without the web app's node_modules.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // The public files (images, icon) belong to the browser's build only.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      onLog(level, log, handler) {
        // The libraries' "use client" lines mean nothing without server components.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // React Router looks for React 19's useOptimistic and does without it: Preact has none.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
  test: {
    environment: 'jsdom',
    // The libraries that import react go through Vite, and so through the aliases above.
    server: { deps: { inline: REACT_LIBRARIES } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
