import './index.css';
import { type DehydratedState, hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './app/app';
import { readPageState } from './app/page-state';
import { createRouter } from './app/router';
import { releaseDeferredSections } from './lib/deferred-section';
import { clearMenuCache, createMenuPersister, isForcedRefresh, keepPageAnswers } from './lib/menu-cache';
import { createQueryClient } from './lib/query-client';

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

// The menu cache (lib/menu-cache.ts): a reload starts it clean; a query it keeps is first looked
// for there. An answer the page carries is the one its HTML was rendered with, and is kept too.
if (isForcedRefresh()) clearMenuCache();
const menuPersister = createMenuPersister();
const queryClient = createQueryClient({ queries: { persister: menuPersister.persisterFn } });
const pageState = readPageState();
if (pageState) hydrateQueries(queryClient, pageState.queryState as DehydratedState);
keepPageAnswers(queryClient, menuPersister);

/**
 * A page the server rendered (decision 016) is hydrated once its route's code is here, so that the
 * first render is the server's page; one it left to the browser is rendered. Not a top-level await:
 * the routes' code imports modules of this file's chunk, which must have finished loading first.
 */
async function start(root: HTMLElement): Promise<void> {
  const rendered = root.firstChild !== null;
  const router = await createRouter(queryClient, pageState?.router, rendered);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (!rendered) {
    createRoot(root).render(app);
    return;
  }
  await whenReady(router);
  document.documentElement.dataset.app = 'hydrating';
  // In a transition, React hydrates in slices that yield to the browser between them rather than in
  // one task (the menu's page held the main thread 0.37 s on a phone's CPU); a tap meanwhile is
  // replayed once its part of the page is hydrated (decision 058).
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // Parts of the page still waiting to be hydrated would hold up the next page (lib/deferred-section).
  const stopWatching = router.subscribe((state) => {
    if (state.navigation.state === 'idle') return;
    releaseDeferredSections();
    stopWatching();
  });
}

void start(container);
