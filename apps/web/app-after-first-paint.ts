import type { Plugin } from 'vite';

/** The first script's input name (src/first-paint.ts), beside index.html's. */
export const FIRST_PAINT_INPUT = 'first-paint';

/**
 * index.html's app entry (main.tsx's chunk) is not fetched by the page itself: the page's one
 * script is src/first-paint.ts, which fetches the entry and the files it imports once the page is
 * painted (decision 058). This writes that script's tag in place of the entry's, with the entry
 * and its imports named on it (`data-app-entry`, `data-app-imports`). Vite's own module preload,
 * off (decision 055), would have put the imports in the page as links fetched at once.
 */
export function appAfterFirstPaint(): Plugin {
  return {
    name: 'tiffin-app-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const loader = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === FIRST_PAINT_INPUT,
        );
        if (loader === undefined) throw new Error(`the build has no ${FIRST_PAINT_INPUT} entry`);
        const entryTag = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        if (!html.includes(entryTag)) throw new Error(`index.html has no ${entryTag}`);
        const imports = chunk.imports.map((file) => `/${file}`).join(' ');
        const loaderTag = `<script type="module" crossorigin src="/${loader.fileName}" data-app-entry="/${chunk.fileName}" data-app-imports="${imports}"></script>`;
        return html.replace(entryTag, loaderTag);
      },
    },
  };
}
