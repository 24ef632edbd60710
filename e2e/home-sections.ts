import { expect, type Page } from '@playwright/test';
import { headerNavigation } from './storefront.ts';

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

const SECTION_OF_LINK = { Award: 'award-section', Reservation: 'preorder-section' } as const;

/**
 * A first visit to `from`, then the header's link to a home page section: the page lands on the
 * section once it has laid out. The menu arrives late, as on a slow connection: held until the home
 * page is showing without it, then let through, so the page grows above the section after the
 * link was followed.
 */
export async function followHeaderLinkToSection(
  page: Page,
  from: string,
  link: keyof typeof SECTION_OF_LINK,
) {
  const sectionId = SECTION_OF_LINK[link];
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
  // The menu's first rendering on this server: 3.4 s once in CI with the other worker's journeys.
  await expect(page.locator('#menu-section').getByRole('heading', { name: 'Starters' })).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => offsetFromScrolledTo(page, sectionId)).toBe(0);
  // Still there once the pictures on the screen have arrived, the last that could move it (those
  // the page skipped over load only if they come near the screen again).
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const { top, bottom } = image.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      })
      .every((image) => image.complete),
  );
  expect(Math.abs(await offsetFromScrolledTo(page, sectionId))).toBeLessThanOrEqual(2);
}
