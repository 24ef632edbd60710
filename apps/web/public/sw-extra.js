/*
 * What the service worker Workbox generates (pwa.config.ts) imports beside its caching (issue 35,
 * decision 053).
 *
 * The first visit's page: it was loaded before the worker existed, so none of it went through the
 * worker's caches. On activation the worker fetches each open storefront page again into the pages
 * cache, and the photos it shows into the images cache: the menu seen once opens offline. (The
 * scripts are precached; the same names as pwa.config.ts's caches.)
 *
 * Push: a push carries { title, body, url, tag }: shown as a notification, one per order (its tag),
 * and a click opens its page (the order's, or the staff board).
 */
const STOREFRONT_PAGE =
  /^\/(menu|contact-us|about-us|award|reservation|privacy-policy|terms-conditions|refund-and-cancellation-policy|shipping-and-delivery-policy)?$/;
const IMAGE_URL = /(?:src|srcset)="([^"]+)"/g;
const IMAGE_PATH = /\.(?:avif|webp|jpe?g|png|svg)$/i;

async function keepFirstPages() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const pages = await caches.open('pages');
  const images = await caches.open('images');
  for (const window of windows) {
    const url = new URL(window.url);
    if (url.origin !== self.location.origin || !STOREFRONT_PAGE.test(url.pathname)) continue;
    const response = await fetch(url.href, { credentials: 'same-origin' });
    if (!response.ok) continue;
    const html = await response.clone().text();
    await pages.put(url.href, response);
    const imageUrls = new Set();
    for (const [, value] of html.matchAll(IMAGE_URL)) {
      for (const candidate of value.replaceAll('&amp;', '&').split(',')) {
        const image = new URL(candidate.trim().split(/\s+/)[0], url);
        if (image.origin === self.location.origin && IMAGE_PATH.test(image.pathname))
          imageUrls.add(image.href);
      }
    }
    await Promise.all([...imageUrls].map((image) => images.add(image).catch(() => undefined)));
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(keepFirstPages().catch(() => undefined));
});
self.addEventListener('push', (event) => {
  let news = {};
  try {
    news = event.data ? event.data.json() : {};
  } catch {
    news = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(news.title || 'Your order', {
      body: news.body || '',
      tag: news.tag,
      renotify: Boolean(news.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: news.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
