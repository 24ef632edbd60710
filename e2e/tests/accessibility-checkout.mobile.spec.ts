import { expectNoAxeViolations } from '../axe.ts';
import { addDish, chooseTomorrow, goToCheckout, mainButton, payInCash } from '../checkout.ts';
import { expect, signIn, test } from '../test.ts';

/**
 * The accessibility tour's checkout: the page and each of its dialogs, checked by axe once each as a
 * customer on a phone finds them (decision 079: the dialogs are drawn alike at 1280 px).
 */
test('the checkout and its dialogs: time, notes, coupons, the minimum, missing details and Confirm Action', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page.goto('/');
  await addDish(page, 'Onion Bhaji');
  // The order's contact set for this order at an earlier visit, without a phone: one detail will be
  // missing (a contact nobody set follows the profile, which has a phone).
  await page.evaluate((name) => {
    const draft = {
      date: null,
      time: null,
      address: null,
      contactName: name,
      contactPhone: '',
      contactEdited: true,
      orderNote: '',
      couponCode: null,
      paymentMethod: 'cash',
    };
    window.localStorage.setItem('checkout', JSON.stringify({ state: draft, version: 1 }));
  }, customer.user.name);
  await goToCheckout(page);
  await payInCash(page);
  await expectNoAxeViolations(page);

  await test.step('under the minimum', async () => {
    await mainButton(page).click();
    const minimum = page.getByRole('dialog', { name: 'Order Minimum Amount' });
    await expect(minimum).toBeVisible();
    await expectNoAxeViolations(page);
    await minimum.getByRole('button', { name: 'Add More Items' }).click();
    await addDish(page, 'Vegetable Samosa');
    await addDish(page, 'Chicken Pakora');
    await goToCheckout(page);
  });
  await test.step('notes and coupons', async () => {
    await page.getByRole('button', { name: /^Order notes/ }).click();
    const notes = page.getByRole('dialog', { name: 'Order Notes' });
    await expect(notes).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(notes).toBeHidden();
    await page.getByRole('button', { name: 'Apply a coupon' }).click();
    const coupons = page.getByRole('dialog', { name: 'Coupon & Offers' });
    await coupons.getByRole('textbox', { name: 'Coupon code' }).fill('XMAS15');
    await coupons.getByRole('button', { name: 'Apply' }).click();
    await expect(coupons.getByRole('alert')).toHaveText('This coupon has expired.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(coupons).toBeHidden();
  });
  await test.step('missing details, then Your details', async () => {
    await mainButton(page).click();
    const missing = page.getByRole('dialog', { name: 'Missing Information' });
    await expect(missing).toBeVisible();
    await expectNoAxeViolations(page);
    await missing.getByRole('button', { name: 'Complete Now' }).click();
    const details = page.getByRole('dialog', { name: 'Your details' });
    await expect(details).toBeVisible();
    await expectNoAxeViolations(page);
    await details.getByRole('textbox', { name: 'Phone' }).fill('087 765 4321');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details).toBeHidden();
  });
  await test.step('the time, then Confirm Action', async () => {
    await page.getByRole('button', { name: /^Day & Time/ }).click();
    const time = page.getByRole('dialog', { name: 'Pickup Time' });
    await expect(time.getByText(/No slots available|PM$/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(time).toBeHidden();
    await chooseTomorrow(page, 'Pickup Time', 0);
    await mainButton(page).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
