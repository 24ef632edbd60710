import { followHeaderLinkToSection } from '../home-sections.ts';
import { headerNavigation } from '../storefront.ts';
import { expect, test } from '../test.ts';

// The home page where it differs between a phone and a desktop: the reviews (a slider or side by
// side, a tap or a click), the menu bar, the header's links. The rest is home.mobile.spec.ts's.

test('a review chosen with its dot is followed by the next after 5 s: a tap or a click does not stop the reviews, keyboard focus does', async ({
  page,
}) => {
  // The reviews slide below 768 px; wider, all three are shown side by side. On the desktop
  // project the page is narrowed: a small window or a tablet with a mouse.
  if (!test.info().project.use.hasTouch) await page.setViewportSize({ width: 700, height: 800 });
  // The page's clock is the test's: the 5 s between reviews pass when the test says.
  await page.clock.install();
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
  await page.clock.runFor(5000);
  await expect(current).toHaveAccessibleName(/^Show review 3 of/);

  // A keyboard user who reaches the dots reads in peace.
  await dot(3).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.clock.runFor(6000);
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
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 200);
  // The wheel's scroll lands a moment later: the place left is where it settles, not where it was.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  const leftAt = await page.evaluate(async () => {
    let last = window.scrollY;
    for (let still = 0; still < 5; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    return last;
  });
  expect(leftAt).toBeGreaterThan(1000);

  await (await headerNavigation(page)).getByRole('link', { name: 'Favourites', exact: true }).click();
  await expect(page).toHaveURL(/\/favourites$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
  await expect(biryani).toBeInViewport();
});

test('Reservation in the header, from /about-us on a first visit, lands on its section once the home page has laid out', async ({
  page,
}) => {
  await followHeaderLinkToSection(page, '/about-us', 'Reservation');
});
