import { expectNoAxeViolations } from '../axe.ts';
import {
  addDish,
  chooseTomorrow,
  goToCheckout,
  mainButton,
  payInCash,
  startSignedInWithEmptyBasket,
} from '../checkout.ts';
import { openStaffBoard, orderCard } from '../staff.ts';
import { expect, test } from '../test.ts';

/**
 * An address a driver can find (issue 29), with the real server and its offline geocoder: an
 * address added from the checkout goes from the map to the address form, where the customer gives
 * its house and Eircode; the order placed to it shows both, with directions, on the staff's board
 * and kitchen ticket. On a phone, the customer's and the driver's. Delivery slot 5 of tomorrow is
 * this spec's (checkout-orders uses 3).
 */

test.describe('an address added from the checkout', () => {
  test('goes through the address form with its house and Eircode, and the ticket shows both', async ({
    page,
    customer,
    browser,
    staffStorageState,
  }, testInfo) => {
    // A customer's order and the staff's board and ticket: longer than one page's test.
    test.setTimeout(120_000);
    await startSignedInWithEmptyBasket(page, customer);
    await page.goto('/');
    await addDish(page, 'Vegetable Samosa');
    await addDish(page, 'Chicken Pakora');
    await addDish(page, 'Onion Bhaji');
    await goToCheckout(page);
    await payInCash(page);
    await page.getByText('Delivery', { exact: true }).first().click();

    await page.getByRole('button', { name: /^Delivery Address/ }).click();
    const choice = page.getByRole('dialog', { name: 'Delivery Address' });
    await choice.getByRole('button', { name: 'Add a new address' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Delivery Location' });
    await picker.getByRole('tab', { name: 'Search Address' }).click();
    await picker.getByRole('searchbox', { name: 'Search for your address or Eircode' }).fill('Cashel');
    await picker
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name: /Cashel, Co\. Tipperary/ })
      .first()
      .click();
    await expect(picker.getByText('✅ Delivery Available!')).toBeVisible();
    await picker.getByRole('button', { name: 'Confirm Location' }).click();
    await expect(picker).toBeHidden();

    // Not saved yet: the address form, with the place confirmed and the parts to give.
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(form).toBeVisible();
    await expect(form.getByText('Location confirmed')).toBeVisible();
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(
      form.getByText('Please enter a house/flat no., a road or an Eircode, so the driver can find you'),
    ).toBeVisible();
    await form.getByRole('textbox', { name: 'House/Flat No.' }).fill('12');
    await form.getByRole('textbox', { name: 'Eircode' }).fill('e25x9t4');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('checkout-address-form-375.png') });
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form).toBeHidden();
    await expect(choice).toBeHidden();
    await expect(page.getByRole('button', { name: /^Delivery Address/ })).toContainText('Cashel');

    await chooseTomorrow(page, 'Delivery Time', 5);
    await mainButton(page).click();
    await page
      .getByRole('dialog', { name: 'Confirm Action' })
      .getByRole('button', { name: 'Place Order' })
      .click();
    const success = page.getByRole('dialog', { name: /^Order #[A-Z0-9]+ placed successfully!$/ });
    await expect(success).toBeVisible({ timeout: 10_000 });
    const title = await success.getByRole('heading').first().innerText();
    const reference = /^Order #([A-Z0-9]+) placed successfully!$/.exec(title.trim())?.[1] as string;

    // The driver's phone: the board's card, then the ticket.
    const staffContext = await browser.newContext({
      storageState: staffStorageState,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const board = await staffContext.newPage();
    await openStaffBoard(board);
    const card = orderCard(board, reference);
    await expect(card.getByText('12', { exact: true })).toBeVisible();
    await expect(card.getByText('E25 X9T4', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `Directions for order #${reference}` })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=52\.\d+%2C-7\.\d+$/,
    );
    await board.screenshot({ path: testInfo.outputPath('board-delivery-375.png'), fullPage: true });

    const [ticket] = await Promise.all([
      staffContext.waitForEvent('page'),
      card.getByRole('link', { name: `Print ticket #${reference}` }).click(),
    ]);
    await ticket.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const paper = ticket.locator('article.kitchen-ticket');
    await expect(paper.getByRole('heading', { name: `#${reference}` })).toBeVisible();
    await expect(paper.getByText('12', { exact: true })).toBeVisible();
    await expect(paper.getByText('E25 X9T4', { exact: true })).toBeVisible();
    // The contact phone (each e2e customer's own, 087 and 7 digits).
    await expect(paper.getByText(/^087\d{7}$/)).toBeVisible();
    await expect(paper.getByText(/^GPS: 52\.\d{5}, -7\.\d{5}$/)).toBeVisible();
    await expectNoAxeViolations(ticket);
    await ticket.screenshot({ path: testInfo.outputPath('ticket-delivery-375.png'), fullPage: true });
    await staffContext.close();
  });
});
