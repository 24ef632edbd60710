import type { ProductsWithCategoriesResponse } from './menu.ts';
import type { RestaurantInfo } from './restaurant.ts';

/**
 * The answers the server puts in a page's HTML (a `<script type="application/json">` block with this
 * id), so the first view needs no call before it shows: the restaurant's settings on every page,
 * the whole menu on the menu pages. `fetchedAt` (ms since the epoch) is when they were read, so the
 * browser's own refetch rules count from then.
 */
export type PageData = {
  fetchedAt: number;
  restaurant?: RestaurantInfo;
  menu?: ProductsWithCategoriesResponse;
};

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Where the server-rendered app goes in index.html: the web app renders into #root. */
export const APP_ROOT_MARKUP = '<div id="root"></div>';
