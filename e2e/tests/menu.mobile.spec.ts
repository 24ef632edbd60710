import { addButton, dish } from '../storefront.ts';
import { expect, test } from '../test.ts';

test('when the menu cannot load: the error, then Retry brings it', async ({ page }) => {
  // The landing page arrives with the menu in it (decision 014); coming to it from another page
  // asks the server for it.
  await page.route('**/api/custom/custom/products-with-categories', (route) => route.abort());
  await page.goto('/contact-us');
  await page.getByRole('banner').getByRole('link', { name: 'Tiffin' }).click();
  await expect(page.getByText(/^Error loading menu:/)).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/custom/custom/products-with-categories');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(dish(page, 'Onion Bhaji')).toBeVisible();
});

test('the menu cache: a later page in the same browser session shows the menu kept from the first, without asking the server', async ({
  page,
}) => {
  await page.goto('/');
  await expect(dish(page, 'Onion Bhaji')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('menu_cache-'))),
    )
    .not.toHaveLength(0);

  // Another page, opened afresh; from now on the menu call fails.
  await page.goto('/contact-us');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const menuCalls: string[] = [];
  await page.route('**/api/custom/custom/products-with-categories*', (route) => {
    menuCalls.push(route.request().url());
    return route.abort();
  });

  // The logo: the home page, reached inside the site.
  await page.getByRole('banner').getByRole('link', { name: 'Tiffin' }).click();

  await expect(dish(page, 'Onion Bhaji')).toBeVisible();
  expect(menuCalls).toEqual([]);
});

test('a dish photo that fails before the page’s code runs still gives way to the fallback photo', async ({
  page,
}) => {
  // Every dish photo answers 404, and the app's code arrives late: held until a photo has failed, so
  // the first photos (loaded at once) have failed before any of it runs, as on a slow phone.
  let photoFailed: () => void = () => undefined;
  const aPhotoFailed = new Promise<void>((resolve) => {
    photoFailed = resolve;
  });
  await page.route('**/storage/app/public/product/**', async (route) => {
    await route.fulfill({ status: 404, body: '' });
    photoFailed();
  });
  await page.route('**/assets/*.js', async (route) => {
    await aPhotoFailed;
    await route.continue();
  });
  await page.goto('/');
  const photo = dish(page, 'Poppadoms & Chutney Tray').getByRole('img', { name: 'Poppadoms & Chutney Tray' });
  await expect(photo).toHaveAttribute('src', '/images/dish-fallback.svg');
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});

test('the dish modal stops the quantity at the stock of a limited option, and says why', async ({ page }) => {
  await page.goto('/');
  await addButton(dish(page, 'Tikka Masala')).click();
  const modal = page.getByRole('dialog', { name: 'Tikka Masala' });
  await modal.getByRole('radio', { name: /King prawn/ }).check();
  await modal.getByRole('radio', { name: /^Mild/ }).check();
  await expect(modal.getByText('Only 3 left')).toBeVisible();
  const increase = modal.getByRole('button', { name: 'Increase quantity' });
  // Forced: the last presses land on a + that says it is disabled, as a tap on it would.
  for (let press = 0; press < 5; press += 1) await increase.click({ force: true });
  await expect(modal.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('3');
  await expect(increase).toHaveAttribute('aria-disabled', 'true');
  await expect(modal.getByText('We have only 3 left, so 3 is the most you can add.')).toBeVisible();
  await modal.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(dish(page, 'Tikka Masala').getByText('IN CART (3)')).toBeVisible({ timeout: 5000 });
});
