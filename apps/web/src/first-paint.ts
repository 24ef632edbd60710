/**
 * The page's first script (decision 058): it fetches the app (main.tsx and the files it imports,
 * which the build names on this script's element, `app-after-first-paint.ts`) once the page the
 * server rendered is on the screen. That page is whole without the app, so on a phone's slow
 * connection its text and photos no longer share the line with 120 KB of scripts, and hydrating
 * never delays the first paint. A page the server left to the browser (empty) starts the app at
 * once, as does a tab in the background, which paints nothing until it is shown; a browser that
 * cannot tell when it painted waits at most a second.
 */
const START_AT_THE_LATEST_MS = 1_000;

const script = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
let started = false;

function startApp(): void {
  if (started || script === null) return;
  started = true;
  const { appEntry = '', appImports = '' } = script.dataset;
  // The entry's imports fetched beside it, not after it has been read.
  for (const href of appImports.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ appEntry);
}

function startAfterFirstPaint(): void {
  const root = document.getElementById('root');
  const nothingToPaint = root?.firstChild == null || document.visibilityState !== 'visible';
  if (nothingToPaint || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    startApp();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startApp();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startApp, START_AT_THE_LATEST_MS);
}

startAfterFirstPaint();
