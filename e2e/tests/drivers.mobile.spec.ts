import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { kitchen, placeDeliveryOrder } from '../orders.ts';
import { orderCard, staffSignIn } from '../staff.ts';
import { expect, type Session, signIn, test } from '../test.ts';

// The journey's board and cash-up are on a device the e2e admin is signed in on (test.ts).
test.use({ staffSignedIn: true });

const SHOTS = '/work/shots/drivers';

/** A member made a driver by the admin, and their session on their own phone. */
async function newDriver(request: APIRequestContext, baseURL: string, name = 'Dara Kinsella') {
  const { token } = await staffSignIn(request);
  const headers = { authorization: `Bearer ${token}` };
  // The first name without its accents: 'Síle' signs in as sile.….
  const first = (name.split(' ')[0] ?? 'driver')
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();
  const email = `${first}.${Date.now()}@tiffin.test`;
  const password = 'a long drivers password 2026';
  const added = await request.post('/api/v1/staff/members', {
    headers,
    data: { name, email, password, role: 'staff' },
  });
  expect(added.status()).toBe(200);
  const member = (await added.json()) as { id: number };
  expect(
    (await request.put(`/api/v1/staff/drivers/${member.id}`, { headers, data: { driver: true } })).status(),
  ).toBe(200);
  const login = (await (
    await request.post('/api/v1/staff/auth/login', { data: { email, password } })
  ).json()) as {
    token: string;
    staff: unknown;
  };
  return {
    id: member.id,
    token: login.token,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'staff_session', value: JSON.stringify({ token: login.token, member: login.staff }) },
          ],
        },
      ],
    },
  };
}

/** A cash delivery order of four bhajis to an address 5 km north of the restaurant, accepted. */
async function acceptedDelivery(request: APIRequestContext, customer: Session) {
  const placed = await placeDeliveryOrder(request, customer, { orderNote: 'Blue door, ring twice' });
  await (await kitchen(request)).accept(placed.orderId);
  return { id: placed.orderId, reference: placed.reference, total: placed.total };
}

/**
 * A second driver's evening through the API, as their phone's buttons send it: one cash delivery
 * taken and delivered, then counted by the admin `differenceCents` off what was expected, said why.
 */
async function secondDriverCashedUp(
  request: APIRequestContext,
  baseURL: string,
  customer: Session,
  { differenceCents, note }: { differenceCents: number; note: string },
) {
  const driver = await newDriver(request, baseURL, 'Síle Brennan');
  const order = await acceptedDelivery(request, customer);
  const admin = { authorization: `Bearer ${(await staffSignIn(request)).token}` };
  const asDriver = { authorization: `Bearer ${driver.token}` };
  const assigned = await request.post(`/api/v1/staff/orders/${order.id}/driver`, {
    headers: admin,
    data: { driver_id: driver.id },
  });
  expect(assigned.status()).toBe(200);
  const run = (await (await request.get('/api/v1/staff/run', { headers: asDriver })).json()) as {
    stops: { delivery_id: number }[];
  };
  const deliveryId = run.stops[0]?.delivery_id;
  for (const step of ['picked-up', 'delivered']) {
    const stepped = await request.post(`/api/v1/staff/deliveries/${deliveryId}/${step}`, {
      headers: asDriver,
    });
    expect(stepped.status()).toBe(200);
  }
  const countedCents = Math.round(Number(order.total) * 100) + differenceCents;
  const counted = await request.post(`/api/v1/staff/drivers/${driver.id}/cash-up`, {
    headers: admin,
    data: { counted_cents: countedCents, note },
  });
  expect(counted.status(), await counted.text()).toBe(200);
}

/**
 * Issue 50's drive, at a phone's width: the board puts an accepted cash delivery on Dara's run, a
 * second one after it; on Dara's phone (375 px) Dara moves the first later, then Picked up, and
 * the customer's open order page says within a second who is bringing it; Delivered; then a
 * member counts Dara's cash a euro short, with a note; a second driver's count is 50 cent over; the
 * day-end report and the accountant's CSV show both. (Their arithmetic to the cent, with refunds and
 * changes: drivers/runs.test.ts.)
 */
