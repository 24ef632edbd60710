import { expect, type Page } from '@playwright/test';

/** The admin the end-to-end server is started with (playwright.config.ts) and how the staff journeys sign in. */
export const STAFF_ADMIN = {
  email: 'admin@tiffin.test',
  name: 'E2E Admin',
  password: 'kitchen-pass-for-e2e',
} as const;

/**
 * Signs in on /staff's own sign-in form. Every journey of a worker signs in from 127.0.0.1, and a
 * staff sign-in is limited to 10 a minute per address: told to wait, it waits as a cook would, then
 * signs in again.
 */
export async function signInAsStaff(page: Page) {
  await page.goto('/staff');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(STAFF_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_ADMIN.password);
  const board = page.getByRole('heading', { level: 1, name: /^Orders · / });
  const wait = page.getByText(/^Too many attempts\. Please wait/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(board.or(wait)).toBeVisible();
  if (await wait.isVisible()) {
    const [, amount = '60', unit = 'seconds'] =
      /wait (\d+) (seconds?|minutes?)/.exec(await wait.innerText()) ?? [];
    await page.waitForTimeout((Number(amount) * (unit.startsWith('minute') ? 60 : 1) + 1) * 1000);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(board).toBeVisible();
}

/** The board's column of a status, by its heading ('New', 'Accepted', 'Cooking', ...). */
export const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });

/** An order's card on the board. */
export const orderCard = (page: Page, reference: string) =>
  page.getByRole('article', { name: `#${reference}` });
