import { expectNoAxeViolations } from '../axe.ts';
import {
  addDish,
  authorised,
  chooseTomorrow,
  goToCheckout,
  mainButton,
  orderCount,
  payInCash,
  startSignedInWithEmptyBasket,
  summary,
} from '../checkout.ts';
import { kitchen } from '../orders.ts';
import { expect, test } from '../test.ts';

/**
 * Issue 29 at 375 px: a dish the kitchen 86's while it sits in the customer's basket is named by
 * the checkout, removed in one tap, and the rest is ordered. The dish is one no other journey adds
 * (Aloo Tikki Chaat), put back on the menu after the journey; the order is for tomorrow's slot 12,
 * a slot no other journey takes.
 */
const GONE = 'Aloo Tikki Chaat';

test.describe('A dish 86’d while it is in the basket', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(({ page, customer }) => startSignedInWithEmptyBasket(page, customer));

  test('the checkout names it, the customer removes it, the rest is ordered', async ({
    page,
    customer,
    request,
  }) => {
    const menu = (await (await request.get('/api/custom/custom/products-with-categories')).json()) as {
      products: { id: number; name: string }[];
    };
    const gone = menu.products.find((dish) => dish.name === GONE);
    if (gone === undefined) throw new Error(`no ${GONE} on the menu`);
    const staff = await kitchen(request);

    await page.goto('/');
    await addDish(page, 'Vegetable Samosa');
    await addDish(page, 'Chicken Pakora');
    await addDish(page, 'Onion Bhaji');
    await addDish(page, GONE);
    await goToCheckout(page);
    await payInCash(page);
    await chooseTomorrow(page, 'Pickup Time', 12);
    await expect(summary(page).getByText('€27.45').first()).toBeVisible();
    const before = await orderCount(request, customer);

    try {
      // While the customer is on the checkout page, the kitchen runs out of it.
      await staff.setDishAvailable(gone.id, false);

      await mainButton(page).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
      await expect(confirm.getByText('4 items')).toBeVisible();
      await confirm.getByRole('button', { name: 'Place Order' }).click();
      const failed = page.getByRole('dialog', { name: 'Order Failed' });
      await expect(failed).toBeVisible({ timeout: 10_000 });
      await expect(failed.getByText('Some items in your cart are no longer available.')).toBeVisible();
      await expect(failed.getByText(`${GONE} is no longer available.`)).toBeVisible();
      await expectNoAxeViolations(page);
      await failed.getByRole('button', { name: 'Close' }).last().click();
      await expect(failed).toBeHidden();

      // The summary marks it, priced without it, with its one-tap removal.
      const line = summary(page).getByRole('listitem').filter({ hasText: GONE });
      await expect(line.getByText('No longer available', { exact: true })).toBeVisible();
      await expect(line.getByText(`${GONE} is no longer available.`)).toBeVisible();
      await expect(summary(page).getByText('€20.50').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await line.getByRole('button', { name: `Remove ${GONE} from your order` }).click();
      await expect(summary(page).getByText(GONE)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('cart'))).not.toContain(GONE);

      await mainButton(page).click();
      await expect(confirm.getByText('3 items')).toBeVisible();
      await expect(confirm.getByText('€20.50')).toBeVisible();
      await confirm.getByRole('button', { name: 'Place Order' }).click();
      const success = page.getByRole('dialog', { name: /^Order #[A-Z0-9]+ placed successfully!$/ });
      await expect(success).toBeVisible({ timeout: 10_000 });
      await expect(success.getByText('Total: €20.50')).toBeVisible();
      expect(await orderCount(request, customer)).toBe(before + 1);
      const list = await (
        await request.get('/api/v1/customer/order/list?limit=1&offset=1', { headers: authorised(customer) })
      ).json();
      expect(list.orders[0]).toMatchObject({ order_amount: '20.50' });
    } finally {
      await staff.setDishAvailable(gone.id, true);
    }
  });
});
