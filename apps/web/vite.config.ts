import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { appAfterFirstPaint, FIRST_PAINT_INPUT } from './app-after-first-paint.ts';
import { pwaOptions } from './pwa.config.ts';

const reactRouterBuilds = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);

const leafletModule = join(
  dirname(createRequire(import.meta.url).resolve('leaflet/package.json')),
  'dist/leaflet-src.esm.js',
);

/** The API server of `npm run dev -w @tiffin/api`; the dev server forwards every server path to it. */
const API_ORIGIN = 'http://localhost:3000';

/** The test files that replace a module with `vi.mock`, named `*.mocks.test.ts(x)`. */
const REPLACES_A_MODULE = 'src/**/*.mocks.test.{ts,tsx}';
const SERVER_PATHS = ['/api', '/storage', '/health', '/ready'];

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const isProductionBuild = command === 'build' && mode === 'production';
  return {
    plugins: [
      tailwindcss(),
      // React's own plugin: Fast Refresh in `npm run dev`.
      react(),
      !isSsrBuild && appAfterFirstPaint(),
      // Each script, stylesheet and image compressed once, at the highest levels, beside the file: the
      // server sends the brotli or gzip copy the browser accepts (apps/api/src/plugins/web-app.ts).
      !isSsrBuild &&
        compression({
          include: /\.(js|css|svg)$/,
          algorithms: [
            defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            defineAlgorithm('gzip', { level: 9 }),
          ],
        }),
      // The installable app (issue 35, decision 053): the manifest and the Workbox service worker.
      !isSsrBuild && VitePWA(pwaOptions),
    ],
    resolve: {
      tsconfigPaths: true,
      // React Router's package points every import at its development build (remix-run/react-router
      // #12532, "intended to be temporary"), whose dev warnings are on. It publishes the production
      // build beside it; builds take that one, `npm run dev` and the tests keep the warnings.
      alias: [
        // Leaflet's package points at its UMD build; its ES module build beside it keeps the bundler's
        // CommonJS helpers out of the runtime chunk every page loads (the map itself is loaded on demand).
        { find: /^leaflet$/, replacement: leafletModule },
        ...(isProductionBuild
          ? [
              { find: /^react-router$/, replacement: `${reactRouterBuilds}/production/index.mjs` },
              { find: /^react-router\/dom$/, replacement: `${reactRouterBuilds}/production/dom-export.mjs` },
            ]
          : []),
      ],
    },
    server: {
      proxy: Object.fromEntries(
        SERVER_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }]),
      ),
    },
    // The server-rendering build (src/entry-server.tsx) carries its libraries: the API server runs it
    // without the web app's node_modules.
    ssr: { noExternal: true },
    build: {
      target: 'es2022',
      // No preload helper nor dependency lists in the first download (decision 055): a file loaded
      // on demand fetches its own imports when it arrives, most often from the service worker's
      // cache; the app entry's own imports are preloaded by the page's first script once the page is
      // painted (app-after-first-paint.ts, decision 058).
      modulePreload: false,
      // The public files (images, icon) belong to the browser's build only.
      copyPublicDir: !isSsrBuild,
      rolldownOptions: {
        // The page's first script (src/first-paint.ts) is an entry of its own, beside index.html's.
        input: isSsrBuild ? undefined : { index: 'index.html', [FIRST_PAINT_INPUT]: 'src/first-paint.ts' },
        // What a first visit needs comes in two files, the libraries (which change least between
        // releases) and the site's own code, rather than some forty small ones: each request costs a
        // round trip on a phone's connection. Code loaded on demand keeps its own files.
        output: isSsrBuild
          ? {}
          : {
              // The first visit's script names every file loaded on demand (its imports and their
              // preloads): seven characters of content hash alone, the fewest the bundler allows for
              // this many files, keep that list short. The table-request section keeps its name: a
              // journey holds it back to play a slow connection (e2e/tests/hydration.mobile.spec.ts).
              chunkFileNames: (chunk) =>
                chunk.name === 'preorder-section' ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/,
                    tags: ['$initial'],
                    priority: 2,
                  },
                  {
                    name: 'app',
                    // The first script stays a file of its own: in this group it would bring the site's
                    // code with it, fetched before the page is painted.
                    test: (id) => !id.endsWith('first-paint.ts'),
                    tags: ['$initial'],
                    priority: 1,
                  },
                  // The icons only lazily loaded parts draw (the first visit's are in 'app' above), in
                  // one small file rather than one each.
                  { name: 'icons', test: /components[\\/]ui[\\/]icons[\\/]/, priority: 0 },
                  // The form fields every form shares (text, select, checkbox…), in one small file rather
                  // than one each: fewer files for a form's first opening, and a shorter list of files
                  // in the first visit's script.
                  { name: 'form-fields', test: /components[\\/](form[\\/]|ui[\\/]notice)/, priority: 0 },
                  // The parts of the query library only lazily loaded parts use (mutations, infinite
                  // lists), in one small file rather than one each.
                  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 0 },
                ],
              },
            },
        onLog(level, log, handler) {
          // The libraries' "use client" lines mean nothing without server components.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    },
    test: {
      // Vitest's default on a 2-core machine is one file at a time; two at once took the suite from
      // 121 s to 69 s here (three: 66 s).
      maxWorkers: 2,
      // A test that renders the whole app loads its lazy routes on first use; with two files at once
      // on 2 cores one took 5 s (Vitest's default limit) in CI, and passes in about 1 s alone.
      testTimeout: 15_000,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [REPLACES_A_MODULE],
            // The files of a worker share one document and module registry (setup-tests.ts empties
            // the document and the storage after each test): making jsdom and loading the app afresh
            // for every file took two thirds of the suite's time (98 s → 37 s).
            isolate: false,
          },
        },
        // A file that replaces a module (vi.mock) needs a registry of its own: the module may have
        // been loaded already by another file of the worker.
        { extends: true, test: { name: 'web-isolated', include: [REPLACES_A_MODULE] } },
      ],
    },
  };
});
