import { addButton, dish } from '../storefront.ts';
import { expect, signIn, test } from '../test.ts';

/**
 * The checkout page with the real server (issue 12, the page and its modals; the place-order
 * sequence and its dialogs are another part's): a signed-in customer with a dish with options.
 */

test('the checkout page: the server’s summary, the toggle, the time, notes and coupons modals', async ({
  page,
  customer,
}, testInfo) => {
  await signIn(page, customer);
  await page.goto('/');
  const tikka = dish(page, 'Tikka Masala');
  await addButton(tikka).click();
  const modal = page.getByRole('dialog', { name: 'Tikka Masala' });
  await modal.getByRole('radio', { name: /King prawn/ }).check();
  await modal.getByRole('radio', { name: /^Mild/ }).check();
  await modal.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(addButton(tikka)).toHaveText('ADDED TO CART!');

  await page.goto('/check-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Tikka Masala')).toBeVisible();
  await expect(summary.getByText(/^Allergens:/)).toBeVisible();
  await expect(summary.getByText('Total')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout.png'), fullPage: true });

  await page.getByText('Delivery', { exact: true }).first().click();
  await expect(page.getByRole('button', { name: /^Delivery Address/ })).toBeVisible();
  await expect(page.getByText('Estimated delivery time: 40-45 min')).toBeVisible();

  await page.getByRole('button', { name: /^Day & Time/ }).click();
  const time = page.getByRole('dialog', { name: 'Delivery Time' });
  await expect(
    time.getByText(/Loading time slots|No slots available|Select a time slot|PM$/).first(),
  ).toBeVisible();
  await time.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: /^Order notes/ }).click();
  const notes = page.getByRole('dialog', { name: 'Order Notes' });
  await notes.getByLabel('Notes for the restaurant (optional)').fill('Please ring the bell');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /^Order notes/ })).toContainText('Order Notes Added');

  await page.getByRole('button', { name: 'Apply a coupon' }).click();
  const coupons = page.getByRole('dialog', { name: 'Coupon & Offers' });
  await expect(coupons.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('coupons.png') });
});
