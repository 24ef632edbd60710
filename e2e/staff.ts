import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The admin the end-to-end server is started with (playwright.config.ts) and how the staff journeys sign in. */
export const STAFF_ADMIN = {
  email: 'admin@tiffin.test',
  name: 'E2E Admin',
  password: 'kitchen-pass-for-e2e',
} as const;

/** The e2e admin's session, as the staff's sign-in answers it. */
export type StaffSignIn = { token: string; staff: { id: number; name: string; email: string; role: string } };

/**
 * The e2e admin signed in through the staff API once per worker process (each has its own server):
 * the browser contexts of every journey start from it (test.ts's `staffStorageState`), and the
 * kitchen's API calls use its token (orders.ts). Only the journeys about signing in use the form.
 */
let signedIn: Promise<StaffSignIn> | undefined;
export function staffSignIn(request: APIRequestContext): Promise<StaffSignIn> {
  signedIn ??= request
    .post('/api/v1/staff/auth/login', { data: { email: STAFF_ADMIN.email, password: STAFF_ADMIN.password } })
    .then(async (answer) => {
      if (!answer.ok()) throw new Error(`the e2e admin's sign-in answered ${answer.status()}`);
      return (await answer.json()) as StaffSignIn;
    });
  return signedIn;
}

/**
 * The e2e admin's session as the staff side keeps it on the device (features/staff-shell/stores/
 * staff-session.ts): a Playwright storage state for a browser context.
 */
export async function staffStorageStateFor(request: APIRequestContext, baseURL: string) {
  const { token, staff } = await staffSignIn(request);
  return {
    cookies: [],
    origins: [
      {
        origin: baseURL,
        localStorage: [{ name: 'staff_session', value: JSON.stringify({ token, member: staff }) }],
      },
    ],
  };
}

/** Opens the board in a page whose context starts signed in as the e2e admin (`staffStorageState`). */
export async function openStaffBoard(page: Page) {
  await page.goto('/staff');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: /^Orders · / })).toBeVisible();
}

/** The board's column of a status, by its heading ('New', 'Accepted', 'Cooking', ...). */
export const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });

/** An order's card on the board. */
export const orderCard = (page: Page, reference: string) =>
  page.getByRole('article', { name: `#${reference}` });
