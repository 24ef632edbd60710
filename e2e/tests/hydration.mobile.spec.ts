import type { Page, Request } from '@playwright/test';
import { holdBack } from '../hold-back.ts';
import { expect, signIn, test } from '../test.ts';

/** Every kind of page: the public ones the server renders, and the account pages the browser renders. */
const PAGES = [
  '/',
  '/menu',
  '/favourites',
  '/contact-us',
  '/about-us',
  '/terms-conditions',
  '/refund-and-cancellation-policy',
  '/shipping-and-delivery-policy',
  '/privacy-policy',
  '/award',
  '/reservation',
  '/login',
  '/register',
  '/forgot-password',
  '/profile',
  '/profile/security',
  '/profile/addresses',
  '/delete-account.php',
];
const UNKNOWN_PAGE = '/no-such-page';

/** A signed-in customer's live order stream stays open as long as the page does. */
const LIVE_ORDER_STREAM = /\/api\/v1\/customer\/orders\/stream$/;
/** As Playwright's 'networkidle': no request under way for this long. */
const QUIET_MS = 500;

/**
 * What the page says in the console while it loads, is hydrated and settles: errors and warnings,
 * uncaught errors (React reports a hydration mismatch as one), and CSP violations. The not-found
 * page's own 404 status, which Chromium reports as a failed resource, is what that page is for.
 * "Settled" is networkidle without the live order stream, which never ends.
 */
async function consoleProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (path === UNKNOWN_PAGE && message.text().includes('status of 404')) return;
    // The journeys run with service workers blocked (playwright.config.ts); the site's own
    // registration is then refused by Playwright, which says so. pwa.mobile.spec.ts has the worker.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    problems.push(`${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const underWay = new Set<Request>();
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    lastActivity = Date.now();
    if (!LIVE_ORDER_STREAM.test(request.url())) underWay.add(request);
  };
  const onRequestEnd = (request: Request) => {
    lastActivity = Date.now();
    underWay.delete(request);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfinished', onRequestEnd);
  page.on('requestfailed', onRequestEnd);
  await page.goto(path);
  // Session parts fill in and the queries settle after hydration.
  while (underWay.size > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  page.off('request', onRequest);
  page.off('requestfinished', onRequestEnd);
  page.off('requestfailed', onRequestEnd);
  return problems;
}

// Each of these visits every page and waits for its network to settle: more than one test's 30 s
// on a busy machine.
const EVERY_PAGE_MS = 90_000;

test('no page logs an error or a hydration warning for a visitor', async ({ page }) => {
  test.setTimeout(EVERY_PAGE_MS);
  for (const path of [...PAGES, UNKNOWN_PAGE]) {
    expect(await consoleProblems(page, path), path).toEqual([]);
  }
});

test('no page logs an error or a hydration warning for a signed-in customer', async ({ page, customer }) => {
  test.setTimeout(EVERY_PAGE_MS);
  await signIn(page, customer);
  for (const path of [...PAGES, UNKNOWN_PAGE]) {
    expect(await consoleProblems(page, path), path).toEqual([]);
  }
  // The session filled in after hydration: the header shows the customer, not Sign In.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});

test('a tap on a part of the page whose code has not arrived yet is kept and acted on once it has', async ({
  page,
}) => {
  // The table-request section is hydrated as it nears the screen (lib/deferred-section.tsx). Its
  // code is held back here, as a slow connection would, so the tap lands on the server's HTML.
  const code = await holdBack(page, '**/assets/preorder-section-*.js');
  await page.goto('/');
  const section = page.locator('#preorder-section');
  await section.scrollIntoViewIfNeeded();
  await expect.poll(code.requested).toBe(true);

  await section.getByRole('button', { name: 'Send Message' }).click();
  code.release();

  // React hydrates the section once its code is here and replays the tap: the empty form is checked.
  await expect(section.getByText('Name must be at least 2 characters long')).toBeVisible();
});
