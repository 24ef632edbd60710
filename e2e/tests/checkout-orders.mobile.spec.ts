import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import {
  addDish,
  authorised,
  chooseTomorrow,
  dublinDateIn,
  goToCheckout,
  mainButton,
  orderCount,
  payInCash,
  startSignedInWithEmptyBasket,
  summary,
} from '../checkout.ts';
import { addButton, dish } from '../storefront.ts';
import { expect, type Session, test } from '../test.ts';

/**
 * Placing orders from the checkout with the real server (issue 12, the place-order sequence and
 * its dialogs): coupons, a delivery order to a saved address and an option sold out meanwhile, all
 * paid in cash (card is the initial choice with the simulated gateway). The whole collection order
 * is checkout-orders.widths.spec.ts's. The server runs on the real clock (opening hours 17:00-22:00
 * Dublin): the orders are for tomorrow, each journey its own slot so that no slot reaches its
 * capacity (6) in a worker's database.
 */

// The restaurant (seed) and a point 5 km north of it: inside the 10 km radius, €3 + €0.75 × 3.
const RESTAURANT = { latitude: 52.5159336, longitude: -7.8890741 };
const FIVE_KM_NORTH = {
  latitude: RESTAURANT.latitude + ((5 / 6371) * 180) / Math.PI,
  longitude: RESTAURANT.longitude,
};

type MenuOption = { label: string; stock_type: string; current_stock: number | null };
type DishDetails = { id: number; name: string; variations: { name: string; values: MenuOption[] }[] };

/**
 * Dishes with an option of limited stock that no other journey uses (the seed's). Each run of the
 * journey buys one of them out: the first still in stock is the one.
 */
const LIMITED_OPTIONS = [
  { dish: 'Tandoori Lamb Chops', option: 'Six chops' },
  { dish: 'Lamb Shank Nihari', option: 'Two shanks' },
];

/** The dish, the limited option and its stock left, and a choice for each of the dish's groups. */
async function limitedOptionInStock(request: APIRequestContext) {
  const menu = await (await request.get('/api/custom/custom/products-with-categories')).json();
  for (const wanted of LIMITED_OPTIONS) {
    const product = (menu.products as { id: number; name: string }[]).find((p) => p.name === wanted.dish);
    if (product === undefined) continue;
    const details = (await (
      await request.get(`/api/v1/products/details/${product.id}`)
    ).json()) as DishDetails;
    const stock = details.variations
      .flatMap((group) => group.values)
      .find((value) => value.label === wanted.option)?.current_stock;
    if (stock === null || stock === undefined || stock < 1) continue;
    // The limited option in its group; the first option of any other group.
    const choices = details.variations.map((group) => ({
      name: group.name,
      label: group.values.some((value) => value.label === wanted.option)
        ? wanted.option
        : (group.values[0] as MenuOption).label,
    }));
    return { id: details.id, dish: details.name, option: wanted.option, stock, choices };
  }
  throw new Error('every limited option of the seed is sold out');
}

