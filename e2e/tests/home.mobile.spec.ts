import { followHeaderLinkToSection } from '../home-sections.ts';
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

// At 375 px from two kinds of page, a list of dishes and a policy's text, each link once (the page
// left does not change how the home page lays out); at both widths from /about-us (home.widths.spec.ts).
for (const [link, from] of [
  ['Award', '/favourites'],
  ['Reservation', '/privacy-policy'],
] as const) {
  test(`${link} in the header, from ${from} on a first visit, lands on its section once the home page has laid out`, async ({
    page,
  }) => {
    await followHeaderLinkToSection(page, from, link);
  });
}
