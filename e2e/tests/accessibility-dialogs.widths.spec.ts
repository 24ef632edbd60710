import { expectNoAxeViolations } from '../axe.ts';
import { addButton, dish, headerNavigation, isMobile, openBasket } from '../storefront.ts';
import { expect, test } from '../test.ts';

/**
 * The accessibility tour's storefront dialogs at both widths (the header's menu a panel of its own
 * on a phone; the basket a sheet on a phone, a sidebar on a desktop), checked by axe once each as a
 * customer finds them. The checkout's dialogs are one centred dialog at both widths, checked at
 * 375 px (accessibility-checkout.mobile.spec.ts); the pages are toured in accessibility-pages.*
 * (decision 079); the journeys check the states only they reach (a placed order's dialogs, the
 * address picker, the staff side).
 */

test('the storefront’s dialogs: the header’s menu, a dish’s options, the basket and signing in', async ({
  page,
}) => {
  // Four axe runs over the whole menu behind each dialog.
  test.setTimeout(120_000);
  await page.goto('/');
  await test.step('the header’s navigation', async () => {
    const navigation = await headerNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Favourites', exact: true })).toBeVisible();
    // On a phone it is a panel of its own; on a desktop the header as '/' shows it, checked there.
    if (isMobile(page)) await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
  });
  await test.step('a dish’s options', async () => {
    await addButton(dish(page, 'Tikka Masala')).click();
    const modal = page.getByRole('dialog', { name: 'Tikka Masala' });
    await modal.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(modal.getByText('Please select a variation').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByRole('radio', { name: /King prawn/ }).check();
    await modal.getByRole('radio', { name: /^Mild/ }).check();
    await modal.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(modal).toBeHidden();
  });
  await test.step('the basket, then Checkout as a visitor', async () => {
    const basket = await openBasket(page);
    await expect(basket.getByText('Total')).toBeVisible();
    await expectNoAxeViolations(page);
    await basket.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
