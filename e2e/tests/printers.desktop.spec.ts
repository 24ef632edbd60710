import { FakePrinter } from '../../apps/api/src/test/fake-printer.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { dublinDateIn } from '../checkout.ts';
import { placeCollectionOrder } from '../orders.ts';
import { openStaffBoard, orderCard } from '../staff.ts';
import { expect, test } from '../test.ts';

/**
 * Automatic printing (issue 28) with the real server: an admin registers a kitchen printer and types
 * what the page shows into it — here a fake Star printer run by this test, polling the worker's
 * server by CloudPRNT as a TSP100IV does. A customer's order prints within the poll interval and a
 * second, "Reprint" on the board prints it again, and paper running out shows on the board. Desktop:
 * the board is for the pass. The 20:30 slot six days ahead is this spec's.
 */

const POLL_INTERVAL_MS = 1000;

test('a kitchen printer prints each order as it arrives, reprints from the board, and the board shows it out of paper', async ({
  browser,
  staffStorageState,
  customer,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const staffContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: staffStorageState,
  });
  const staff = await staffContext.newPage();
  await openStaffBoard(staff);
  const nav = staff.getByRole('navigation', { name: 'Staff pages' });
  await nav.getByRole('link', { name: 'Printers' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Printers · / })).toBeVisible();

  await staff.getByRole('button', { name: 'Add a printer' }).click();
  const form = staff.getByRole('form', { name: 'Add a printer' });
  await form.getByLabel('Name (e.g. Kitchen)').fill('Pass printer');
  await expect(form.getByRole('radio', { name: 'As soon as it arrives' })).toBeChecked();
  await form.getByRole('button', { name: 'Add printer' }).click();
  const setup = staff.getByRole('region', { name: 'Set up Pass printer' });
  await expect(setup).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.screenshot({ path: testInfo.outputPath('printer-credentials.png'), fullPage: true });
  const shown = async (label: string) =>
    (await setup.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').innerText()).trim();
  const printer = new FakePrinter({
    url: await shown('Server URL'),
    username: await shown('User name'),
    password: await shown('Password'),
    pollIntervalMs: POLL_INTERVAL_MS,
  });
  await setup.getByRole('button', { name: 'Done' }).click();
  await expect(setup).toBeHidden();
  printer.start();
  try {
    const listed = staff.getByRole('listitem', { name: 'Pass printer' });
    await expect(listed.getByText('Online')).toBeVisible({ timeout: 15_000 });

    // The board shows the printer; a customer orders.
    // Its name may carry the new orders' count ('Orders, 1 new order').
    await nav.getByRole('link', { name: /^Orders/ }).click();
    const strip = staff.getByRole('region', { name: 'Printers' });
    await expect(strip.getByText('Pass printer')).toBeVisible();
    await expect(strip.getByText('Online')).toBeVisible();
    const placed = await placeCollectionOrder(request, customer, { date: dublinDateIn(6), time: '20:30' });
    const placedAt = Date.now();
    const [ticket] = await printer.waitForTickets(1, POLL_INTERVAL_MS + 1000);
    expect(Date.now() - placedAt).toBeLessThan(POLL_INTERVAL_MS + 1000);
    expect(ticket?.text).toContain(`#${placed.reference}`);
    expect(ticket?.text).toContain(customer.user.name);
    expect(ticket?.bold).toContainEqual(expect.stringContaining('COLLECTION'));
    expect(ticket?.cuts).toBe(1);

    // Reprint from the board.
    const card = orderCard(staff, placed.reference);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Reprint #${placed.reference}` }).click();
    await expect(card.getByText('Sent to the printer.')).toBeVisible();
    const [, reprinted] = await printer.waitForTickets(2, POLL_INTERVAL_MS + 1000);
    expect(reprinted?.bold[0]).toContain('REPRINT');
    expect(reprinted?.text).toContain(`#${placed.reference}`);

    // Out of paper: the board says so (its printer states are asked for every 10 s).
    printer.set('paper_out');
    await expect(strip.getByText('Paper out')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(staff);
    await staff.screenshot({ path: testInfo.outputPath('board-paper-out.png') });
  } finally {
    await printer.stop();
  }

  // The printer taken away again, so this worker's other journeys print nothing.
  await nav.getByRole('link', { name: 'Printers' }).click();
  await staff.getByRole('button', { name: 'Delete Pass printer' }).click();
  await staff.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(staff.getByText('Pass printer is deleted.')).toBeVisible();
  await staffContext.close();
});
