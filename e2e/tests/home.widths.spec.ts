import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { headerNavigation } from '../storefront.ts';
import { expect, test } from '../test.ts';

type Menu = {
  categories: { id: number; name: string }[];
  products: { name: string; price: string; category_id: number }[];
};

test('the home page shows the seeded categories and dishes, with no accessibility violations', async ({
  page,
  request,
}) => {
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

  await expectNoAxeViolations(page);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 - Page not found')).toBeVisible();
  await expectNoAxeViolations(page);
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
      // The menu arrives late, as on a slow connection: the page grows above the section meanwhile.
      await page.route('**/api/custom/custom/products-with-categories', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(from);
      await (await headerNavigation(page)).getByRole('link', { name: link, exact: true }).click();

      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('#menu-section').getByRole('heading', { name: 'Starters' })).toBeVisible();
      await expect.poll(() => offsetFromScrolledTo(page, sectionId), { timeout: 5000 }).toBe(0);
      // Still there once everything has arrived.
      await page.waitForLoadState('networkidle');
      expect(Math.abs(await offsetFromScrolledTo(page, sectionId))).toBeLessThanOrEqual(2);
    });
  }
}

test('a review chosen with its dot is followed by the next after 5 s: a tap or a click does not stop the reviews, keyboard focus does', async ({
  page,
}) => {
  // The reviews slide below 768 px; wider, all three are shown side by side. On the desktop
  // project the page is narrowed: a small window or a tablet with a mouse.
  if (!test.info().project.use.hasTouch) await page.setViewportSize({ width: 700, height: 800 });
  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await reviews.scrollIntoViewIfNeeded();
  const dot = (position: number) =>
    reviews.getByRole('button', { name: new RegExp(`^Show review ${position} of`) });
  const current = reviews.locator('[aria-current="true"]');

  if (test.info().project.use.hasTouch) {
    await dot(2).tap();
  } else {
    await dot(2).click();
    await page.mouse.move(0, 0);
  }
  await expect(current).toHaveAccessibleName(/^Show review 2 of/);
  await expect(current).toHaveAccessibleName(/^Show review 3 of/, { timeout: 7000 });

  // A keyboard user who reaches the dots reads in peace.
  await dot(3).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.waitForTimeout(6000);
  await expect(current).toHaveAccessibleName(/^Show review 3 of/);
});

test('a category chosen far down the menu keeps the mark all the way there: the categories passed on the way do not take it', async ({
  page,
}) => {
  await page.goto('/');
  const chips = page.getByRole('navigation', { name: 'Menu categories' });
  const last = chips.getByRole('link').last();
  const chosen = await last.textContent();
  await last.click();

  // Every 30 ms until the glide has ended: which chip carries the mark.
  const marked = await page.evaluate(async () => {
    const seen = new Set<string>();
    const bar = document.querySelector('nav[aria-label="Menu categories"]');
    const started = performance.now();
    let lastY = -1;
    let stillSince = performance.now();
    while (performance.now() - started < 4000) {
      seen.add(bar?.querySelector('[aria-current="true"]')?.textContent ?? '');
      if (window.scrollY !== lastY) {
        lastY = window.scrollY;
        stillSince = performance.now();
      } else if (performance.now() - stillSince > 600) break;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return [...seen];
  });

  expect(marked).toEqual([chosen]);
});

test('back to the home page from another page returns to the same place in the menu', async ({ page }) => {
  await page.goto('/');
  const biryani = page.locator('#menu-section').getByRole('heading', { name: 'Biryani', exact: true });
  await biryani.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const leftAt = await page.evaluate(() => window.scrollY);

  await (await headerNavigation(page)).getByRole('link', { name: 'Favourites', exact: true }).click();
  await expect(page).toHaveURL(/\/favourites$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
  await expect(biryani).toBeInViewport();
});
