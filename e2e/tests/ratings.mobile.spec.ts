import { expectNoAxeViolations } from '../axe.ts';
import { dublinDateIn } from '../checkout.ts';
import { latestMailTo } from '../mail.ts';
import { kitchen, placeDeliveryOrder } from '../orders.ts';
import { expect, signIn, test } from '../test.ts';

/**
 * Issue 51's ratings at a phone's width: a delivered order's customer is asked once (the e-mail
 * and the order's page), rates the food 4 and the delivery 5 with a comment from the order's page,
 * and the admin answers privately with a voucher from /staff/ratings.
 */
test('a completed order is rated from its page, and the admin answers with a voucher', async ({
  page,
  customer,
  request,
  site,
  browser,
  staffStorageState,
}) => {
  test.setTimeout(90_000);
  // A cash delivery 5 km north of the restaurant, five days ahead: a slot no other journey takes.
  const placed = await placeDeliveryOrder(request, customer, { date: dublinDateIn(5), time: '20:15' });
  const order = { id: placed.orderId, reference: placed.reference };
  const staff = await kitchen(request);
  await staff.accept(order.id);
  for (const status of ['processing', 'handover', 'delivered'] as const)
    await staff.advance(order.id, status);

  await signIn(page, customer);
  await page.goto(`/profile/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.reference}` })).toBeVisible();
  // Not asked before the restaurant's time after completion.
  const ask = page.getByRole('region', { name: 'How was your meal?' });
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(ask).toHaveCount(0);

  await site.askForRatingsNow();
  // The ask's e-mail: the same words to every customer, with the order's page.
  await expect
    .poll(async () => (await latestMailTo(customer.user.email)).data, { timeout: 15_000 })
    .toContain('We ask every customer once, after each completed order.');
  expect((await latestMailTo(customer.user.email)).data).toContain(`/profile/orders/${order.id}`);

  await page.reload();
  await expect(ask).toBeVisible();
  // A tap on the fourth star of the food and the fifth of the delivery.
  await ask.getByRole('group', { name: 'The food' }).locator('label', { hasText: '4 of 5 stars' }).click();
  await ask
    .getByRole('group', { name: 'The delivery' })
    .locator('label', { hasText: '5 of 5 stars' })
    .click();
  await expect(ask.getByRole('radio', { name: '4 of 5 stars' }).first()).toBeChecked();
  await ask.getByLabel('A comment (optional)').fill('Hot, and the driver found the side door');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Send my rating' }).click();
  await expect(ask.getByText('Thank you for your rating.')).toBeVisible();
  await expect(ask.getByText('You rated the food 4 of 5 and the delivery 5 of 5.')).toBeVisible();
  await page.reload();
  await expect(ask.getByText('You rated the food 4 of 5 and the delivery 5 of 5.')).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Send my rating' })).toHaveCount(0);

  const staffContext = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    storageState: staffStorageState,
  });
  try {
    const admin = await staffContext.newPage();
    await admin.goto('/staff/ratings');
    const card = admin.getByRole('listitem').filter({ hasText: `Order #${order.reference}` });
    await expect(card.getByText('Hot, and the driver found the side door')).toBeVisible();
    await expect(card.getByText('Food 4/5')).toBeVisible();
    await expect(card.getByText('Delivery 5/5')).toBeVisible();
    await card.getByLabel('Answer privately by e-mail').fill('Thank you! Dinner is on us next time.');
    await card.getByLabel('Voucher (optional)').selectOption({ label: 'WELCOME10 — 10% off your order' });
    await card.getByRole('button', { name: 'Send answer' }).click();
    await expect(card.getByText(/^Answered by e-mail/)).toBeVisible();
    await expect
      .poll(async () => (await latestMailTo(customer.user.email)).data, { timeout: 15_000 })
      .toContain('use the code WELCOME10 at checkout');
    expect((await latestMailTo(customer.user.email)).data).toContain('Dinner is on us next time.');
  } finally {
    await staffContext.close();
  }
});
