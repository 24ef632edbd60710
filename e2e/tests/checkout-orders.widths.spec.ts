import { expectNoAxeViolations } from '../axe.ts';
import {
  addDish,
  chooseTomorrow,
  goToCheckout,
  mainButton,
  payInCash,
  startSignedInWithEmptyBasket,
  summary,
} from '../checkout.ts';
import { holdBack } from '../hold-back.ts';
import { latestMailTo, mailCount } from '../mail.ts';
import { dish } from '../storefront.ts';
import { expect, test } from '../test.ts';

/**
 * One whole order at both widths (issue 12, the place-order sequence and its dialogs): a collection
 * order in cash, from an empty basket to the success message and the receipt e-mail. The other
 * orders and the rules are checkout-orders.mobile.spec.ts's; the minimum-order and
 * missing-details dialogs and a double click are proven by place-order-flow.test.tsx and the API's
 * orders.test.ts (one order per Idempotency-Key).
 */

test.describe('Placing an order', () => {
  test.beforeEach(({ page, customer }) => startSignedInWithEmptyBasket(page, customer));

  test('a collection order in cash, from an empty basket to the success message and the receipt e-mail', async ({
    page,
    customer,
  }, testInfo) => {
    await page.goto('/');
    await addDish(page, 'Vegetable Samosa');
    await addDish(page, 'Chicken Pakora');
    await addDish(page, 'Onion Bhaji');

    await goToCheckout(page);
    await payInCash(page);
    await expect(summary(page).getByText('Vegetable Samosa')).toBeVisible();
    await expect(summary(page).getByText('€20.50').first()).toBeVisible();
    const slot = await chooseTomorrow(page, 'Pickup Time', 0);
    await expect(page.getByText('Estimated collection time: 20-25 min')).toBeVisible();

    await mainButton(page).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText('3 items')).toBeVisible();
    await expect(confirm.getByText('€20.50')).toBeVisible();
    await expect(confirm.getByText('Collection', { exact: true })).toBeVisible();
    await expect(confirm.getByText(new RegExp(`, ${slot}$`))).toBeVisible();
    await expect(confirm.getByText('You pay in cash on collection.')).toBeVisible();
    const allergens = confirm.getByRole('region', { name: 'Allergens in your order' });
    await expect(allergens.getByRole('listitem')).toHaveText([
      'Cereals containing gluten',
      'Milk',
      'Mustard',
    ]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('confirm.png') });

    // The order is held on its way to the server while the overlay is looked at.
    const placement = await holdBack(page, '**/api/v1/customer/order/place1');
    const mailsBefore = mailCount();
    await confirm.getByRole('button', { name: 'Place Order' }).click();
    const placing = page.getByRole('dialog', { name: 'Placing Your Order...' });
    await expect(placing).toBeVisible();
    await expectNoAxeViolations(page);
    placement.release();

    const success = page.getByRole('dialog', { name: /^Order #[A-Z0-9]+ placed successfully!$/ });
    await expect(success).toBeVisible({ timeout: 10_000 });
    await expect(placing).toBeHidden();
    await expect(success.getByText('Total: €20.50')).toBeVisible();
    await expectNoAxeViolations(page);
    const title = await success.getByRole('heading').first().innerText();
    const reference = /^Order #([A-Z0-9]+) placed successfully!$/.exec(title.trim())?.[1] as string;
    expect(reference).toBeTruthy();

    await success.getByRole('button', { name: 'Continue to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Order #${reference} placed successfully!`)).toBeVisible();
    // The basket was emptied.
    await expect(dish(page, 'Onion Bhaji').getByText(/^IN CART/)).toHaveCount(0);

    const mail = await latestMailTo(customer.user.email, mailsBefore);
    expect(mail.data).toContain(`Your order #${reference} at Tiffin`);
    expect(mail.data).toContain('VAT');
    expect(mail.data).toContain('Vegetable Samosa');
    // Issue 47: beside the text, the same words in HTML; both name the seller and its VAT number.
    expect(mail.data).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail.data).toContain('Content-Type: text/html');
    expect(mail.data.match(/VAT number IE1234567FA/g)).toHaveLength(2);
  });
});
