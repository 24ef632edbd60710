import { addButton, dish, openBasket } from '../storefront.ts';
import { CUSTOMER_PASSWORD, expect, test } from '../test.ts';

test('signing in on the way to checkout goes home after 3 s, saying the cart is kept, with the basket as it was', async ({
  page,
  customer,
}) => {
  await page.goto('/');
  await addButton(dish(page, 'Onion Bhaji')).click();
  // What the checkout page does for a visitor (visitor-side §2): /login with from and returnAfterLogin.
  await page.goto('/login');
  await page.evaluate(() => {
    window.history.replaceState(
      { ...window.history.state, usr: { from: '/check-out', returnAfterLogin: true } },
      '',
    );
  });
  await page.reload();

  await page.getByLabel('Email or phone number').fill(customer.user.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();

  // 3 s after the sign-in's answer, which a loaded machine may take seconds to give.
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(
    page.getByText('You are signed in and your cart has been kept.', { exact: false }),
  ).toBeVisible();
  await expect((await openBasket(page)).getByText('Onion Bhaji')).toBeVisible();
  await page.keyboard.press('Escape');

  // Said once: a reload does not say it again.
  await page.reload();
  await expect(page.locator('#menu-section').getByRole('heading', { name: 'Starters' })).toBeVisible();
  await expect(
    page.getByText('You are signed in and your cart has been kept.', { exact: false }),
  ).toHaveCount(0);
});