/** '9:45 PM' → '21:45'. */
function time24(label: string): string {
  const [, hours = '0', minutes = '00', half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label) ?? [];
  const hour = (Number(hours) % 12) + (half === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/**
 * Another order, placed through the API, takes all that is left of the option: the server's
 * quote gives the amount, tomorrow's last collection slot the time.
 */
async function buyOut(
  request: APIRequestContext,
  session: Session,
  target: Awaited<ReturnType<typeof limitedOptionInStock>>,
) {
  const headers = authorised(session);
  const date = dublinDateIn(1);
  const slots = await (await request.post('/api/v1/tslots', { headers, data: { date } })).json();
  const order = {
    payment_method: 'cash_on_delivery',
    order_type: 'take_away',
    restaurant_id: '2',
    cart: [
      {
        item_id: target.id,
        quantity: target.stock,
        variations: target.choices.map((choice) => ({
          name: choice.name,
          values: { label: [choice.label] },
        })),
      },
    ],
    schedule_at: `${date} ${time24(slots.slots.at(-1))}:00`,
    contact_person_name: session.user.name,
    contact_person_number: '087 765 4321',
  };
  const quote = await (await request.post('/api/v1/customer/order/quote', { headers, data: order })).json();
  const placed = await request.post('/api/v1/customer/order/place1', {
    headers: { ...headers, 'idempotency-key': `e2e-buy-out-${Date.now()}` },
    data: { ...order, order_amount: quote.total },
  });
  expect(placed.status()).toBe(200);
}

test.describe('Placing an order', () => {
  // Each journey places an order (and checks its dialogs): more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(({ page, customer }) => startSignedInWithEmptyBasket(page, customer));

  test('coupons: an expired code is refused with its reason, the active percent coupon shows You saved', async ({
    page,
  }) => {
    await page.goto('/');
    await addDish(page, 'Vegetable Samosa');
    await addDish(page, 'Chicken Pakora');
    await addDish(page, 'Onion Bhaji');
    await goToCheckout(page);
    await payInCash(page);
    await expect(summary(page).getByText('You saved')).toHaveCount(0);

    await page.getByRole('button', { name: 'Apply a coupon' }).click();
    const coupons = page.getByRole('dialog', { name: 'Coupon & Offers' });
    await expect(coupons).toBeVisible();
    const code = coupons.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('XMAS15');
    await coupons.getByRole('button', { name: 'Apply' }).click();
    await expect(coupons.getByRole('alert')).toHaveText('This coupon has expired.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await code.fill('WELCOME10');
    await coupons.getByRole('button', { name: 'Apply' }).click();
    await expect(coupons).toBeHidden();
    await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
    // 10% of €20.50.
    const saved = summary(page).getByRole('definition').filter({ hasText: '€2.05' });
    await expect(summary(page).getByText('You saved')).toBeVisible();
    await expect(saved).toBeVisible();
    await expect(summary(page).getByText('€18.45')).toBeVisible();

    // Removed, the discount goes.
    await page.getByRole('button', { name: 'Remove Coupon' }).click();
    await expect(summary(page).getByText('You saved')).toHaveCount(0);
  });

  test('a delivery order to a saved address, with its delivery fee', async ({ page, customer, request }) => {
    const saved = await request.post('/api/v1/customer/address/add', {
      headers: authorised(customer),
      data: {
        address_type: 'home',
        address: 'Rock View, Cashel',
        latitude: String(FIVE_KM_NORTH.latitude),
        longitude: String(FIVE_KM_NORTH.longitude),
        house: '4',
        eircode: 'E25 X9T4',
      },
    });
    expect(saved.status()).toBe(200);
    const before = await orderCount(request, customer);

    await page.goto('/');
    await addDish(page, 'Vegetable Samosa');
    await addDish(page, 'Chicken Pakora');
    await addDish(page, 'Onion Bhaji');
    await goToCheckout(page);
    await payInCash(page);

    await page.getByText('Delivery', { exact: true }).first().click();
    await expect(page.getByText('Estimated delivery time: 40-45 min')).toBeVisible();
    await page.getByRole('button', { name: /^Delivery Address/ }).click();
    const addresses = page.getByRole('dialog', { name: 'Delivery Address' });
    await expect(addresses).toBeVisible();
    const rockView = addresses.getByRole('radio', { name: /Rock View, Cashel/ });
    await expect(addresses.getByText('We deliver here (5.00km away)')).toBeVisible();
    await expectNoAxeViolations(page);
    await rockView.check();
    await addresses.getByRole('button', { name: 'Use this address' }).click();
    await expect(addresses).toBeHidden();
    await expect(page.getByRole('button', { name: /^Delivery Address/ })).toContainText('Rock View, Cashel');

    await chooseTomorrow(page, 'Delivery Time', 3);
    const fee = summary(page).getByText('Delivery Fee');
    await expect(fee).toBeVisible();
    // €3.00 for the first 2 km, €0.75 for each of the other 3.
    await expect(summary(page).getByText('€5.25')).toBeVisible();
    await expect(summary(page).getByText('€25.75')).toBeVisible();

    await mainButton(page).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText('Delivery', { exact: true })).toBeVisible();
    await expect(confirm.getByText('Rock View, Cashel')).toBeVisible();
    await expect(confirm.getByText('€25.75')).toBeVisible();
    await expect(confirm.getByText('You pay in cash on delivery.')).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Place Order' }).click();

    const success = page.getByRole('dialog', { name: /^Order #[A-Z0-9]+ placed successfully!$/ });
    await expect(success).toBeVisible({ timeout: 10_000 });
    await expect(success.getByText('Total: €25.75')).toBeVisible();
    expect(await orderCount(request, customer)).toBe(before + 1);
    const list = await (
      await request.get('/api/v1/customer/order/list?limit=1&offset=1', { headers: authorised(customer) })
    ).json();
    expect(list.orders[0]).toMatchObject({
      order_type: 'delivery',
      delivery_charge: '5.25',
      order_amount: '25.75',
    });
    await success.getByRole('button', { name: 'Continue to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an option sold out meanwhile: Order Failed names it, and no order made', async ({
    page,
    customer,
    request,
  }) => {
    const target = await limitedOptionInStock(request);
    await page.goto('/');
    await addButton(dish(page, target.dish)).click();
    const modal = page.getByRole('dialog', { name: target.dish });
    for (const choice of target.choices) {
      await modal.getByRole('radio', { name: new RegExp(`^${choice.label}`) }).check();
    }
    await modal.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(addButton(dish(page, target.dish))).toHaveText('ADDED TO CART!');
    await goToCheckout(page);
    await payInCash(page);
    await chooseTomorrow(page, 'Pickup Time', 4);

    // While the customer is on the checkout page, another order takes what was left.
    await buyOut(request, customer, target);
    const before = await orderCount(request, customer);

    await mainButton(page).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Place Order' }).click();
    const failed = page.getByRole('dialog', { name: 'Order Failed' });
    await expect(failed).toBeVisible({ timeout: 10_000 });
    await expect(failed.getByText("We couldn't process your order at this time.")).toBeVisible();
    // Sold out, the option is no longer available, and named (issue 29).
    await expect(failed.getByText('Some items in your cart are no longer available.')).toBeVisible();
    await expect(failed.getByText(`${target.dish} (${target.option}) is no longer available.`)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await orderCount(request, customer)).toBe(before);

    await failed.getByRole('button', { name: 'Close' }).last().click();
    await expect(failed).toBeHidden();
    await expect(page.getByRole('alert')).toBeVisible();
  });
});
