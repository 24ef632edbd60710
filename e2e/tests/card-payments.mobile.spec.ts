import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import {
  addDish,
  chooseTomorrow,
  goToCheckout,
  mainButton,
  orderCount,
  payInCash,
  startSignedInWithEmptyBasket,
  summary,
} from '../checkout.ts';
import { latestMailTo, mailCount } from '../mail.ts';
import { expect, test } from '../test.ts';

/**
 * Paying by card with the simulated gateway (issue 13; the server's default outside production),
 * which answers like Stripe's test cards: a card order paid and placed, a declined card then
 * another, the bank's confirmation step (3-D Secure), and a double click making one payment and one
 * order; and its test wallet at the express button (issue 52), on the same path as Apple Pay or
 * Google Pay through Stripe. Each journey takes its own slot tomorrow (the order journeys take the
 * first five).
 */

/** Three dishes (€20.50) at the checkout, tomorrow's slot `slotIndex` chosen. */
async function checkoutThreeDishes(page: Page, slotIndex: number) {
  await page.goto('/');
  await addDish(page, 'Vegetable Samosa');
  await addDish(page, 'Chicken Pakora');
  await addDish(page, 'Onion Bhaji');
  await goToCheckout(page);
  await chooseTomorrow(page, 'Pickup Time', slotIndex);
}

/** …Card Payment chosen: the card dialog open. */
async function openCardDialog(page: Page, slotIndex: number) {
  await checkoutThreeDishes(page, slotIndex);
  await page.getByRole('radio', { name: 'Card Payment' }).check();
  await expect(mainButton(page)).toHaveText('Validate & Pay with Card');
  await mainButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Card Payment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Amount to pay: €20.50')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enter Card Details' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('IE');
  return dialog;
}

async function fillCard(dialog: ReturnType<Page['getByRole']>, number: string) {
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/30');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
}

const successDialog = (page: Page) =>
  page.getByRole('dialog', { name: /^Order #[A-Z0-9]+ placed successfully!$/ });

test.describe('Paying by card', () => {
  test.beforeEach(({ page, customer }) => startSignedInWithEmptyBasket(page, customer));

  test('a card order: 4242 4242 4242 4242 pays, Payment Successful!, then the order is placed', async ({
    page,
    customer,
    request,
  }) => {
    const before = await orderCount(request, customer);
    const dialog = await openCardDialog(page, 6);
    await expectNoAxeViolations(page);
    const mailsBefore = mailCount();
    await fillCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay €20.50' }).click();
    await expect(dialog.getByText('Payment Successful!')).toBeVisible();
    await expect(successDialog(page)).toBeVisible({ timeout: 15_000 });
    await expect(successDialog(page).getByText('Total: €20.50')).toBeVisible();
    expect(await orderCount(request, customer)).toBe(before + 1);

    // The receipt says the card paid: a driver must not collect cash for it (issue 29).
    const receipt = await latestMailTo(customer.user.email, mailsBefore);
    expect(receipt.data).toContain('Payment: Paid by card');
    expect(receipt.data).not.toContain('Cash due');
  });

  test('a declined card says why; another card then pays', async ({ page }) => {
    const dialog = await openCardDialog(page, 7);
    await fillCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Pay €20.50' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your card was declined. Please try a different payment method or contact your bank.',
    );
    await expectNoAxeViolations(page);
    await fillCard(dialog, '4000 0000 0000 9995');
    await dialog.getByRole('button', { name: 'Pay €20.50' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your card has insufficient funds. Please try a different payment method.',
    );
    await fillCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay €20.50' }).click();
    await expect(successDialog(page)).toBeVisible({ timeout: 15_000 });
  });

  test('the bank asks to confirm the payment (3-D Secure): confirmed, it pays', async ({ page }) => {
    const dialog = await openCardDialog(page, 8);
    await fillCard(dialog, '4000 0025 0000 3155');
    await dialog.getByRole('button', { name: 'Pay €20.50' }).click();
    const bank = dialog.getByRole('region', { name: 'Confirm your payment' });
    await expect(bank.getByText('Your bank asks you to confirm this payment of €20.50.')).toBeVisible();
    await expectNoAxeViolations(page);
    await bank.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(dialog.getByText('Payment Successful!')).toBeVisible();
    await expect(successDialog(page)).toBeVisible({ timeout: 15_000 });
  });

  test('a double click on Pay: one payment, one charge, one order', async ({ page, customer, request }) => {
    const before = await orderCount(request, customer);
    const sent: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/v1/stripe/wpay' || path === '/api/v1/payments/simulated/confirm') sent.push(path);
    });
    const dialog = await openCardDialog(page, 9);
    await fillCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay €20.50' }).dblclick();
    await expect(successDialog(page)).toBeVisible({ timeout: 15_000 });
    expect(sent).toEqual(['/api/v1/stripe/wpay', '/api/v1/payments/simulated/confirm']);
    expect(await orderCount(request, customer)).toBe(before + 1);
  });
});

