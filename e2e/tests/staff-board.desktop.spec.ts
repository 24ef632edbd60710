import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import {
  addDish,
  authorised,
  chooseTomorrow,
  dublinDateIn,
  goToCheckout,
  mainButton,
  payInCash,
  startSignedInWithEmptyBasket,
} from '../checkout.ts';
import { placeCollectionOrder } from '../orders.ts';
import { column, openStaffBoard, orderCard } from '../staff.ts';
import { dish } from '../storefront.ts';
import { expect, test } from '../test.ts';

/**
 * The restaurant's side (issue 14) with the real server: a member of staff watches the board in
 * one browser context while a customer orders in another; the order arrives live with the sound,
 * is accepted and moved along to collected; the kitchen ticket prints it; the board works on a
 * kitchen tablet (768 px). Desktop only: the board is for the pass, not for a phone. Slots 10-11 of
 * tomorrow are this spec's (the checkout specs use 0-9).
 */

test.describe('the staff order board', () => {
  test('a customer’s order arrives live with a sound, is accepted and moved to collected; its ticket prints', async ({
    page,
    customer,
    browser,
    staffStorageState,
  }, testInfo) => {
    // Two people's whole journeys, the ticket and the tablet: longer than one page's test.
    test.setTimeout(120_000);
    const staffContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: staffStorageState,
    });
    // Counts the tones the board plays (Web Audio), the sound a busy kitchen hears.
    await staffContext.addInitScript(() => {
      const counted = window as unknown as { tonesPlayed: number };
      counted.tonesPlayed = 0;
      const createOscillator = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        counted.tonesPlayed += 1;
        return createOscillator.call(this);
      };
    });
    const board = await staffContext.newPage();
    const tonesPlayed = () =>
      board.evaluate(() => (window as unknown as { tonesPlayed: number }).tonesPlayed);
    await openStaffBoard(board);
    await expect(board.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await expectNoAxeViolations(board);
    await board.getByRole('switch', { name: 'Sound for new orders' }).check();
    await expect.poll(tonesPlayed).toBeGreaterThan(0);
    const tonesBefore = await tonesPlayed();

    // The customer orders in their own browser.
    await startSignedInWithEmptyBasket(page, customer);
    await page.goto('/');
    await addDish(page, 'Vegetable Samosa');
    await addDish(page, 'Chicken Pakora');
    await addDish(page, 'Onion Bhaji');
    await goToCheckout(page);
    await payInCash(page);
    await chooseTomorrow(page, 'Pickup Time', 10);
    await mainButton(page).click();
    await page
      .getByRole('dialog', { name: 'Confirm Action' })
      .getByRole('button', { name: 'Place Order' })
      .click();
    const success = page.getByRole('dialog', { name: /^Order #[A-Z0-9]+ placed successfully!$/ });
    await expect(success).toBeVisible({ timeout: 10_000 });
    const title = await success.getByRole('heading').first().innerText();
    const reference = /^Order #([A-Z0-9]+) placed successfully!$/.exec(title.trim())?.[1] as string;

    // On the board without a reload: in New, with a chime, counted in the tab's title.
    const card = orderCard(board, reference);
    await expect(column(board, 'New').getByRole('article', { name: `#${reference}` })).toBeVisible({
      timeout: 2000,
    });
    await expect.poll(tonesPlayed).toBeGreaterThan(tonesBefore);
    await expect(board).toHaveTitle(/^\(\d+\) New orders · Tiffin$/);
    await expect(card.getByText('1 × Vegetable Samosa')).toBeVisible();
    await expect(card.getByText(/^Cash due €20\.50$/)).toBeVisible();
    await expect(card.locator('strong')).toContainText('Milk');
    await board.screenshot({ path: testInfo.outputPath('board-new-order.png') });

    await card.getByRole('button', { name: 'Accept' }).click();
    const accept = board.getByRole('dialog', { name: `Accept order #${reference}` });
    await expect(accept.getByRole('radio', { name: /^At the time asked/ })).toBeChecked();
    await expectNoAxeViolations(board);
    await accept.getByRole('button', { name: 'Accept order' }).click();
    await expect(accept).toBeHidden();
    await expect(column(board, 'Accepted').getByRole('article', { name: `#${reference}` })).toBeVisible();

    await card.getByRole('button', { name: 'Start cooking' }).click();
    await expect(column(board, 'Cooking').getByRole('article', { name: `#${reference}` })).toBeVisible();
    await card.getByRole('button', { name: 'Ready for collection' }).click();
    await expect(column(board, 'Ready').getByRole('article', { name: `#${reference}` })).toBeVisible();

    // On a kitchen tablet at the pass (issue 47), before any scrolling: the header one low row, the
    // Ready column's first card whole on the screen, its buttons 44 px or more with their words on
    // one line, the phone number a 44 px target.
    await board.setViewportSize({ width: 768, height: 1024 });
    await board.evaluate(() => window.scrollTo(0, 0));
    const header = await board.locator('header').first().boundingBox();
    expect(header?.height).toBeLessThanOrEqual(80);
    const readyCard = column(board, 'Ready').getByRole('article').first();
    const shown = await readyCard.boundingBox();
    expect((shown?.y ?? 0) + (shown?.height ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(1024);
    for (const target of [
      readyCard.getByRole('button', { name: 'Collected' }),
      readyCard.getByRole('link', { name: `Print ticket #${reference}` }),
      readyCard.getByRole('link', { name: /^0\d/ }),
    ]) {
      const box = await target.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
      // One line of words: no taller than the 44 px a button of one line is.
      expect(box?.height).toBeLessThanOrEqual(48);
    }
    await board.screenshot({ path: testInfo.outputPath('board-768-ready.png') });
    await board.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('button', { name: 'Collected' }).click();
    const done = column(board, 'Done today').getByRole('article', { name: `#${reference}` });
    await expect(done).toBeVisible();
    await expect(done.getByText('Collected', { exact: true })).toBeVisible();

    // The kitchen ticket, in a tab of its own, as printed.
    const [ticket] = await Promise.all([
      staffContext.waitForEvent('page'),
      done.getByRole('link', { name: `Print ticket #${reference}` }).click(),
    ]);
    await ticket.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(ticket.getByRole('heading', { name: `#${reference}` })).toBeVisible();
    // Collected: the cash was taken, so the ticket no longer asks for it (issue 29).
    await expect(ticket.getByText('Paid in cash')).toBeVisible();
    await expect(ticket.getByText(/cash due/i)).toHaveCount(0);
    await expect(ticket.locator('strong').filter({ hasText: 'Milk' })).toBeVisible();
    await expectNoAxeViolations(ticket);
    await ticket.emulateMedia({ media: 'print' });
    await expect(ticket.getByRole('button', { name: 'Print' })).toBeHidden();
    await ticket.screenshot({ path: testInfo.outputPath('ticket-print.png'), fullPage: true });

    // A kitchen tablet: the columns still fit and work.
    await board.setViewportSize({ width: 768, height: 1024 });
    await expect(column(board, 'New')).toBeVisible();
    await expectNoAxeViolations(board);
    await board.screenshot({ path: testInfo.outputPath('board-768.png'), fullPage: true });
    await staffContext.close();
  });

  test('a long unbroken note wraps on the board’s card and on the ticket, nothing wider than the screen (issue 30)', async ({
    customer,
    browser,
    staffStorageState,
    request,
  }, testInfo) => {
    const note = 'W'.repeat(300);
    const { orderId, reference } = await placeCollectionOrder(request, customer, {
      date: dublinDateIn(3),
      time: '21:15',
      orderNote: note,
      itemNote: `Extra${'X'.repeat(195)}`,
    });
    const staffContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: staffStorageState,
    });
    const board = await staffContext.newPage();
    await openStaffBoard(board);
    const widths = (element: Locator) =>
      element.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
    const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

    const card = orderCard(board, reference);
    await expect(card.getByText(note)).toBeVisible();
    const onBoard = await widths(card);
    expect(onBoard.scroll).toBeLessThanOrEqual(onBoard.client);
    expect(await pageWidth(board)).toBeLessThanOrEqual(1280);
    await board.screenshot({ path: testInfo.outputPath('board-long-note.png') });

    await board.goto(`/staff/orders/${orderId}/ticket`);
    const ticket = board.getByRole('article');
    await expect(ticket.getByText(note)).toBeVisible();
    const onTicket = await widths(ticket);
    expect(onTicket.scroll).toBeLessThanOrEqual(onTicket.client);
    expect(await pageWidth(board)).toBeLessThanOrEqual(1280);
    await board.screenshot({ path: testInfo.outputPath('ticket-long-note.png'), fullPage: true });
    await staffContext.close();
  });

  test("86'ing a dish takes it off the customer's menu at once, and putting it back brings it back", async ({
    page,
    browser,
    staffStorageState,
  }, testInfo) => {
    // Two people's whole journeys, the ticket and the tablet: longer than one page's test.
    test.setTimeout(120_000);
    const staffContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: staffStorageState,
    });
    const staff = await staffContext.newPage();
    await openStaffBoard(staff);
    await staff.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Menu' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: /^Menu · / })).toBeVisible();
    await expectNoAxeViolations(staff);

    // A dish no other journey orders: the others run at the same time, and would find it gone.
    await page.goto('/');
    await expect(dish(page, 'Chicken Chettinad')).toBeVisible();

    await staff.getByRole('button', { name: '86 Chicken Chettinad' }).click();
    await expect(staff.getByRole('button', { name: 'Put Chicken Chettinad back on the menu' })).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath('staff-menu.png') });
    await page.reload();
    await expect(dish(page, 'Vegetable Samosa')).toBeVisible();
    await expect(dish(page, 'Chicken Chettinad')).toHaveCount(0);

    await staff.getByRole('button', { name: 'Put Chicken Chettinad back on the menu' }).click();
    await expect(staff.getByRole('button', { name: '86 Chicken Chettinad' })).toBeVisible();
    await page.reload();
    await expect(dish(page, 'Chicken Chettinad')).toBeVisible();
    await staffContext.close();
  });

  test('an admin adds a member, who signs in; disabled, the member is signed out; the log shows both', async ({
    browser,
    staffStorageState,
  }, testInfo) => {
    const adminContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: staffStorageState,
    });
    const admin = await adminContext.newPage();
    await openStaffBoard(admin);
    await admin.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Staff' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: /^Staff · / })).toBeVisible();
    await expectNoAxeViolations(admin);

    const add = admin.getByRole('region', { name: 'Add a member' });
    await add.getByLabel('Name').fill('Priya Nair');
    await add.getByLabel('E-mail address').fill('priya@tiffin.test');
    await add.getByLabel('Password (12 characters or more)').fill('tandoor at six sharp');
    await add.getByRole('button', { name: 'Add member' }).click();
    await expect(add.getByText('Priya Nair can now sign in.')).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Members' }).getByText('priya@tiffin.test')).toBeVisible();

    const cookContext = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const cook = await cookContext.newPage();
    await cook.goto('/staff');
    await cook.getByLabel('E-mail address').fill('priya@tiffin.test');
    await cook.getByLabel('Password', { exact: true }).fill('tandoor at six sharp');
    await cook.getByRole('button', { name: 'Sign in' }).click();
    await expect(cook.getByRole('heading', { level: 1, name: /^Orders · / })).toBeVisible();
    // Not an admin: no Staff page in the navigation.
    await expect(
      cook.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Staff' }),
    ).toHaveCount(0);

    await admin.getByRole('button', { name: 'Disable Priya Nair' }).click();
    await expect(admin.getByRole('button', { name: 'Enable Priya Nair' })).toBeVisible();
    const log = admin.getByRole('region', { name: 'What the staff did' });
    await expect(log.getByText('disabled a member of staff').first()).toBeVisible();
    await expect(log.getByText('added a member of staff').first()).toBeVisible();
    await admin.screenshot({ path: testInfo.outputPath('staff-team.png'), fullPage: true });

    // The cook's next call finds the session ended: back to the sign-in, saying so.
    await cook.reload();
    await expect(cook.getByText('Your staff session has ended. Sign in again.')).toBeVisible();
    await adminContext.close();
    await cookContext.close();
  });

  test('an admin closes a date in the settings: no slots that day for customers until it is opened again', async ({
    page,
    customer,
    browser,
    staffStorageState,
  }, testInfo) => {
    const adminContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: staffStorageState,
    });
    const admin = await adminContext.newPage();
    await openStaffBoard(admin);
    await admin
      .getByRole('navigation', { name: 'Staff pages' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: /^Settings · / })).toBeVisible();
    await expect(admin.getByLabel('Orders per 15-minute slot')).toHaveValue('6');
    await expectNoAxeViolations(admin);

    const date = dublinDateIn(5);
    const slots = async () => {
      const answer = await page.request.post('/api/v1/tslots', {
        headers: authorised(customer),
        data: { date },
      });
      return (await answer.json()).slots as string[];
    };
    expect(await slots()).not.toEqual([]);

    const closedDates = admin.getByRole('region', { name: 'Closed dates' });
    await closedDates.getByLabel('Date').fill(date);
    await closedDates.getByLabel('Reason (optional)').fill('Staff training');
    await closedDates.getByRole('button', { name: 'Close this date' }).click();
    await expect(closedDates.getByText('Staff training')).toBeVisible();
    expect(await slots()).toEqual([]);
    await admin.screenshot({ path: testInfo.outputPath('staff-settings.png'), fullPage: true });

    await closedDates.getByRole('button', { name: /^Open .* again$/ }).click();
    await expect(closedDates.getByText('No closed dates ahead')).toBeVisible();
    expect(await slots()).not.toEqual([]);
    await adminContext.close();
  });

  test('the staff find a customer and their orders; an admin reads the e-mails sent and sends one again', async ({
    customer,
    browser,
    staffStorageState,
    request,
  }) => {
    // The journey's own order, whose receipt it reads (another journey's may not be on this server).
    const { reference } = await placeCollectionOrder(request, customer, {
      date: dublinDateIn(3),
      time: '20:15',
    });
    const adminContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: staffStorageState,
    });
    const admin = await adminContext.newPage();
    await openStaffBoard(admin);
    const nav = admin.getByRole('navigation', { name: 'Staff pages' });

    await nav.getByRole('link', { name: 'Customers' }).click();
    await admin.getByLabel('Name, e-mail or phone').fill(customer.user.email);
    await admin.getByRole('button', { name: 'Search' }).click();
    const found = admin.getByRole('listitem').filter({ hasText: customer.user.email });
    await expect(found).toBeVisible();
    await found.getByRole('button', { name: /orders?$/ }).click();
    await expect(admin.getByRole('heading', { name: `Orders of ${customer.user.name}` })).toBeVisible();
    await expectNoAxeViolations(admin);

    await nav.getByRole('link', { name: 'E-mails' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: /^E-mails · / })).toBeVisible();
    const receipt = admin
      .getByRole('listitem')
      .filter({ hasText: `Your order #${reference} at Tiffin` })
      .first();
    await receipt.locator('summary').click();
    await expect(receipt.getByText('Allergens in this order')).toBeVisible();
    await expectNoAxeViolations(admin);
    await receipt.getByRole('button', { name: /^Send again: Your order #/ }).click();
    await expect(admin.getByRole('status').filter({ hasText: /^Sent again\.$/ })).toBeVisible();
    await adminContext.close();
  });

  test('the staff confirm a table enquiry with a reply; an admin creates a coupon customers then see, and reads the figures', async ({
    page,
    customer,
    browser,
    staffStorageState,
  }, testInfo) => {
    const email = `table.${Date.now()}@example.ie`;
    const asked = await page.request.post('/api/v1/preorder', {
      data: {
        name: 'Niamh Kelly',
        email,
        phone: '087 123 4567',
        date: dublinDateIn(3),
        time: '19:30',
        people: 6,
      },
    });
    expect(asked.ok()).toBe(true);

    const adminContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: staffStorageState,
    });
    const admin = await adminContext.newPage();
    await openStaffBoard(admin);
    const nav = admin.getByRole('navigation', { name: 'Staff pages' });

    await nav.getByRole('link', { name: 'Enquiries' }).click();
    const enquiry = admin.getByRole('listitem').filter({ hasText: email });
    await expect(enquiry.getByText(/^6 people · /)).toBeVisible();
    await expectNoAxeViolations(admin);
    await enquiry.getByLabel('Reply to the customer').fill('The window table is yours. See you then!');
    await enquiry.getByRole('button', { name: 'Confirm the table' }).click();
    await expect(admin.getByText(`Confirmed: the reply goes to ${email}.`)).toBeVisible();
    await admin.getByLabel('Show').selectOption('confirmed');
    await expect(
      admin
        .getByRole('listitem')
        .filter({ hasText: email })
        .getByText('The window table is yours. See you then!'),
    ).toBeVisible();

    await nav.getByRole('link', { name: 'Coupons' }).click();
    await admin.getByRole('button', { name: 'New coupon' }).click();
    const code = `E2E${Date.now() % 100000}`;
    const form = admin.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Title (shown to customers)').fill('Winter warmer');
    await form.getByLabel('Percent', { exact: true }).fill('15');
    await expectNoAxeViolations(admin);
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expect(admin.getByText(`${code} is saved.`)).toBeVisible();
    await expect(
      admin
        .getByRole('listitem')
        .filter({ hasText: code })
        .getByText(/0 of 100 used$/),
    ).toBeVisible();
    const offered = await page.request.get('/api/v1/coupon/list', { headers: authorised(customer) });
    expect(((await offered.json()) as { code: string }[]).map((coupon) => coupon.code)).toContain(code);
    await admin.screenshot({ path: testInfo.outputPath('staff-coupons.png'), fullPage: true });

    await nav.getByRole('link', { name: 'Figures' }).click();
    await expect(admin.getByRole('region', { name: 'Orders per day' })).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Pages viewed' })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: testInfo.outputPath('staff-figures.png'), fullPage: true });
    await adminContext.close();
  });

  test('an admin adds a category and a dish with its photo: customers see them at once; hidden, they are gone', async ({
    page,
    browser,
    staffStorageState,
  }, testInfo) => {
    const adminContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: staffStorageState,
    });
    const admin = await adminContext.newPage();
    await openStaffBoard(admin);
    await admin.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Menu' }).click();
    const stamp = Date.now() % 100000;
    const category = `Specials ${stamp}`;
    const dishName = `Friday Thali ${stamp}`;
    await admin.getByRole('button', { name: 'Add a category' }).click();
    const newCategory = admin.getByRole('form', { name: 'Add a category' });
    await newCategory.getByLabel('Category name').fill(category);
    await newCategory.getByRole('button', { name: 'Add a category' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: category })).toBeVisible();

    await admin.getByRole('button', { name: `Add a dish to ${category}` }).click();
    const newDish = admin.getByRole('form', { name: 'New dish' });
    await newDish.getByLabel('Name', { exact: true }).fill(dishName);
    await newDish.getByLabel('Price (€)').fill('16.50');
    await newDish.getByLabel('Description').fill('Dal, two curries, rice and a naan.');
    await newDish.getByRole('checkbox', { name: 'Milk' }).check();
    await newDish.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('button', { name: `Edit ${dishName}` }).click();
    await admin.getByLabel('Photo: JPEG, PNG or WebP, up to 15 MB').setInputFiles({
      name: 'thali.png',
      mimeType: 'image/png',
      // A 1×1 PNG.
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(admin.getByText('The photo is on the menu.')).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: testInfo.outputPath('staff-menu-editing.png'), fullPage: true });

    const customerMenu = async () =>
      (await (await page.request.get('/api/custom/custom/products-with-categories')).json()) as {
        products: { name: string; price: string; image: string | null }[];
      };
    const shown = (await customerMenu()).products.find((product) => product.name === dishName);
    expect(shown).toMatchObject({ price: '16.50' });
    // Made into the pipeline's JPEG (and AVIF and WebP) at its own width (decision 052).
    expect(shown?.image).toMatch(/^uploads\/[0-9a-f]{20}-1\.jpg$/);
    const photo = await page.request.get(`/storage/app/public/product/${shown?.image}`);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    // The photo's own `src`, as the menu renders it, answers: what reads `src` alone (an old
    // browser, a crawler, a link preview) gets the photo, not a 404 (issue 47).
    await page.goto('/');
    const src = await page.getByRole('img', { name: dishName }).first().getAttribute('src');
    expect(src).toBe(`/storage/app/public/product/${shown?.image}`);
    const rendered = await page.request.get(src ?? '');
    expect([rendered.status(), rendered.headers()['content-type']]).toEqual([200, 'image/jpeg']);

    await admin.getByRole('button', { name: `Edit the ${category} category` }).click();
    const categoryForm = admin.getByRole('form', { name: `Edit the ${category} category` });
    await categoryForm.getByLabel('Shown to customers').uncheck();
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Hidden from customers')).toBeVisible();
    expect((await customerMenu()).products.map((product) => product.name)).not.toContain(dishName);
    await adminContext.close();
  });

  test('a customer’s token does not open the board: the staff sign-in shows instead', async ({
    page,
    customer,
  }) => {
    await startSignedInWithEmptyBasket(page, customer);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await page.getByLabel('E-mail address').fill(customer.user.email);
    await page.getByLabel('Password', { exact: true }).fill('customer-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is not right');
  });
});
