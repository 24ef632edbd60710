import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { addButton, dish } from './storefront.ts';
import { type Session, signIn } from './test.ts';

/** The checkout's steps as a customer takes them, shared by the journeys that place orders. */

export const authorised = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** The customer's orders as the server lists them. */
export async function orderCount(request: APIRequestContext, session: Session): Promise<number> {
  const answer = await request.get('/api/v1/customer/order/list?limit=50&offset=1', {
    headers: authorised(session),
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).total_size as number;
}

/** A date of Dublin's calendar, `days` after today, as the date field takes it ('2026-11-24'). */
export function dublinDateIn(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

/**
 * Adds a dish without options from the menu on the home page: in the basket (kept in storage) once
 * its card says 'ADDED TO CART!', not 3 s later when it says 'IN CART (n)' (menu-basket's journeys
 * check that).
 */
export async function addDish(page: Page, name: string) {
  const card = dish(page, name);
  await addButton(card).click();
  await expect(addButton(card)).toHaveText('ADDED TO CART!');
}

export const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

export async function goToCheckout(page: Page) {
  await page.goto('/check-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The server's numbers are there: the place-order sequence agrees to them.
  await expect(summary(page).getByText('Total')).toBeVisible();
}

/** Cash Payment chosen: with a card gateway (the simulated one here), card is the initial choice. */
export async function payInCash(page: Page) {
  const cash = page.getByRole('radio', { name: 'Cash Payment' });
  await cash.check();
  await expect(cash).toBeChecked();
}

/** The page's own main button (not Confirm Action's). */
export const mainButton = (page: Page) =>
  page
    .getByRole('button', {
      name: /^(Place Order|Validate & Pay with Card|Processing Order\.\.\.|Cart is Empty)$/,
    })
    .first();

/**
 * Day & Time: tomorrow (today's slots may be over), the `slotIndex`-th slot offered; answers the
 * slot's label ('5:30 PM').
 */
export async function chooseTomorrow(page: Page, title: 'Pickup Time' | 'Delivery Time', slotIndex: number) {
  await page.getByRole('button', { name: /^Day & Time/ }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Date').fill(dublinDateIn(1));
  const slots = dialog.getByRole('radio');
  await expect(slots.nth(slotIndex)).toBeAttached();
  // The first slot is chosen as soon as the slots arrive.
  await expect(slots.first()).toBeChecked();
  const slot = slots.nth(slotIndex);
  const label = (await slot.getAttribute('value')) as string;
  // The slots are chips: labels over visually hidden radios.
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: label, exact: true }) })
    .click();
  await expect(slot).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Day & Time/ })).toContainText(label);
  return label;
}

/**
 * Each journey starts signed in, from an empty basket and no checkout draft (cleared once per page,
 * before the app reads them; later loads of the journey keep what it put there).
 */
export async function startSignedInWithEmptyBasket(page: Page, customer: Session) {
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('e2e-fresh-basket') !== null) return;
    window.sessionStorage.setItem('e2e-fresh-basket', '1');
    window.localStorage.removeItem('cart');
    window.localStorage.removeItem('checkout');
  });
  await signIn(page, customer);
}
