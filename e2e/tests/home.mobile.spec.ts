import type { Page } from '@playwright/test';
import { headerNavigation } from '../storefront.ts';
import { expect, test } from '../test.ts';

type Menu = {
  categories: { id: number; name: string }[];
  products: { name: string; price: string; category_id: number }[];
};

test('the home page shows the seeded categories and dishes', async ({ page, request }) => {
  const menu: Menu = await (await request.get('/api/custom/custom/products-with-categories')).json();
  await page.goto('/');
  const menuSection = page.locator('#menu-section');
  await expect(menuSection.getByRole('heading', { name: 'Starters' })).toBeVisible();
  for (const category of menu.categories) {
    await expect(menuSection.getByRole('heading', { name: category.name, exact: true })).toBeAttached();
  }
  const firstDish = menu.products[0];
  if (!firstDish) throw new Error('the seeded menu has dishes');
  await expect(menuSection.getByText(firstDish.name, { exact: true }).first()).toBeVisible();
  await expect(menuSection.getByText(`€${firstDish.price}`).first()).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 - Page not found')).toBeVisible();
});

test('the footer shows the opening hours from the settings', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByText('Monday')).toBeVisible();
  await expect(footer.getByText('5:00 PM - 10:00 PM').first()).toBeVisible();
});

test('a link to a section opens the page there, and going back returns to where the page was', async ({
  page,
}) => {
  await page.goto('/#preorder-section');
  await expect(page.locator('#preorder-section')).toBeInViewport();

  // Leaving the home page from its footer: the place to come back to is the footer's.
  await page.goto('/');
  const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
  await aboutUs.scrollIntoViewIfNeeded();
  const leftAt = await page.evaluate(() => window.scrollY);
  expect(leftAt).toBeGreaterThan(500);

  await aboutUs.click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
});

/** Where a section sits below its scroll margin (the sticky header): 0 when the page is scrolled to it. */
function offsetFromScrolledTo(page: Page, sectionId: string) {
  return page.evaluate((id) => {
    const section = document.getElementById(id);
    if (!section) return Number.POSITIVE_INFINITY;
    return Math.round(
      section.getBoundingClientRect().top -
        Number.parseFloat(getComputedStyle(section).scrollMarginTop || '0'),
    );
  }, sectionId);
}

for (const from of ['/about-us', '/contact-us', '/favourites', '/privacy-policy']) {
  for (const [link, sectionId] of [
    ['Award', 'award-section'],
    ['Reservation', 'preorder-section'],
  ] as const) {
    test(`${link} in the header, from ${from} on a first visit, lands on its section once the home page has laid out`, async ({
      page,
    }) => {
      // The menu arrives late, as on a slow connection: held until the home page is showing without
      // it, then let through, so the page grows above the section after the link was followed.
      let releaseMenu: () => void = () => undefined;
      const menuHeld = new Promise<void>((resolve) => {
        releaseMenu = resolve;
      });
      await page.route('**/api/custom/custom/products-with-categories', async (route) => {
        await menuHeld;
        await route.continue();
      });
      await page.goto(from);
      await (await headerNavigation(page)).getByRole('link', { name: link, exact: true }).click();

      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator(`#${sectionId}`)).toBeAttached();
      releaseMenu();
      await expect(page.locator('#menu-section').getByRole('heading', { name: 'Starters' })).toBeVisible();
      await expect.poll(() => offsetFromScrolledTo(page, sectionId), { timeout: 5000 }).toBe(0);
      // Still there once everything has arrived.
      await page.waitForLoadState('networkidle');
      expect(Math.abs(await offsetFromScrolledTo(page, sectionId))).toBeLessThanOrEqual(2);
    });
  }
}
