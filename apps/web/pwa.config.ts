import type { VitePWAOptions } from 'vite-plugin-pwa';

/*
 * The installable site (issue 35, decision 053). The service worker is Workbox's, generated at build:
 * it precaches the shell (scripts, styles, icons, the offline page) and caches at run time what a
 * customer reads offline: the storefront's pages, the menu's answers and the dishes' photos. What
 * must never be stale (checkout, quotes, orders, the account, sign-in, the staff side, every
 * change) always goes to the network; a page it cannot serve offline gets the offline page.
 * Workbox writes each route's test into the worker as source: they name nothing outside themselves.
 */

const CREAM = '#fdf8f1';

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // main.tsx registers the worker itself after `load`, outside the first visit's scripts.
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: {
    id: '/',
    name: 'Tiffin — order online',
    short_name: 'Tiffin',
    description: 'Order from Tiffin, Cashel: the menu, delivery or collection, and your orders.',
    lang: 'en-IE',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: CREAM,
    theme_color: CREAM,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'Menu',
        short_name: 'Menu',
        url: '/menu',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      },
      {
        name: 'My orders',
        short_name: 'Orders',
        url: '/profile/orders',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      },
    ],
  },
  workbox: {
    // The shell, installed with the worker: every script and stylesheet of the build (their brotli and
    // gzip copies are the server's), the icons and the offline page. Pages are the server's: none here.
    globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'favicon.svg', 'icons/*.png'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // The first page's warming, and the push and notification-click handlers (public/sw-extra.js).
    importScripts: ['/sw-extra.js'],
    runtimeCaching: [
      {
        // The storefront's public pages: the network's when it answers within 4 s, else the last copy.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          /^\/(menu|contact-us|about-us|award|reservation|privacy-policy|terms-conditions|refund-and-cancellation-policy|shipping-and-delivery-policy)?$/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          // The server varies its pages by what the browser accepts: a navigation's headers are not
          // those the first page was kept with (public/sw-extra.js), and the page is the same.
          matchOptions: { ignoreVary: true },
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 20 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: 'offline.html' },
        },
      },
      {
        // Every other page (checkout, orders, account, sign-in, staff): never an old copy.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'offline.html' } },
      },
      {
        // The menu's answers, and the restaurant's settings and pages the menu is drawn with.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          (url.pathname === '/api/custom/custom/products-with-categories' ||
            url.pathname === '/api/v1/restaurant' ||
            url.pathname.startsWith('/api/v1/categories') ||
            url.pathname.startsWith('/api/v1/products/details/') ||
            url.pathname.startsWith('/api/v1/pages')),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'menu-api',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The dishes' photos and the site's images, wherever they are served from on this site.
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      // Anything else (the rest of the API: quotes, orders, the account, staff, the live streams) is
      // not routed: the browser asks the network, and nothing is kept.
    ],
  },
};
