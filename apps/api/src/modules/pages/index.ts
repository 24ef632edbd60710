/** The server-rendered pages: what the app may use of this module. */
export { createPageRenderer } from './page-renderer.ts';
