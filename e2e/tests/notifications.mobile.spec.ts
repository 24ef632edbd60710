import { expectNoAxeViolations } from '../axe.ts';
import { dublinDateIn } from '../checkout.ts';
import { kitchen, placeCollectionOrder } from '../orders.ts';
import { expect, signIn, test } from '../test.ts';

/**
 * The customer's Notifications screen (issue 15) with the real server: an order placed through the
 * API is accepted by the staff, and the customer finds the news under Today, opens its details and
 * it stops being new. Orders for the day after tomorrow at 19:00 (the checkout specs use tomorrow).
 */
test('an accepted order’s news is under Today; its details open with See More, and it is no longer new', async ({
  page,
  customer,
  request,
}) => {
  // An earlier order's news too: three in all, so that the list has more than its first two.
  await placeCollectionOrder(request, customer, { date: dublinDateIn(2), time: '18:45' });
  const { orderId, reference } = await placeCollectionOrder(request, customer, {
    date: dublinDateIn(2),
    time: '19:00',
  });
  await (await kitchen(request)).accept(orderId);

  await signIn(page, customer);
  await page.goto('/profile/notifications');
  await expect(page.getByRole('heading', { level: 1, name: /^Notifications \(\d+\)$/ })).toBeVisible();
  const today = page.getByRole('region', { name: 'Today' });
  const news = today.getByRole('button', { name: new RegExp(`Order #${reference} accepted`) });
  await expect(news).toBeVisible();
  await expect(news.getByText('New')).toBeAttached();

  await news.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Details' })).toBeVisible();
  await page.getByRole('button', { name: 'See More' }).click();
  await expect(page.getByText(/has accepted your order .* at about/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Back/ }).click();
  await expect(
    page
      .getByRole('region', { name: 'Today' })
      .getByRole('button', { name: new RegExp(`Order #${reference} accepted`) }),
  ).not.toContainText('New');

  // Two are shown at first: the rest behind View all.
  const viewAll = page.getByRole('button', { name: /^View all \(\d+ more\)$/ });
  await expect(viewAll).toBeVisible();
  await viewAll.click();
  await expect(page.getByRole('button', { name: 'Show less' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Order #${reference}`) })).toHaveCount(2);

  // An order's news leads to its order.
  await page.getByRole('button', { name: new RegExp(`Order #${reference} accepted`) }).click();
  await page.getByRole('link', { name: 'See the order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
});
