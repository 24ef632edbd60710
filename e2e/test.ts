import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, whose page waits, after each `goto` and `reload`, until the app has taken the
 * page over (apps/web/src/boot.tsx marks <html data-app="ready">). The server sends the public
 * pages already rendered (decision 014): they show before the app's code runs, and a press before
 * then would land on a button with nothing behind it yet.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const appReady = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await appReady();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appReady();
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
