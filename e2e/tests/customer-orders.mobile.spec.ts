import { expectNoAxeViolations } from '../axe.ts';
import { dublinDateIn } from '../checkout.ts';
import { kitchen, placeCollectionOrder } from '../orders.ts';
import { dish } from '../storefront.ts';
import { expect, signIn, test } from '../test.ts';

/**
 * The customer's orders (issue 15) with the real server: My Orders, an order's page that follows the
 * kitchen live, cancelling within 2 minutes, and Order again. Orders are for four days ahead, each
 * test at its own times (the restaurant takes 6 orders a slot, in each worker's database).
 */
const date = dublinDateIn(4);

test('an order’s page follows the kitchen without a reload, and the bell counts the news', async ({
  page,
  customer,
  request,
}) => {
  const { orderId, reference } = await placeCollectionOrder(request, customer, { date, time: '19:15' });
  await signIn(page, customer);
  await page.goto('/profile/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const inProgress = page.getByRole('region', { name: 'In progress' });
  await expect(inProgress.getByRole('link', { name: new RegExp(`Order #${reference}`) })).toContainText(
    'Pending',
  );

  await inProgress.getByRole('link', { name: new RegExp(`Order #${reference}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible();
  const status = page
    .getByRole('status')
    .filter({ hasText: /^(Pending|Confirmed|Preparing|Ready for collection|Collected)$/ });
  await expect(status).toHaveText('Pending');
  await expect(page.getByText(/^Cash due €\d+\.\d\d$/)).toBeVisible();
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

  // The kitchen, elsewhere: each step reaches the open page by itself.
  const staff = await kitchen(request);
  await staff.accept(orderId);
  await expect(status).toHaveText('Confirmed');
  await expect(page.getByText(/^Ready at about/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await staff.advance(orderId, 'processing');
  await expect(status).toHaveText('Preparing');
  await staff.advance(orderId, 'handover');
  await expect(status).toHaveText('Ready for collection');
  await staff.advance(orderId, 'delivered');
  await expect(status).toHaveText('Collected');
  // Handed over: the cash is paid and the promised time no longer shown.
  await expect(page.getByText('Paid in cash')).toBeVisible();
  await expect(page.getByText(/^Ready at about/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Progress' }).getByRole('listitem')).toHaveCount(5);
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 4} unread`);
  await expectNoAxeViolations(page);
});

test('cancelling within 2 minutes, after asking', async ({ page, customer, request }) => {
  const { orderId, reference } = await placeCollectionOrder(request, customer, { date, time: '19:30' });
  await signIn(page, customer);
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible();
  await expect(page.getByText(/^You can cancel until/)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await page.goto('/profile/orders');
  await expect(
    page
      .getByRole('region', { name: 'Past orders' })
      .getByRole('link', { name: new RegExp(`Order #${reference}`) }),
  ).toContainText('Cancelled');
});

test('Order again puts the order back in the basket and goes to the menu', async ({
  page,
  customer,
  request,
}) => {
  const { orderId, reference } = await placeCollectionOrder(request, customer, {
    date,
    time: '19:45',
    quantity: 4,
  });
  await signIn(page, customer);
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible();
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText("Added to your basket at today's prices.")).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(dish(page, 'Onion Bhaji').getByText('IN CART (4)')).toBeVisible();
});
