import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** A customer's session as the registration answer gives it. */
export type Session = { token: string; user: { name: string; email: string } };

/**
 * Playwright's `test`, with:
 * - `page`, which waits, after each `goto` and `reload`, until the app has taken the page over
 *   (`<html data-app="ready">`, app/app.tsx). React replays a press made while the page hydrates
 *   (tests/hydration.spec.ts shows it), but not one made before the app's code has run at all: the
 *   journeys act as a customer would on a page that works.
 * - `customer`, one registered customer per screen size (project), for the journeys that need a
 *   signed-in session.
 */
export const test = base.extend<object, { customer: Session }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const appReady = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await appReady();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appReady();
        return response;
      };
    }
    await use(page);
  },
  customer: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await fixtureCustomer(request, workerInfo.project.name));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export const CUSTOMER_PASSWORD = 'customer-password';

/**
 * One customer per project and run: registered by the first worker, signed in again by a worker
 * started after a failure (registration is limited to 5 per address in 10 minutes, and each
 * failure starts a new worker). Kept in the run's E2E_STATE_DIR (playwright.config.ts).
 */
async function fixtureCustomer(request: APIRequestContext, projectName: string): Promise<Session> {
  const keptAt = path.join(process.env.E2E_STATE_DIR ?? os.tmpdir(), `customer-${projectName}.json`);
  if (fs.existsSync(keptAt)) {
    // The sign-in answer carries the token as `token` (registration's is `access_token`); the
    // customer's name and e-mail are the ones kept.
    const kept = JSON.parse(fs.readFileSync(keptAt, 'utf8')) as Pick<Session, 'user'>;
    const answer = await request.post('/api/v1/auth/login', {
      data: {
        email_or_phone: kept.user.email,
        password: CUSTOMER_PASSWORD,
        field_type: 'email',
        login_type: 'manual',
      },
    });
    expect(answer.status()).toBe(200);
    return { token: (await answer.json()).token, user: kept.user };
  }
  const stamp = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const email = `e2e.customer.${stamp}@example.ie`;
  const answer = await request.post('/api/v1/auth/reg', {
    data: { name: 'Niamh Ryan', phone: `087${stamp}`, email, password: CUSTOMER_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  fs.writeFileSync(keptAt, JSON.stringify({ user: body.user }));
  return { token: body.access_token, user: body.user };
}

/**
 * The session as the site keeps it after signing in (features/auth/stores/auth-store.ts):
 * access_token, and the customer under user and user_name. Set before the site's code runs.
 */
export async function signIn(page: Page, session: Session) {
  await page.addInitScript(({ token, user }) => {
    if (window.sessionStorage.getItem('e2e-signed-in') !== null) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('access_token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('user_name', user.name);
  }, session);
}

export { expect };
