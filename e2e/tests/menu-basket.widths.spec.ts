import { expectNoAxeViolations } from '../axe.ts';
import { addButton, closeBasket, dish, openBasket } from '../storefront.ts';
import { expect, test } from '../test.ts';

test('browsing the categories: Starters first and chosen, arrows, a chip scrolls to its dishes, the bar sticks, scroll-spy follows', async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Menu categories' });
  const chips = bar.getByRole('link');
  await expect(chips.first()).toHaveText('Starters');
  await expect(chips.first()).toHaveAttribute('aria-current', 'true');

  const list = bar.getByRole('list');
  const before = await list.evaluate((element) => element.scrollLeft);
  await bar.getByRole('button', { name: 'Scroll categories right' }).click();
  await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before + 150);

  await bar.getByRole('link', { name: 'Biryani' }).click();
  await expect(page.getByRole('heading', { name: 'Biryani', exact: true })).toBeInViewport();
  await expect(bar.getByRole('link', { name: 'Biryani' })).toHaveAttribute('aria-current', 'true');
  // Stuck below the header while the page is scrolled far past the bar's place.
  const top = await bar.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(100);

  // Scrolling by hand until Rice's section has passed under the bar marks the Rice chip.
  await page
    .getByRole('heading', { name: 'Rice', exact: true })
    .evaluate((heading) =>
      window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 100 }),
    );
  await expect(bar.getByRole('link', { name: 'Rice' })).toHaveAttribute('aria-current', 'true');
});

test('a dish with options: the variation message, low stock, a note; lines merge and split; the minimum; sign-in at Checkout', async ({
  page,
}) => {
  await page.goto('/');
  const tikka = dish(page, 'Tikka Masala');
  await addButton(tikka).click();
  const modal = page.getByRole('dialog', { name: 'Tikka Masala' });
  await expect(modal.getByText('ALLERGENS', { exact: false })).toBeVisible();
  await modal.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(modal.getByText('Please select a variation').first()).toBeVisible();
  await expect(modal.getByText('Only 3 left')).toBeVisible();
  await modal.getByRole('radio', { name: /King prawn/ }).check();
  await modal.getByRole('radio', { name: /^Mild/ }).check();
  await modal.getByLabel(/Additional Note/).fill('No coriander');
  await expect(modal.getByText('12/200')).toBeVisible();
  await modal.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(modal).toBeHidden();
  await expect(tikka.getByText('IN CART (1)')).toBeVisible({ timeout: 5000 });

  // Minimum order: €17.45 is enough, so first check with a cheaper basket.
  const bhaji = dish(page, 'Onion Bhaji');
  await addButton(bhaji).click();
  await expect(addButton(bhaji)).toHaveText('ADDED TO CART!');
  await addButton(bhaji).click();

  let basket = await openBasket(page);
  await expect(basket.getByText('€6.50 each')).toBeVisible();
  await expect(basket.getByText('No coriander')).toBeVisible();
  await expect(basket.getByText('Total')).toBeVisible();
  await expect(basket.getByText('€30.45')).toBeVisible();

  // Down to one bhaji and no curry: €6.50 is under the minimum.
  await basket.getByRole('button', { name: 'Remove one Onion Bhaji' }).click();
  await basket.getByRole('button', { name: 'Remove Tikka Masala from basket' }).click();
  await basket.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Minimum order amount is €15.00')).toBeVisible();
  await expect(page.getByText('Minimum order amount is €15.00')).toBeHidden({ timeout: 7000 });

  // Enough food, as a visitor: Checkout opens the sign-in modal.
  for (let portion = 0; portion < 2; portion += 1)
    await basket.getByRole('button', { name: 'Add one more Onion Bhaji' }).click();
  await basket.locator('label', { hasText: 'Delivery' }).click();
  await expect(basket.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await expect(basket.getByText('Any delivery fee is worked out at checkout.')).toBeVisible();
  await basket.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await closeBasket(page);

  // The basket survives a reload.
  await page.reload();
  basket = await openBasket(page);
  // Three bhajis: the line and the total are both €19.50.
  await expect(basket.getByText('€19.50')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

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
  // Every dish photo answers 404, and the app's code arrives late: the first photos (loaded at once)
  // have failed before any of it runs, as on a slow phone.
  await page.route('**/storage/app/public/product/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
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

test('a long basket: the lines under the total and Checkout are announced by a cue until scrolled to', async ({
  page,
}) => {
  await page.goto('/');
  const starters = [
    'Poppadoms & Chutney Tray',
    'Onion Bhaji',
    'Vegetable Samosa',
    'Chicken Pakora',
    'Chicken Tikka',
    'Lamb Seekh Kebab',
    'Prawn Puri',
    'Amritsari Fish',
  ];
  for (const name of starters) {
    await addButton(dish(page, name)).click();
    await expect(addButton(dish(page, name))).toHaveText('ADDED TO CART!');
  }
  const basket = await openBasket(page);
  await expect(basket.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem')).toHaveCount(
    8,
  );
  const cue = basket.getByText('Scroll for more');
  await expect(cue).toBeVisible();
  // The scrolling box: the sidebar itself, or the sheet's dialog.
  await basket.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect(cue).toBeHidden();
  await expect(basket.getByRole('button', { name: 'Remove Amritsari Fish from basket' })).toBeInViewport();
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
