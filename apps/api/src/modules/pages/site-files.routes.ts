import { indexedSitePaths, STAFF_PAGE_PATH } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { escapeHtml } from './social-tags.ts';

/** What crawlers read of the site changes with a release or PUBLIC_URL, never between visits. */
const CRAWLER_FILE_CACHE = 'public, max-age=3600';

/** The sitemap protocol's list of the pages to index (sitemaps.org), each by its absolute address. */
export function sitemapXml(siteUrl: string): string {
  const urls = indexedSitePaths.map((path) => `<url><loc>${escapeHtml(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Every crawler may read the pages; not the API (its answers are in the pages already) nor the staff
 * side (which also answers `noindex`). The sitemap is named for those that do not ask for it.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    `Disallow: ${STAFF_PAGE_PATH}`,
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** robots.txt and sitemap.xml (issue 52), made from the site's paths (core's site-paths.ts). */
export const siteFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  const sitemap = sitemapXml(config.siteUrl);
  const robots = robotsTxt(config.siteUrl);
  const file = { config: { access: 'public' as const }, schema: { hide: true } };

  app.get('/sitemap.xml', file, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_FILE_CACHE).send(sitemap),
  );
  app.get('/robots.txt', file, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_FILE_CACHE).send(robots),
  );
};
