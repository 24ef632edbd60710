import { addButton, closeBasket, dish, openBasket } from '../storefront.ts';
import { expect, test } from '../test.ts';

// The menu bar and the basket, which are a sidebar on a desktop and a sheet on a phone. The rest of
// the menu's journeys are menu.mobile.spec.ts's and menu-keyboard.desktop.spec.ts's.

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
  // The page's clock is the test's: the minimum's 5 s message passes when the test says.
  await page.clock.install();
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
  await page.clock.runFor(5000);
  await expect(page.getByText('Minimum order amount is €15.00')).toBeHidden();

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
