/**
 * What the web app's server build (apps/web/src/entry-server.tsx) gives the server for one page,
 * and what the server puts into index.html (decision 016).
 */
export type RenderedPage = {
  /** The page's `<title>`, `<meta>` and `<link>` elements, for the document's head. */
  head: string;
  /** The page as the browser's first render makes it for a visitor; empty for a page the browser renders alone. */
  html: string;
  /** The answers the page was rendered with, for the browser to start from (`PageState`). */
  state: PageState;
};

/**
 * The page's starting state, in a `<script type="application/json">` block with this id: TanStack
 * Query's dehydrated cache, and the router's data for the routes the page matched, so the browser's
 * first render is the server's and no call is made before it.
 */
export type PageState = {
  queryState: unknown;
  router: { loaderData: Record<string, null> };
};

export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** Where the page goes in index.html: the web app renders into #root. */
export const APP_ROOT_MARKUP = '<div id="root"></div>';
