import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { createRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

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

const router = createRouter();
// A page the server rendered (decision 014) is already on screen: the first render waits for the
// page's code, so it renders over that HTML with the page rather than with a loading state.
void (container.firstChild === null ? Promise.resolve() : whenReady(router)).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
