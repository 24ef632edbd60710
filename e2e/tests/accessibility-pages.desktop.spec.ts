import { sitePaths } from '@tiffin/core';
import { tourAsVisitor, tourSignedIn, UNKNOWN_PAGE } from '../accessibility-tour.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expect, test } from '../test.ts';

/**
 * The accessibility tour at 1280 px: the pages drawn differently there (the header's navigation
 * and the menu bar on every page, as '/' shows them with the menu's columns and the basket's
 * sidebar; the checkout's two columns; the profile area's side list; the pages with a layout of
 * their own). The
 * policy and placeholder pages are one column of text at both widths: 375 px checks them (decision
 * 079).
 */
tourAsVisitor([
  sitePaths.home,
  sitePaths.checkout,
  sitePaths.profile,
  sitePaths.aboutUs,
  sitePaths.contactUs,
  sitePaths.login,
  UNKNOWN_PAGE,
]);
tourSignedIn([]);

test('the staff sign-in', async ({ page }) => {
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
});
