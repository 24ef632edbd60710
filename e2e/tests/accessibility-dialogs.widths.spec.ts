import type { Page } from '@playwright/test';
import { sitePaths } from '@tiffin/core';
import { expectNoAxeViolations } from '../axe.ts';
import { addDish, chooseTomorrow, dublinDateIn, goToCheckout, mainButton, payInCash } from '../checkout.ts';
import { listenToConsole } from '../console-problems.ts';
import { kitchen, placeCollectionOrder } from '../orders.ts';
import { addButton, dish, headerNavigation, isMobile, openBasket } from '../storefront.ts';
import { expect, signIn, test } from '../test.ts';

/**
 * The accessibility tour: every page of the site and the dialogs of the storefront and the
 * checkout, at both widths, checked by axe once each as a customer finds them. The journeys check
 * the states only they reach (a placed order's dialogs, the address picker, the staff side). Every
 * page of the tour must also load, hydrate and settle without an error, a warning or a hydration
 * mismatch in the console, for a visitor and for a signed-in customer.
 */

/** The profile area's pages, seen signed in (a visitor meets the sign-in guard on each). */
const PROFILE_PAGES = Object.values(sitePaths).filter((path) => path.startsWith(sitePaths.profile));
const PUBLIC_PAGES = Object.values(sitePaths).filter((path) => !PROFILE_PAGES.includes(path));
const UNKNOWN_PAGE = '/no-such-page';

/** The page loaded and its own data arrived (no loading text left), the console quiet all along. */
async function visit(page: Page, path: string, { axe = true } = {}) {
  const consoleProblems = listenToConsole(page, { notFound: path === UNKNOWN_PAGE });
  await page.goto(path);
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
  if (axe) await expectNoAxeViolations(page);
  expect(consoleProblems(), path).toEqual([]);
}

// One test per page: axe takes seconds on a long page (the menu), and thirty pages in one test
// outgrew any sensible timeout on a busy machine.
for (const path of [...Object.values(sitePaths), UNKNOWN_PAGE]) {
  test(`${path} as a visitor`, async ({ page }) => {
    await visit(page, path);
  });
}

test('the staff sign-in', async ({ page }) => {
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('every page of the profile area, and an order’s page, signed in; the public pages quiet for them too', async ({
  page,
  customer,
  request,
}) => {
  const { orderId } = await placeCollectionOrder(request, customer, { date: dublinDateIn(2), time: '18:00' });
  await (await kitchen(request)).accept(orderId);
  await signIn(page, customer);
  for (const path of [...PROFILE_PAGES, `${sitePaths.profileOrders}/${orderId}`, sitePaths.favourites]) {
    await test.step(path, () => visit(page, path));
  }
  // The public pages with the session filled in after hydration: axe has seen each as a visitor.
  for (const path of [...PUBLIC_PAGES, UNKNOWN_PAGE]) {
    await test.step(path, () => visit(page, path, { axe: false }));
  }
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});

test('the storefront’s dialogs: the header’s menu, a dish’s options, the basket and signing in', async ({
  page,
}) => {
  // Four axe runs over the whole menu behind each dialog.
  test.setTimeout(120_000);
  await page.goto('/');
  await test.step('the header’s navigation', async () => {
    const navigation = await headerNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Favourites', exact: true })).toBeVisible();
    // On a phone it is a panel of its own; on a desktop the header as '/' shows it, checked there.
    if (isMobile(page)) await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
  });
  await test.step('a dish’s options', async () => {
    await addButton(dish(page, 'Tikka Masala')).click();
    const modal = page.getByRole('dialog', { name: 'Tikka Masala' });
    await modal.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(modal.getByText('Please select a variation').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByRole('radio', { name: /King prawn/ }).check();
    await modal.getByRole('radio', { name: /^Mild/ }).check();
    await modal.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(modal).toBeHidden();
  });
  await test.step('the basket, then Checkout as a visitor', async () => {
    const basket = await openBasket(page);
    await expect(basket.getByText('Total')).toBeVisible();
    await expectNoAxeViolations(page);
    await basket.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the checkout and its dialogs: time, notes, coupons, the minimum, missing details and Confirm Action', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page.goto('/');
  await addDish(page, 'Onion Bhaji');
  // The order's contact set for this order at an earlier visit, without a phone: one detail will be
  // missing (a contact nobody set follows the profile, which has a phone).
  await page.evaluate((name) => {
    const draft = {
      date: null,
      time: null,
      address: null,
      contactName: name,
      contactPhone: '',
      contactEdited: true,
      orderNote: '',
      couponCode: null,
      paymentMethod: 'cash',
    };
    window.localStorage.setItem('checkout', JSON.stringify({ state: draft, version: 1 }));
  }, customer.user.name);
  await goToCheckout(page);
  await payInCash(page);
  await expectNoAxeViolations(page);

  await test.step('under the minimum', async () => {
    await mainButton(page).click();
    const minimum = page.getByRole('dialog', { name: 'Order Minimum Amount' });
    await expect(minimum).toBeVisible();
    await expectNoAxeViolations(page);
    await minimum.getByRole('button', { name: 'Add More Items' }).click();
    await addDish(page, 'Vegetable Samosa');
    await addDish(page, 'Chicken Pakora');
    await goToCheckout(page);
  });
  await test.step('notes and coupons', async () => {
    await page.getByRole('button', { name: /^Order notes/ }).click();
    const notes = page.getByRole('dialog', { name: 'Order Notes' });
    await expect(notes).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(notes).toBeHidden();
    await page.getByRole('button', { name: 'Apply a coupon' }).click();
    const coupons = page.getByRole('dialog', { name: 'Coupon & Offers' });
    await coupons.getByRole('textbox', { name: 'Coupon code' }).fill('XMAS15');
    await coupons.getByRole('button', { name: 'Apply' }).click();
    await expect(coupons.getByRole('alert')).toHaveText('This coupon has expired.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(coupons).toBeHidden();
  });
  await test.step('missing details, then Your details', async () => {
    await mainButton(page).click();
    const missing = page.getByRole('dialog', { name: 'Missing Information' });
    await expect(missing).toBeVisible();
    await expectNoAxeViolations(page);
    await missing.getByRole('button', { name: 'Complete Now' }).click();
    const details = page.getByRole('dialog', { name: 'Your details' });
    await expect(details).toBeVisible();
    await expectNoAxeViolations(page);
    await details.getByRole('textbox', { name: 'Phone' }).fill('087 765 4321');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details).toBeHidden();
  });
  await test.step('the time, then Confirm Action', async () => {
    await page.getByRole('button', { name: /^Day & Time/ }).click();
    const time = page.getByRole('dialog', { name: 'Pickup Time' });
    await expect(time.getByText(/No slots available|PM$/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(time).toBeHidden();
    await chooseTomorrow(page, 'Pickup Time', 0);
    await mainButton(page).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
