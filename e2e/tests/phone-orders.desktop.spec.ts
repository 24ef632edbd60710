import { dublinDateIn } from '../checkout.ts';
import { openStaffBoard, orderCard } from '../staff.ts';
import { expect, test } from '../test.ts';

test.use({ staffSignedIn: true });

/**
 * A phone order (issue 49, decision 063) with the real server, at the pass (1280 px): the staff
 * take a guest's order from the board's "New phone order", with a nut allergy, paid by a payment
 * link; the link opened in the same browser pays on the simulated gateway's page; the board shows
 * the order with the allergy, and accepted, its kitchen ticket prints the allergy in bold. Today + 6 at 19:45 is this spec's slot.
 */
test('a guest with a nut allergy pays a phone order by link; the board and the ticket show the allergy', async ({
  page,
}) => {
  await openStaffBoard(page);
  await page.getByRole('link', { name: 'New phone order' }).click();

  await page.getByRole('textbox', { name: 'Name' }).fill('Niamh Walsh');
  await page.getByRole('textbox', { name: 'Phone' }).fill('087 555 0149');
  await page.getByLabel('Date', { exact: true }).fill(dublinDateIn(6));
  await page.getByLabel('Time', { exact: true }).fill('19:45');
  const dishes = page.getByRole('combobox', { name: 'Add a dish' });
  const bhaji = await dishes.locator('option', { hasText: 'Onion Bhaji' }).textContent();
  await dishes.selectOption({ label: bhaji ?? '' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'One more Onion Bhaji' }).click();
  await page.getByRole('button', { name: 'One more Onion Bhaji' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'What is the allergy?' }).fill('Peanuts and tree nuts');
  await page.getByRole('radio', { name: 'Card: a payment link for the customer' }).check();
  await page.getByRole('button', { name: 'Send the order' }).click();

  const placed = page.getByRole('heading', { name: /^Order #\w+ placed$/ });
  await expect(placed).toBeVisible();
  const reference = /#(\w+)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByText('Total €19.50, of which VAT')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the payment link' })).toBeVisible();
  const link = page.getByRole('link', { name: /\/api\/v1\/payment-links\// });

  // The customer's phone opens the link: the simulated gateway's page, then "Pay". Not with goto,
  // which waits for the app: these pages are the API's plain HTML.
  const href = (await link.getAttribute('href')) ?? '';
  await page.evaluate((address) => window.location.assign(address), href);
  await expect(page.getByText(`Pay for order #${reference}: €19.50`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(`Order #${reference} is paid. Thank you!`)).toBeVisible();

  await openStaffBoard(page);
  const card = orderCard(page, reference);
  await expect(card.getByText('ALLERGY: Peanuts and tree nuts')).toBeVisible();
  await expect(card.getByText('Paid by card')).toBeVisible();

  // Accepted, its kitchen ticket prints the allergy in bold, reversed, above what to cook.
  await card.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: `Accept order #${reference}` });
  await accept.getByRole('button', { name: 'Accept order' }).click();
  await expect(accept).toBeHidden();
  const [ticket] = await Promise.all([
    page.context().waitForEvent('page'),
    card.getByRole('link', { name: `Print ticket #${reference}` }).click(),
  ]);
  await ticket.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const allergy = ticket.getByText('ALLERGY: Peanuts and tree nuts');
  await expect(allergy).toBeVisible();
  expect(await allergy.evaluate((line) => Number(getComputedStyle(line).fontWeight))).toBeGreaterThanOrEqual(
    700,
  );
});
