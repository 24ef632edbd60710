import { openBasket } from '../storefront.ts';
import { expect, test } from '../test.ts';

test('from the landing page to a basket by keyboard alone', async ({ page }) => {
  await page.goto('/');
  let found = false;
  for (let press = 0; press < 60 && !found; press += 1) {
    await page.keyboard.press('Tab');
    found = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'ADD TO CART');
  }
  expect(found).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveText(/ADDED TO CART!|IN CART/);
  const basket = await openBasket(page);
  await expect(basket.getByRole('button', { name: /^Remove one / })).toBeVisible();
});

test('the vegetarian mark stays on the first line of the dish name at every width', async ({ page }) => {
  await page.goto('/');
  for (const width of [375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const misplaced = await page.locator('#menu-section h4').evaluateAll((headings) =>
      headings.flatMap((heading) => {
        const mark = heading.querySelector('[role="img"]');
        const name = heading.querySelector('button');
        if (mark === null || name === null) return [];
        const markBox = mark.getBoundingClientRect();
        const nameBox = name.getBoundingClientRect();
        const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
        const besideName = markBox.right <= nameBox.left + 1;
        const onFirstLine = markBox.top >= nameBox.top - 2 && markBox.bottom <= nameBox.top + lineHeight + 2;
        return besideName && onFirstLine ? [] : [name.textContent];
      }),
    );
    expect(misplaced, `at ${width} px`).toEqual([]);
  }
});
