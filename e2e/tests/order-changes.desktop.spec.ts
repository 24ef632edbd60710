import type { APIRequestContext } from '@playwright/test';
import { FakePrinter } from '../../apps/api/src/test/fake-printer.ts';
import { dublinDateIn } from '../checkout.ts';
import { kitchen, placeCollectionOrder } from '../orders.ts';
import { openStaffBoard, orderCard, staffSignIn } from '../staff.ts';
import { expect, signIn, test } from '../test.ts';

test.use({ staffSignedIn: true });

/**
 * A changed card order (issue 49, decisions 069 and 077) with the real server: at the pass (1280 px)
 * the staff change a customer's card order of three onion bhajis (€19.50) — the bhajis removed, a
 * tandoori chicken and a chicken pakora added (€22.45) — and send a payment link for the €2.95
 * more; the board says "€2.95 to pay". The customer's phone (375 px) shows the new lines and the
 * link, pays on the simulated gateway's page, and the order's page then shows both payments; the
 * board's "to pay" goes; a kitchen printer (the fake Star printer of printers.desktop.spec.ts)
 * prints the change headed CHANGED. Five days ahead at 20:15 is this spec's slot.
 */

/** A kitchen printer registered for the journey through the staff API, polled by a fake printer. */
async function kitchenPrinter(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${(await staffSignIn(request)).token}` };
  const added = await request.post('/api/v1/staff/printers', {
    headers,
    data: { name: 'Change printer', print_on: 'arrival', copies: 1, paper_columns: 48, enabled: true },
  });
  expect(added.status()).toBe(201);
  const { printer, url, username, secret } = (await added.json()) as {
    printer: { id: number };
    url: string;
    username: string;
    secret: string;
  };
  const fake = new FakePrinter({ url, username, password: secret, pollIntervalMs: 500 });
  fake.start();
  return {
    waitForTickets: (count: number) => fake.waitForTickets(count, 5000),
    /** Stopped and taken away, so this worker's other journeys print nothing here. */
    remove: async () => {
      await fake.stop();
      await request.delete(`/api/v1/staff/printers/${printer.id}`, { headers });
    },
  };
}
test('a card order changed to cost more: the customer pays the difference by link, both payments shown', async ({
  page,
  browser,
  request,
  customer,
}) => {
  const placed = await placeCollectionOrder(request, customer, {
    date: dublinDateIn(5),
    time: '20:15',
    card: true,
  });
  await (await kitchen(request)).accept(placed.orderId);
  const printer = await kitchenPrinter(request);

  await openStaffBoard(page);
  const card = orderCard(page, placed.reference);
  await card.getByRole('button', { name: `Change order #${placed.reference}` }).click();
  const change = page.getByRole('dialog', { name: `Change order #${placed.reference}` });
  await change.getByRole('button', { name: 'Remove Onion Bhaji' }).click();
  const addDish = async (name: string) => {
    await change.getByRole('combobox', { name: 'Add a dish' }).selectOption({ label: name });
    await change.getByRole('button', { name: 'Add', exact: true }).click();
  };
  await addDish('Tandoori Chicken');
  await addDish('Chicken Pakora');
  await change.getByRole('radio', { name: 'By a payment link to the customer' }).check();
  await change.getByRole('button', { name: 'Show the difference' }).click();
  await expect(change.getByText('The customer pays the difference by the payment link.')).toBeVisible();
  await change.getByRole('button', { name: 'Save the change' }).click();
  await expect(change.getByText('The customer pays the €2.95 more here:')).toBeVisible();
  await expect(change.getByRole('img', { name: 'QR code of the payment link' })).toBeVisible();
  await change.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('€2.95 to pay')).toBeVisible();
  try {
    const [changed] = await printer.waitForTickets(1);
    expect(changed?.bold[0]).toContain('CHANGED');
    expect(changed?.text).toContain(`#${placed.reference}`);
    // The removed line crossed out as a receipt printer can, the added ones and the new whole.
    expect(changed?.text).toContain('X 3-x-Onion-Bhaji');
    expect(changed?.text).toContain('Tandoori Chicken');
  } finally {
    await printer.remove();
  }

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const customerPage = await phone.newPage();
    await signIn(customerPage, customer);
    const openOrderPage = async () => {
      await customerPage.goto(`/profile/orders/${placed.orderId}`);
      await customerPage.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    };
    await openOrderPage();
    const changes = customerPage.getByRole('region', { name: 'Changes by the restaurant' });
    await expect(changes.locator('del')).toHaveText('3 × Onion Bhaji');
    await expect(changes.locator('ins')).toHaveText([
      '1 × Tandoori Chicken, Plain naan',
      '1 × Chicken Pakora',
    ]);
    await expect(changes.getByText('Total €19.50 → €22.45')).toBeVisible();
    const pay = customerPage.getByRole('link', { name: 'Pay €2.95 now' });
    await expect(pay).toBeVisible();
    await pay.click();
    await expect(customerPage.getByText(`Pay for order #${placed.reference}: €2.95`)).toBeVisible();
    await customerPage.getByRole('button', { name: 'Pay' }).click();
    await expect(customerPage.getByText(`Order #${placed.reference} is paid. Thank you!`)).toBeVisible();

    await openOrderPage();
    const paidBy = (label: string) =>
      customerPage.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect(paidBy('Paid by card at checkout')).toHaveText('€19.50');
    await expect(paidBy('Paid by payment link')).toHaveText('€2.95');
    await expect(customerPage.getByText('Still to pay')).toHaveCount(0);
    await expect(card.getByText('€2.95 to pay')).toHaveCount(0);
  } finally {
    await phone.close();
  }
});
