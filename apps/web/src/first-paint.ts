/**
 * The page's first script (decision 058): it fetches the app (main.tsx and the files it imports,
 * which the build names on this script's element, `app-after-first-paint.ts`) once the page the
 * server rendered is on the screen. That page is whole without the app, so on a phone's slow
 * connection its text and photos no longer share the line with 120 KB of scripts, and hydrating
 * never delays the first paint. A page the server left to the browser (empty) starts the app at
 * once, as does a tab in the background, which paints nothing until it is shown; a browser that
 * does not report paints (it ignores the observer) waits a second.
 */
const START_AT_THE_LATEST_MS = 1_000;

const script = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
let started = false;

function startApp(): void {
  if (started || script === null) return;
  started = true;
  const { appEntry = '', appImports = '' } = script.dataset;
  // The entry's imports fetched beside it, not after it has been read.
  // An empty href (an entry with no imports) fetches nothing.
  for (const href of appImports.split(' ')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ appEntry);
}

function startAfterFirstPaint(): void {
  const nothingToPaint = !document.getElementById('root')?.firstChild || document.hidden;
  if (nothingToPaint) {
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

/**
 * A button pressed before the app has taken the page over is pressed again once it has: without
 * this a phone's early tap on ADD TO CART did nothing. From hydration on, React replays presses
 * itself, and the parts hydrated later keep theirs (lib/deferred-section.tsx). Only the last button
 * is kept, so a tap repeated while nothing seemed to happen adds once.
 *
 * Then the service worker Workbox generates (decision 053) is registered, when the page is idle:
 * its install fetches every built file, which must compete neither with the first visit's
 * downloads nor with hydrating. A failed registration (a private window) leaves the site online only.
 */
function whenAppReady(): void {
  const page = document.documentElement;
  let pressed: HTMLButtonElement | null = null;
  // Left in place once the app has started: it then lets every press through at once.
  window.addEventListener(
    'click',
    (event) => {
      const button =
        page.dataset.app === undefined && event.target instanceof Element && event.target.closest('button');
      if (!button) return;
      event.preventDefault();
      pressed = button;
    },
    { capture: true },
  );
  const registerServiceWorker = () => void navigator.serviceWorker?.register('/sw.js').catch(() => undefined);
  new MutationObserver((_records, observer) => {
    if (page.dataset.app !== 'ready') return;
    observer.disconnect();
    if (pressed?.isConnected) pressed.click();
    if ('requestIdleCallback' in window) requestIdleCallback(registerServiceWorker);
    else setTimeout(registerServiceWorker, 1_000);
  }).observe(page, { attributeFilter: ['data-app'] });
}

whenAppReady();
startAfterFirstPaint();
