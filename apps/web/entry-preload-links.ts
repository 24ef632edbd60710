import type { Plugin } from 'vite';

/**
 * `<link rel="modulepreload">` in index.html for the files the first script imports (the libraries
 * and the site's own shared file), so the browser fetches them beside it rather than after reading
 * it. Vite writes these links itself only with its module preload on, which also puts its preload
 * helper and every lazily loaded file's list of dependencies into the first download (0.8 KB gzip
 * of the 130 KB budget, decision 055); with it off, this one build step keeps the first visit's
 * fetches as they were.
 */
export function entryPreloadLinks(): Plugin {
  return {
    name: 'tiffin-entry-preload-links',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        return chunk.imports.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
