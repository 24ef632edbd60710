import { expectNoAxeViolations } from '../axe.ts';
import {
  addDish,
  authorised,
  chooseTomorrow,
  goToCheckout,
  mainButton,
  payInCash,
  startSignedInWithEmptyBasket,
  summary,
} from '../checkout.ts';
import { latestMailTo, mailCount } from '../mail.ts';
import { closeBasket, openBasket } from '../storefront.ts';
import { expect, test } from '../test.ts';

/**
 * VAT by rate and the Re-turn deposit (issue 32, decision 046) with the real server: a curry and two
 * cans of Coca-Cola through the basket and checkout to the receipt and the order's page. The clock is real (after
 * 1 July 2026): the curry at 9%, the cans at 23%, €0.15 of deposit on each can.
 */
test('a curry and two cans: the deposit on its own line, and VAT 9% and 23% on the order page', async ({
  page,
  customer,
  request,
}) => {
  test.setTimeout(120_000);
  await startSignedInWithEmptyBasket(page, customer);
  await page.goto('/');
  await addDish(page, 'Chicken Pasanda');
  await addDish(page, 'Coca-Cola \\(330ml can\\)');
  await addDish(page, 'Coca-Cola \\(330ml can\\)');

  // The basket: €15.50 + 2 × €2.50, and €0.30 of deposit on top.
  const basket = await openBasket(page);
  await expect(basket.getByText('Deposit (Re-turn)')).toBeVisible();
  await expect(basket.getByText('€0.30')).toBeVisible();
  await expect(basket.getByText('€20.80')).toBeVisible();
  await closeBasket(page);

  await goToCheckout(page);
  await payInCash(page);
  await chooseTomorrow(page, 'Pickup Time', 5);
  const orderSummary = summary(page);
  await expect(orderSummary.getByText('Deposit (Re-turn)')).toBeVisible();
  await expect(orderSummary.getByText('€0.30')).toBeVisible();
  await expect(orderSummary.getByText('€20.80')).toBeVisible();
  // 1550 × 9 / 109 = 127.98…; 500 × 23 / 123 = 93.49…
  await expect(orderSummary.getByText('VAT 9%: €1.28 · VAT 23%: €0.93')).toBeVisible();

  const mailsBefore = mailCount();
  await mainButton(page).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Place Order' }).click();
  const success = page.getByRole('dialog', { name: /^Order #[A-Z0-9]+ placed successfully!$/ });
  await expect(success).toBeVisible({ timeout: 10_000 });
  await expect(success.getByText('Total: €20.80')).toBeVisible();
  // The receipt in the mail sink says the same.
  const receipt = await latestMailTo(customer.user.email, mailsBefore);
  expect(receipt.data).toContain('Deposit (Re-turn): €0.30');
  expect(receipt.data).toContain('VAT 9%: €1.28 · VAT 23%: €0.93');

  const list = await (
    await request.get('/api/v1/customer/order/list?limit=1&offset=1', { headers: authorised(customer) })
  ).json();
  const { id, order_reference: reference } = list.orders[0] as { id: number; order_reference: string };
  await page.goto(`/profile/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible();
  await expect(page.getByText('Deposit (Re-turn)')).toBeVisible();
  await expect(page.getByText('€0.30')).toBeVisible();
  await expect(page.getByText('VAT 9%: €1.28 · VAT 23%: €0.93')).toBeVisible();
  await expectNoAxeViolations(page);
});
