import type { APIRequestContext } from '@playwright/test';
import { openStaffBoard, STAFF_ADMIN } from '../staff.ts';
import { expect, test } from '../test.ts';

// The journey's own page is on a device the e2e admin is signed in on (test.ts).
test.use({ staffSignedIn: true });

/**
 * Issue 33 (decisions 050 and 051) with the real server: an admin at 1280 px offers a dish on one
 * weekday only, and the storefront at 375 px shows it greyed with the day it is next offered, with
 * nothing to add it by. The day is two days from today in Dublin, so the journey holds at any hour.
 * The dish is one no other journey orders (Kerala Fish Moilee), back to "whenever we are open" after.
 */
const DISH = 'Kerala Fish Moilee';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The ISO weekday (1 = Monday) `days` days from today in Dublin. */
function dublinWeekdayIn(days: number): number {
  const today = new Intl.DateTimeFormat('en-IE', { timeZone: 'Europe/Dublin', weekday: 'long' }).format(
    new Date(),
  );
  return ((WEEKDAYS.indexOf(today) + days) % 7) + 1;
}

async function offerWhenOpen(request: APIRequestContext) {
  const signedIn = await request.post('/api/v1/staff/auth/login', {
    data: { email: STAFF_ADMIN.email, password: STAFF_ADMIN.password },
  });
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
  const menu = (await (await request.get('/api/v1/staff/menu', { headers })).json()) as {
    categories: { dishes: { id: number; name: string }[] }[];
  };
  const dish = menu.categories.flatMap((category) => category.dishes).find((row) => row.name === DISH);
  if (!dish) throw new Error(`no ${DISH} on the staff menu`);
  await request.put(`/api/v1/staff/menu/dishes/${dish.id}/schedule`, { headers, data: { windows: [] } });
}

test.afterEach(({ request }) => offerWhenOpen(request));

test('a dish offered on one weekday shows greyed with that day on the storefront', async ({
  page,
  browser,
}) => {
  // Two browsers and a form: well within this alone, but CI runs beside other journeys.
  test.setTimeout(120_000);
  const weekday = WEEKDAYS[dublinWeekdayIn(2) - 1] ?? '';
  await openStaffBoard(page);
  await page.goto('/staff/menu');
  const row = page.locator('li', { has: page.getByText(DISH, { exact: true }) });
  await row.getByText('Offered: Whenever we are open').click();
  const form = row.getByRole('form', { name: `Offered: ${DISH}` });
  await form.getByRole('checkbox', { name: weekday }).check();
  await form.getByLabel('From').fill('12:00');
  await form.getByLabel('To').fill('15:00');
  await form.getByRole('button', { name: 'Save times' }).click();
  await expect(row.getByText(/^Offered: \w{3} 12:00–15:00$/)).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const storefront = await phone.newPage();
    await storefront.goto('/');
    const card = storefront.getByRole('article', { name: new RegExp(DISH) });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(`Available ${weekday} from 12:00`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(0);
    // A dish without hours of its own beside it is offered as ever.
    const samosa = storefront.getByRole('article', { name: /Vegetable Samosa/ });
    await expect(samosa.getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
  } finally {
    await phone.close();
  }
});
