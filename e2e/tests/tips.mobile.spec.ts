import { expectNoAxeViolations } from '../axe.ts';
import {
  addDish,
  chooseTomorrow,
  goToCheckout,
  mainButton,
  startSignedInWithEmptyBasket,
  summary,
} from '../checkout.ts';
import { latestMailTo, mailCount } from '../mail.ts';
import { openStaffBoard } from '../staff.ts';
import { expect, test } from '../test.ts';

/**
 * Tips by the law (issue 51, decision 065) at 375 px with the real server and the simulated card
 * gateway: the seeded restaurant offers 5, 10 and 15 % or an amount; nothing is chosen until tapped,
 * the notice sits beside the choice, a 10 % tip is paid with the card, and the order's page and the
 * receipt show it as its own line, and the staff's day-end report shows it apart from the takings
 * and the VAT; the notice's own page is a link of the footer. Tomorrow's slot 14 is this journey's.
 */
test('a card order with a 10 % tip: none chosen until tapped, the notice beside it, the Tip line after', async ({
  page,
  customer,
  browser,
  staffStorageState,
}) => {
  await startSignedInWithEmptyBasket(page, customer);
  await page.goto('/');
  // Three dishes: €20.50.
  await addDish(page, 'Vegetable Samosa');
  await addDish(page, 'Chicken Pakora');
  await addDish(page, 'Onion Bhaji');
  await goToCheckout(page);
  await chooseTomorrow(page, 'Pickup Time', 14);
  await expect(page.getByRole('radio', { name: 'Card Payment' })).toBeChecked();

  const tips = page.getByRole('group', { name: 'Add a tip?' });
  await expect(tips).toBeVisible();
  for (const choice of await tips.getByRole('radio').all()) await expect(choice).not.toBeChecked();
  const notice = page.getByRole('complementary', { name: 'Tips and gratuities' });
  await expect(notice).toContainText('Every tip paid by card at');
  await expect(summary(page).getByText('Tip', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tips.getByRole('radio', { name: '10 % (€2.05)' }).check();
  await expect(summary(page).getByText('To pay by card')).toBeVisible();
  await expect(summary(page)).toContainText('€22.55');

  const mailsBefore = mailCount();
  await mainButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Card Payment' });
  await expect(dialog.getByText('Amount to pay: €22.55')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enter Card Details' }).click();
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/30');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
  await dialog.getByRole('button', { name: 'Pay €22.55' }).click();
  const placed = page.getByRole('dialog', { name: /^Order #[A-Z0-9]+ placed successfully!$/ });
  await expect(placed).toBeVisible({ timeout: 15_000 });
  await placed.getByRole('button', { name: 'View order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Tip$/ }).locator('xpath=following-sibling::dd')).toHaveText(
    '€2.05',
  );
  await expect(
    page.locator('dt', { hasText: /^Total with tip$/ }).locator('xpath=following-sibling::dd'),
  ).toHaveText('€22.55');
  await expect(page.getByText(/service charge/i)).toHaveCount(0);

  const receipt = await latestMailTo(customer.user.email, mailsBefore);
  // The receipt's text part: the Tip line after the total, and the notice.
  expect(receipt.data).toContain('Tip: ');
  expect(receipt.data).toContain('Tips and gratuities');

  // Today's day-end report on the owner's phone: the tip in a section of its own, not in the takings
  // (the only journey that pays a tip, so the day's tips are this one). Its sums: tips.db.test.ts.
  const staffContext = await browser.newContext({
    storageState: staffStorageState,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const owner = await staffContext.newPage();
  await openStaffBoard(owner);
  await owner.getByRole('link', { name: 'Reports' }).click();
  const tipsSection = owner.getByRole('region', { name: 'Tips (not takings, no VAT)' });
  await expect(tipsSection.getByText('1 order with a tip')).toBeVisible();
  await expect(
    tipsSection.locator('dt', { hasText: /^Tips taken$/ }).locator('xpath=following-sibling::dd'),
  ).toHaveText('€2.05');
  await staffContext.close();
});

test('the tips notice has its own page, reached from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tips' }).click();
  await expect(page).toHaveURL(/\/tips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tips and gratuities' })).toBeVisible();
  await expect(page.getByText(/section 4E of the Payment of Wages Act 1991/)).toBeVisible();
  await expectNoAxeViolations(page);
});
