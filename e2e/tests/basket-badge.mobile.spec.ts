import { addButton, closeBasket, dish, openBasket } from '../storefront.ts';
import { expect, test } from '../test.ts';

// The floating button is the small-screen basket: this file runs in the 375 px project only.
test('on a phone the floating button counts portions, 9+ above 9', async ({ page }) => {
  await page.goto('/');
  const bhaji = dish(page, 'Onion Bhaji');
  await addButton(bhaji).click();
  const basket = await openBasket(page);
  for (let portion = 1; portion < 10; portion += 1)
    await basket.getByRole('button', { name: 'Add one more Onion Bhaji' }).click();
  await closeBasket(page);
  const floating = page.getByRole('button', { name: 'Open basket, 10 items' });
  await expect(floating).toContainText('9+');
});
