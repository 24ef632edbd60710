/** The server-rendered pages and the files crawlers read: what the app may use of this module. */
export { createPageRenderer } from './page-renderer.ts';
export { siteFileRoutes } from './site-files.routes.ts';
