import type { Page } from '@playwright/test';

/**
 * Requests to `url` (a Playwright glob) held on their way, as a slow connection would hold them,
 * until `release()`; `requested()` tells whether one has been made.
 */
export async function holdBack(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { requested: () => requested, release };
}
