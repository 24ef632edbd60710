import { type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';
import { type Session, type Site, startSite } from './site.ts';
import { staffStorageStateFor } from './staff.ts';

export { CUSTOMER_PASSWORD, type Session } from './site.ts';

/**
 * Playwright's `test`, with:
 * - `site`, the real server of this worker, with its own database (site.ts); `baseURL` is its
 *   address, for pages, `request` and the contexts a journey opens itself.
 * - `page`, which waits, after each `goto` and `reload`, until the app has taken the page over
 *   (`<html data-app="ready">`, app/app.tsx). React replays a press made while the page hydrates
 *   (tests/hydration.mobile.spec.ts shows it), but not one made before the app's code has run at all: the
 *   journeys act as a customer would on a page that works.
 * - `customer`, a registered customer of the journey's own, for the journeys that need a session.
 * - `staffStorageState`, the storage of a device the e2e admin is signed in on (staff.ts): a context
 *   made with it opens the board at once, as a kitchen's tablet does. `test.use({ staffSignedIn:
 *   true })` gives it to the journey's own `page`. Only the journeys about signing in use the form.
 */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
export const test = base.extend<
  { customer: Session; staffSignedIn: boolean },
  { site: Site; staffStorageState: StorageState }
>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it has none.
    async ({}, use, workerInfo) => {
      const site = await startSite({
        workerIndex: workerInfo.parallelIndex,
        smtpPort: Number(process.env.E2E_SMTP_PORT),
        tilePort: Number(process.env.E2E_TILE_PORT),
      });
      await use(site);
      await site.close();
    },
    // A server starts (migrates and seeds its database) while the other workers' start: a loaded
    // machine took over 60 s (decision 074).
    { scope: 'worker', timeout: 180_000 },
  ],
  staffStorageState: [
    async ({ site, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: site.url });
      await use(await staffStorageStateFor(request, site.url));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  staffSignedIn: [false, { option: true }],
  storageState: async ({ staffSignedIn, staffStorageState }, use) =>
    use(staffSignedIn ? staffStorageState : undefined),
  baseURL: async ({ site }, use) => use(site.url),
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
  customer: async ({ site }, use) => use(await site.newCustomer()),
});

/**
 * The session as the site keeps it after signing in (features/auth/stores/auth-store.ts):
 * access_token, and the customer under user and user_name. Set before the site's code runs.
 */
export async function signIn(page: Page, session: Session) {
  await page.addInitScript(({ token, user }) => {
    if (window.sessionStorage.getItem('e2e-signed-in') !== null) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('access_token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('user_name', user.name);
  }, session);
}

export { expect };
