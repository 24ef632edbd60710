// Preact's own render, not react-dom's createRoot: that one (like React's) empties the container
// first, where this one takes over the elements the server rendered (decision 014).
import { render } from 'preact';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { createRouter } from './app/router';

/** Resolves once the router has loaded the first page's code (a lazy route's chunk). */
function whenReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the app in `container`. Over a page the server rendered (decision 014) the first render
 * waits for the page's code, so that it renders over the server's HTML with the same page (reusing
 * its elements) rather than with a loading state.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const router = createRouter();
  if (container.firstChild !== null) await whenReady(router);
  render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    container,
  );
  // From here the page works (its buttons have their handlers): scripts and tests wait for this.
  document.documentElement.dataset.app = 'ready';
}
