import type { PageData } from '@tiffin/core/contracts';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { seedQueries } from './app/page-data';
import { AppProvider } from './app/provider';
import { createRoutes, type PageHandle } from './app/router';
import { createQueryClient } from './lib/query-client';

/**
 * The web app as the API server runs it (decision 014), built by `vite build --ssr` into
 * dist-server/entry-server.js with its libraries.
 */

const routes = createRoutes();
const handler = createStaticHandler(routes);

/** Whether the server renders the page at `pathname`, and whether it carries the menu (router.tsx). */
export function pageNeeds(pathname: string): PageHandle {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const handle = leaf?.route.handle as PageHandle | undefined;
  return { prerender: handle?.prerender ?? false, menu: handle?.menu ?? false };
}

/**
 * The HTML of a page as the browser's first render makes it for a visitor: the route's code loaded,
 * the page's answers in the query cache. The browser renders over it (boot.tsx), filling in what
 * belongs to a customer's session. Null when the router answers with a redirect.
 */
export async function renderPage(url: string, pageData: PageData): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  seedQueries(queryClient, pageData);
  try {
    return renderToString(
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>,
    );
  } finally {
    // Its cache timers would keep the answers (and the process) alive.
    queryClient.clear();
  }
}
