/**
 * The pages rendered on the server with their data, the head search engines and shared links read,
 * robots.txt and sitemap.xml (decisions 014, 066).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */
export { createPageRenderer } from './page-renderer.ts';
export { siteFileRoutes } from './site-files.routes.ts';