/** The simulated gateway's wallet: its button above Place Order, and its sheet. */
const walletButton = (page: Page) =>
  page
    .getByRole('region', { name: 'Express checkout' })
    .getByRole('button', { name: 'Pay with Test Wallet' });
const walletSheet = (page: Page) => page.getByRole('dialog', { name: 'Test Wallet' });

/** The card payment calls the browser makes, in order. */
function paymentCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (
      ['/api/v1/stripe/wpay', '/api/v1/payments/simulated/confirm', '/api/v1/customer/order/place1'].includes(
        path,
      )
    )
      sent.push(path);
  });
  return sent;
}

test.describe('Paying with a wallet at the express button', () => {
  test.beforeEach(({ page, customer }) => startSignedInWithEmptyBasket(page, customer));

  test('one tap, the sheet, Pay: one order, paid by card, with cash chosen on the page', async ({
    page,
    customer,
    request,
  }) => {
    const before = await orderCount(request, customer);
    await checkoutThreeDishes(page, 10);
    await payInCash(page);
    const mailsBefore = mailCount();
    await walletButton(page).click();
    const sheet = walletSheet(page);
    await expect(sheet.getByText('Amount to pay: €20.50')).toBeVisible();
    await expect(sheet.getByRole('combobox', { name: 'Card in the wallet' })).toHaveValue('4242424242424242');
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Pay €20.50' }).click();
    await expect(successDialog(page)).toBeVisible({ timeout: 15_000 });
    await expect(successDialog(page).getByText('Total: €20.50')).toBeVisible();
    expect(await orderCount(request, customer)).toBe(before + 1);
    const receipt = await latestMailTo(customer.user.email, mailsBefore);
    expect(receipt.data).toContain('Payment: Paid by card');
  });

  test('a double tap on the button and on Pay: one sheet, one payment, one order', async ({
    page,
    customer,
    request,
  }) => {
    const before = await orderCount(request, customer);
    await checkoutThreeDishes(page, 11);
    const sent = paymentCalls(page);
    await walletButton(page).dblclick();
    await expect(walletSheet(page)).toBeVisible();
    await walletSheet(page).getByRole('button', { name: 'Pay €20.50' }).dblclick();
    await expect(successDialog(page)).toBeVisible({ timeout: 15_000 });
    expect(sent).toEqual([
      '/api/v1/stripe/wpay',
      '/api/v1/payments/simulated/confirm',
      '/api/v1/customer/order/place1',
    ]);
    expect(await orderCount(request, customer)).toBe(before + 1);
  });

  test('a declined wallet card: its message, no order, the basket as it was', async ({
    page,
    customer,
    request,
  }) => {
    const before = await orderCount(request, customer);
    await checkoutThreeDishes(page, 12);
    const sent = paymentCalls(page);
    await walletButton(page).click();
    await walletSheet(page)
      .getByRole('combobox', { name: 'Card in the wallet' })
      .selectOption('4000000000000002');
    await walletSheet(page).getByRole('button', { name: 'Pay €20.50' }).click();
    await expect(page.getByRole('region', { name: 'Express checkout' }).getByRole('alert')).toHaveText(
      'Your card was declined. Please try a different payment method or contact your bank.',
    );
    await expect(walletSheet(page)).toBeHidden();
    expect(sent).not.toContain('/api/v1/customer/order/place1');
    expect(await orderCount(request, customer)).toBe(before);
    // The basket is as it was: its three dishes at the same total, ready to pay another way.
    for (const name of ['Vegetable Samosa', 'Chicken Pakora', 'Onion Bhaji'])
      await expect(summary(page).getByText(name)).toBeVisible();
    await expect(summary(page).getByText('€20.50').last()).toBeVisible();
    await expect(mainButton(page)).toBeEnabled();
  });
});
