import type { Page } from '@playwright/test';
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
} from '../checkout.ts';
import { expect, test } from '../test.ts';

/**
 * The fake-order guard at checkout (issue 51, decision 073): a first cash order over the amount the
 * owner set is refused until the customer confirms their phone by the code texted to it (read here
 * from the offline sender, as no Twilio is configured); then the same order is placed. Five wrong
 * codes spend the code, and a phone the staff blocked is told politely to call.
 */
test.describe('the fake-order guard', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page, customer, site }) => {
    await site.setGuardRules({
      firstOrder: true,
      basketOver: { on: true, amountCents: 1_500 },
      lateAfter: { on: false, time: '22:00' },
      newAddress: false,
      phonePrefixes: ['+353'],
    });
    await startSignedInWithEmptyBasket(page, customer);
  });
  // The rules and marks are the worker's database's: the next journeys order without them.
  test.afterEach(async ({ site }) => {
    await site.setGuardRules(null);
    await site.clearMarks();
  });

  /** A first cash order of three dishes (over the €15 the rules set), up to the phone step. */
  async function orderUpToPhoneStep(page: Page) {
    await page.goto('/');
    await addDish(page, 'Vegetable Samosa');
    await addDish(page, 'Chicken Pakora');
    await addDish(page, 'Onion Bhaji');
    await goToCheckout(page);
    await payInCash(page);
    await chooseTomorrow(page, 'Pickup Time', 6);
    await placeFromConfirm(page);
  }
  async function placeFromConfirm(page: Page) {
    await mainButton(page).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
    await confirm.getByRole('button', { name: 'Place Order' }).click();
  }

  test('a first cash order over the amount asks for the texted code, then is placed', async ({
    page,
    customer,
    request,
    site,
  }) => {
    await orderUpToPhoneStep(page);
    const check = page.getByRole('dialog', { name: 'Confirm your phone' });
    await expect(check).toBeVisible({ timeout: 10_000 });
    await expect(
      check.getByText(
        'Please confirm your phone number with a code we text you, or pay by card, to place this order.',
      ),
    ).toBeVisible();
    expect(await orderCount(request, customer)).toBe(0);
    await expectNoAxeViolations(page);

    const sentBefore = site.texts().length;
    await check.getByRole('button', { name: 'Text me a code' }).click();
    await expect(check.getByText(/^We texted a 6-digit code to /)).toBeVisible();
    const text = site.texts().at(sentBefore);
    const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await check.getByLabel('6-digit code').fill(code);
    await check.getByRole('button', { name: 'Confirm and place order' }).click();

    const success = page.getByRole('dialog', { name: /^Order #[A-Z0-9]+ placed successfully!$/ });
    await expect(success).toBeVisible({ timeout: 15_000 });
    expect(await orderCount(request, customer)).toBe(1);
    const list = await (
      await request.get('/api/v1/customer/order/list?limit=1&offset=1', { headers: authorised(customer) })
    ).json();
    expect(list.orders[0]).toMatchObject({ payment_method: 'cash_on_delivery' });
  });

  test('five wrong codes spend the code, and a phone the staff blocked is told to call', async ({
    page,
    customer,
    request,
    site,
  }) => {
    await orderUpToPhoneStep(page);
    const check = page.getByRole('dialog', { name: 'Confirm your phone' });
    await check.getByRole('button', { name: 'Text me a code' }).click();
    await expect(check.getByText(/^We texted a 6-digit code to /)).toBeVisible();
    const right = /\b(\d{6})\b/.exec(site.texts().at(-1)?.body ?? '')?.[1] ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    const code = check.getByLabel('6-digit code');
    const place = check.getByRole('button', { name: 'Confirm and place order' });
    for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
      await code.fill(wrong);
      await place.click();
      await expect(check.getByText(`That code is not right. ${left} left.`)).toBeVisible();
    }
    await code.fill(wrong);
    await place.click();
    await expect(
      check.getByText('That code is not right, and no tries are left. Ask for a new code or pay by card.'),
    ).toBeVisible();
    // Spent: even the right code no longer places the order.
    await code.fill(right);
    await place.click();
    await expect(check.getByText('That code has expired or was used. Ask for a new code.')).toBeVisible();
    expect(await orderCount(request, customer)).toBe(0);

    // The staff block the customer's number (set here, not through the staff page).
    const info = await (await request.get('/api/v1/customer/info', { headers: authorised(customer) })).json();
    await site.markCustomer({ target: 'phone', value: info.phone, kind: 'blocked', reason: 'Fake orders' });
    await check.getByRole('button', { name: 'Close' }).click();
    await placeFromConfirm(page);
    await expect(
      page.getByText(/^We cannot take this order online\. Please call us on .+ to order\.$/).first(),
    ).toBeVisible({
      timeout: 10_000,
    });
    expect(await orderCount(request, customer)).toBe(0);
  });
});
