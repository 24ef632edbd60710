import { dehydrate } from '@tanstack/react-query';
import type { PageState, RenderedPage } from '@tiffin/core';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { isRouteData } from './app/route-data';
import { createRoutes, loadAreaRoutes, type PageHandle } from './app/router';
import { sendRequestsWith } from './lib/api-client';
import { loadDeferredSections } from './lib/deferred-section';
import { createQueryClient } from './lib/query-client';

/**
 * The web app as the API server runs it (decision 016), built by `vite build --ssr` into
 * dist-server/entry-server.js with its libraries.
 */

/** React puts the page's `<title>`, `<meta>` and `<link>` first in what it renders: the head's part. */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

/**
 * A page as the browser's first render makes it for a visitor. The routes' loaders start the page's
 * queries, which call the server's own routes through `fetchApi` (in process); once they have
 * answered, the public pages (`handle.prerender`) are rendered with React's `prerender`, and every
 * page carries the answers (PageState) for the browser to hydrate from. Null when the router answers
 * with a redirect.
 */
export async function renderPage(url: string, fetchApi: typeof fetch): Promise<RenderedPage | null> {
  sendRequestsWith(fetchApi);
  const queryClient = createQueryClient();
  try {
    // Every page's route at once: the areas' pages (staff, profile) are left to the browser, and
    // must be known as such rather than taken for paths that are no page.
    const handler = createStaticHandler(createRoutes(queryClient, await loadAreaRoutes(queryClient)));
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    await Promise.all(
      Object.values(context.loaderData).map((data) => (isRouteData(data) ? data.ready : null)),
    );

    const handle = context.matches.at(-1)?.route.handle as PageHandle | undefined;
    let markup = '';
    if (handle?.prerender) {
      await loadDeferredSections();
      const { prelude } = await prerender(
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProvider>,
        // Every Suspense boundary in place: React would otherwise move the parts after a first chunk
        // of the page to its end, hidden, to be put back by an inline script the CSP refuses.
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      markup = await new Response(prelude).text();
      // A part that suspended while rendering is sent hidden, to be shown by an inline script, which
      // the page's Content-Security-Policy refuses: render nothing rather than a page that stays hidden.
      const script = markup.indexOf('<script');
      if (script !== -1) {
        const around = markup.slice(Math.max(0, script - 200), script + 100);
        throw new Error(`A part of ${url} suspended while rendered on the server: …${around}…`);
      }
    }
    const head = LEADING_HEAD_ELEMENTS.exec(markup)?.[0] ?? '';
    const state: PageState = {
      queryState: dehydrate(queryClient),
      // The loaders' answers are only their started queries, now in queryState: the browser's router
      // needs to know they ran, not what they returned.
      router: { loaderData: Object.fromEntries(Object.keys(context.loaderData).map((id) => [id, null])) },
    };
    return { head, html: markup.slice(head.length), state };
  } finally {
    // Its cache timers would keep the answers (and the process) alive.
    queryClient.clear();
  }
}
