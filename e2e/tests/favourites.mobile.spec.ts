import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { expect, signIn, test } from '../test.ts';

/** A dish's card on the menu, named by its heading (with the vegetarian mark's 'Vegetarian' before it). */
const menuDish = (page: Page, name: string) =>
  page.locator('#menu-section').getByRole('article', { name: new RegExp(`^(Vegetarian )?${name}$`) });

/** The heart on a dish's photo, whatever it says now ('Add … to' / 'Remove … from favourites'). */
const heartOf = (card: Locator) => card.getByRole('button', { name: /favourites$/ });

/** A toast (sonner's list of notifications). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

test.describe('favourites', () => {
  test('a visitor’s heart opens the sign-in modal and sends nothing; the page asks them to sign in', async ({
    page,
  }) => {
    const wishListCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wish-list')) wishListCalls.push(request.url());
    });
    await page.goto('/');
    const heart = heartOf(menuDish(page, 'Onion Bhaji'));
    await expect(heart).toHaveAccessibleName('Add Onion Bhaji to favourites');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await heart.click();

    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to see your favourites' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    expect(wishListCalls).toEqual([]);
  });

  test('a customer saves two dishes from the menu, finds them on Favourites, removes one and orders the other', async ({
    page,
    customer,
  }) => {
    await signIn(page, customer);

    // None yet.
    await page.goto('/favourites');
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    await expect(page.getByText('Start adding items to your favourites!')).toBeVisible();
    await page.getByRole('link', { name: 'Browse Menu' }).click();
    await page.waitForURL('/menu');

    // Two hearts on the menu.
    for (const name of ['Onion Bhaji', 'Tikka Masala']) {
      const heart = heartOf(menuDish(page, name));
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart).toHaveAccessibleName(`Remove ${name} from favourites`);
      await expect(toast(page, `${name} added to favorites`)).toBeVisible();
    }
    // Kept under the spec's key, and the hearts are still filled after a reload (from the server).
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist_items') ?? 'null'));
    expect(stored.state.items.map((item: { name: string }) => item.name)).toEqual([
      'Tikka Masala',
      'Onion Bhaji',
    ]);
    await page.reload();
    await expect(heartOf(menuDish(page, 'Tikka Masala'))).toHaveAttribute('aria-pressed', 'true');

    // Both on the favourites page, newest first.
    await page.goto('/favourites');
    const list = page.getByRole('list', { name: 'Your favourite dishes' });
    await expect(list.getByRole('article')).toHaveCount(2);
    await expect(list.getByRole('heading')).toHaveText(['Tikka Masala', 'Onion Bhaji']);
    const bhaji = list.getByRole('article', { name: 'Onion Bhaji' });
    await expect(bhaji.getByText('€6.50')).toBeVisible();
    await expect(bhaji.getByRole('img', { name: 'Onion Bhaji' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Remove one.
    await bhaji.getByRole('button', { name: 'Remove Onion Bhaji from favourites' }).click();
    await expect(toast(page, 'Onion Bhaji removed from favorites')).toBeVisible();
    await expect(bhaji).toHaveCount(0);
    await expect(list.getByRole('article')).toHaveCount(1);

    // Add the other to the basket from the sheet, with its options and a note.
    const tikka = list.getByRole('article', { name: 'Tikka Masala' });
    await tikka.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Tikka Masala' });
    await expect(sheet.getByText('ALLERGENS')).toBeVisible();
    await expect(sheet.getByText('Select One')).toHaveCount(2);
    await sheet.getByRole('radio', { name: /^Chicken/ }).check();
    await sheet.getByRole('radio', { name: /^Mild/ }).check();
    await sheet.getByLabel('Additional Note (Optional)').fill('Extra sauce');
    await expect(sheet.getByText('11/200')).toBeVisible();
    await sheet.getByRole('button', { name: 'Increase quantity' }).click();
    await sheet.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(sheet).toBeHidden();
    await expect(toast(page, 'Tikka Masala added to cart')).toBeVisible();
    await expect(tikka.getByRole('button', { name: 'ADDED TO CART!' })).toBeVisible();
    await expect(tikka.getByRole('button', { name: 'ADD TO CART', exact: true })).toBeVisible({
      timeout: 5000,
    });

    // The floating button's sheet has it.
    await page.getByRole('button', { name: /^Open basket, 2 items/ }).click();
    const basket = page.getByRole('dialog', { name: 'Your Basket' });
    await expect(basket.getByText('Tikka Masala')).toBeVisible();
    await expect(basket.getByText(/Extra sauce/)).toBeVisible();
    await expect(basket.getByText('€27.90').first()).toBeVisible();
  });

  test('when the server fails, the heart goes back and says Failed to update favorites', async ({
    page,
    customer,
  }) => {
    await signIn(page, customer);
    await page.route('**/api/v1/customer/wish-list/add', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error', errors: [] }),
      }),
    );
    await page.goto('/');
    const heart = heartOf(menuDish(page, 'Vegetable Samosa'));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await heart.click();

    await expect(toast(page, 'Failed to update favorites')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName('Add Vegetable Samosa to favourites');
    // Nothing was kept.
    await page.goto('/favourites');
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  });
});
