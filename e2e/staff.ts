import { expect, type Page } from '@playwright/test';

/** The admin the end-to-end server is started with (playwright.config.ts) and how the staff journeys sign in. */
export const STAFF_ADMIN = {
  email: 'admin@tiffin.test',
  name: 'E2E Admin',
  password: 'kitchen-pass-for-e2e',
} as const;

/** Signs in on /staff's own sign-in form. */
export async function signInAsStaff(page: Page) {
  await page.goto('/staff');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(STAFF_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Orders · / })).toBeVisible();
}

/** The board's column of a status, by its heading ('New', 'Accepted', 'Cooking', ...). */
export const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });

/** An order's card on the board. */
export const orderCard = (page: Page, reference: string) =>
  page.getByRole('article', { name: `#${reference}` });
