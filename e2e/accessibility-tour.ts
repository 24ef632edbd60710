import type { Page } from '@playwright/test';
import { type SitePath, sitePaths } from '@tiffin/core';
import { expectNoAxeViolations } from './axe.ts';
import { dublinDateIn } from './checkout.ts';
import { listenToConsole } from './console-problems.ts';
import { kitchen, placeCollectionOrder } from './orders.ts';
import { expect, signIn, test } from './test.ts';

/**
 * The accessibility tour: the pages of the site, checked by axe once each as a customer finds them,
 * each loading, hydrating and settling without an error, a warning or a hydration mismatch in the
 * console, for a visitor and for a signed-in customer. Every page at 375 px
 * (accessibility-pages.mobile.spec.ts); at 1280 px the pages whose layout is drawn differently
 * there (accessibility-pages.desktop.spec.ts), decision 079.
 */

/** The profile area's pages, seen signed in (a visitor meets the sign-in guard on each). */
export const PROFILE_PAGES = Object.values(sitePaths).filter((path) => path.startsWith(sitePaths.profile));
export const PUBLIC_PAGES = Object.values(sitePaths).filter((path) => !PROFILE_PAGES.includes(path));
export const UNKNOWN_PAGE = '/no-such-page';

/**
 * The pages a visitor's tour runs axe on: one of each page the router draws alike. /menu is the
 * home page's route; each profile page shows a visitor the same sign-in guard (/profile's), and the
 * four policies are one route with another path (/privacy-policy's); the signed-in walk visits every
 * one of them.
 */
const DRAWN_ALIKE: readonly string[] = [
  sitePaths.menu,
  ...PROFILE_PAGES.filter((path) => path !== sitePaths.profile),
  sitePaths.refundPolicy,
  sitePaths.termsConditions,
  sitePaths.shippingPolicy,
];
export const VISITOR_PAGES = Object.values(sitePaths).filter((path) => !DRAWN_ALIKE.includes(path));

/** The page loaded and its own data arrived (no loading text left), the console quiet all along. */
async function visit(page: Page, path: string, { axe = true } = {}) {
  const consoleProblems = listenToConsole(page, { notFound: path === UNKNOWN_PAGE });
  await page.goto(path);
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
  if (axe) await expectNoAxeViolations(page);
  expect(consoleProblems(), path).toEqual([]);
}

/**
 * One test per page as a visitor: axe takes seconds on a long page (the menu), and thirty pages in
 * one test outgrew any sensible timeout on a busy machine.
 */
export function tourAsVisitor(paths: readonly (SitePath | typeof UNKNOWN_PAGE)[]) {
  for (const path of paths) {
    test(`${path} as a visitor`, async ({ page }) => {
      await visit(page, path);
    });
  }
}

/**
 * The profile area's pages and an order's page, signed in, with axe; then `quietPages` signed in,
 * the session filled in after hydration, for the console only (axe has seen each, or the page drawn
 * alike, as a visitor).
 */
export function tourSignedIn(quietPages: readonly string[]) {
  test('every page of the profile area, and an order’s page, signed in; the public pages quiet for them too', async ({
    page,
    customer,
    request,
  }) => {
    const { orderId } = await placeCollectionOrder(request, customer, {
      date: dublinDateIn(2),
      time: '18:00',
    });
    await (await kitchen(request)).accept(orderId);
    await signIn(page, customer);
    for (const path of [...PROFILE_PAGES, `${sitePaths.profileOrders}/${orderId}`, sitePaths.favourites]) {
      await test.step(path, () => visit(page, path));
    }
    for (const path of quietPages) {
      await test.step(path, () => visit(page, path, { axe: false }));
    }
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  });
}