test('a delivery goes on a run, out and delivered from the driver’s phone, and is cashed up', async ({
  page,
  browser,
  request,
  baseURL,
  customer,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const driver = await newDriver(request, baseURL);
  const order = await acceptedDelivery(request, customer);

  // The customer's order page, open on their phone.
  const customerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer);
  await customerPage.goto(`/profile/orders/${order.id}`);
  await expect(customerPage.getByRole('status').filter({ hasText: 'Confirmed' })).toBeVisible();

  // The board: put it on Dara's run.
  await page.goto('/staff');
  const card = orderCard(page, order.reference);
  await card
    .getByLabel(`Put order #${order.reference} on a driver's run`)
    .selectOption({ label: 'Dara Kinsella' });
  await card.getByRole('button', { name: 'Put on run' }).click();
  await expect(card.getByText("On Dara Kinsella's run")).toBeVisible();
  // A second delivery on the run after it, put there through the API.
  const later = await acceptedDelivery(request, customer);
  const { token } = await staffSignIn(request);
  const assigned = await request.post(`/api/v1/staff/orders/${later.id}/driver`, {
    headers: { authorization: `Bearer ${token}` },
    data: { driver_id: driver.id },
  });
  expect(assigned.status()).toBe(200);

  // Dara's phone: Dara drives the second one first.
  const driverContext = await browser.newContext({
    viewport: { width: 375, height: 812 },
    storageState: driver.storageState,
  });
  const phone = await driverContext.newPage();
  await phone.goto('/staff/run');
  await phone.getByRole('button', { name: `Move order #${order.reference} later in the run` }).click();
  await expect(phone.getByRole('heading', { level: 2 })).toHaveText([
    `1. Order #${later.reference}`,
    `2. Order #${order.reference}`,
  ]);
  const stop = phone.getByRole('article', { name: `2. Order #${order.reference}` });
  await expect(stop.getByText('E25', { exact: false }).or(stop.getByText('Rock View').first())).toBeVisible();
  await expect(stop.getByText(`Collect €${order.total} cash`)).toBeVisible();
  await expect(stop.getByRole('link', { name: 'Call', exact: false })).toHaveAttribute(
    'href',
    'tel:0877654321',
  );
  await phone.screenshot({ path: `${SHOTS}/driver-run-375.png`, fullPage: true });
  await stop.getByRole('button', { name: 'Picked up' }).click();
  await expect(customerPage.getByText(/is on its way with Dara: left at/)).toBeVisible({ timeout: 1_000 });
  await phone.screenshot({ path: `${SHOTS}/driver-run-picked-up-375.png`, fullPage: true });
  await stop.getByRole('button', { name: 'Delivered' }).click();
  await expect(phone.getByRole('heading', { level: 2 })).toHaveText([
    `1. Order #${later.reference}`,
    'Since the last cash-up',
  ]);
  await expect(customerPage.getByRole('status').filter({ hasText: 'Delivered' })).toBeVisible();

  // The cash-up, by the admin on Dara's page: a euro short, said why.
  await page.goto(`/staff/drivers/${driver.id}`);
  const counted = (Number(order.total) - 1).toFixed(2);
  await page.getByLabel('Cash counted (€)').fill(counted);
  await expect(page.getByText('Difference: −€1.00')).toBeVisible();
  await page.getByLabel('Note', { exact: false }).fill('A euro short: change given twice');
  await page.screenshot({ path: `${SHOTS}/cash-up-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Record the cash-up' }).click();
  await expect(page.getByText('Cash-up recorded: −€1.00 difference.')).toBeVisible();

  await secondDriverCashedUp(request, baseURL, customer, {
    differenceCents: 50,
    note: 'A tip left in the bag',
  });

  await page.goto('/staff/reports');
  const table = page.getByRole('table', { name: 'Drivers’ cash-ups' });
  const dara = table.getByRole('row', { name: /Dara Kinsella/ }).last();
  await expect(dara).toContainText('A euro short: change given twice');
  await expect(dara).toContainText('−€1.00');
  const sile = table.getByRole('row', { name: /Síle Brennan/ }).last();
  await expect(sile).toContainText('A tip left in the bag');
  await expect(sile).toContainText('€0.50');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Cash-ups (CSV)' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Date,Time,Driver,Counted by,Orders,Expected,Counted,Difference,Note,Tips');
  expect(lines.find((line) => line.includes('Dara Kinsella'))).toContain(
    ',-1.00,A euro short: change given twice,',
  );
  expect(lines.find((line) => line.includes('Síle Brennan'))).toContain(',0.50,A tip left in the bag,');
  await customerContext.close();
  await driverContext.close();
});
