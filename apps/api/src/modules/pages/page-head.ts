import { dublinDate, type SitePath, sitePaths } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { getProductsWithCategories } from '../menu/index.ts';
import { readCalendar, requireRestaurant } from '../restaurant/index.ts';
import { sharedPhoto } from './share-photo.ts';
import { headText, socialTags } from './social-tags.ts';
import { restaurantStructuredData } from './structured-data.ts';

/** JSON inside a <script> block: nothing in it may close the element or start a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * What the server adds to a page's head for search engines and shared links (issue 52): on a page
 * with a title of its own, Open Graph's and Twitter's tags with a dish photo; on the home page, the
 * restaurant and its menu as JSON-LD (a data block, which the CSP does not treat as a script). Read
 * from the settings and the menu as the page is rendered, so it is kept with the page and made
 * afresh when either changes (the page cache's clearing, decision 008).
 */
export async function pageHead(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  { siteUrl, sitePath, renderedHead }: { siteUrl: string; sitePath: SitePath; renderedHead: string },
): Promise<string> {
  const text = headText(renderedHead);
  const home = sitePath === sitePaths.home;
  if (text === null && !home) return '';
  const [restaurant, menu] = await Promise.all([requireRestaurant(deps), getProductsWithCategories(deps)]);
  const photo = sharedPhoto(siteUrl, menu);
  const url = `${siteUrl}${sitePath}`;
  const social = text === null ? '' : socialTags({ ...text, url, siteName: restaurant.name, photo });
  if (!home) return social;
  const { openingHours, closedDates } = await readCalendar(
    deps.db,
    restaurant.id,
    dublinDate(deps.clock.now()),
  );
  const data = restaurantStructuredData({ siteUrl, restaurant, openingHours, closedDates, menu, photo });
  return `${social}<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}
