import { NEXT_DAY_CUTOFF_HOUR, parseTime12h } from '@tiffin/core';
import { addDish, dublinDateIn, goToCheckout, payInCash, startSignedInWithEmptyBasket } from '../checkout.ts';
import { openStaffBoard } from '../staff.ts';
import { expect, test } from '../test.ts';

/**
 * Busy mode reaches an open checkout (issue 33): a customer at 375 px looks at today's times in the
 * checkout's Day & Time; a member of staff at the pass (1280 px) adds 20 minutes; the checkout's
 * estimate says 20 minutes more within 5 s (issue 47) and the times offered start later, without a
 * reload. The server runs on the real clock, so the restaurant is opened all
 * day for the journey (site.ts's openAllDay, to 23:59). Late in the evening today's last times are
 * the ones busy mode takes away: then none is offered after it. From NEXT_DAY_CUTOFF_HOUR (22:00)
 * the checkout offers tomorrow's times only, which busy mode never brings earlier (near midnight
 * its 20 minutes may reach past midnight, and take tomorrow's first times too).
 */

/** The last slot a day opened to 23:59 offers: 23:45. */
const LAST_SLOT_MINUTES = 23 * 60 + 45;

test.afterEach(({ site }) => site.resetPace());

const minutesOf = (label: string) => {
  const [hours = 0, minutes = 0] = (parseTime12h(label) ?? '').split(':').map(Number);
  return hours * 60 + minutes;
};

test('staff turn busy mode on and the customer’s open checkout offers later times', async ({
  page,
  customer,
  site,
  browser,
  staffStorageState,
}) => {
  test.setTimeout(120_000);
  await site.openAllDay();
  await startSignedInWithEmptyBasket(page, customer);
  await page.goto('/');
  await addDish(page, 'Onion Bhaji');
  await goToCheckout(page);
  await payInCash(page);
  await expect(page.getByText('Estimated collection time: 20-25 min')).toBeVisible();
  await page.getByRole('button', { name: /^Day & Time/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pickup Time' });
  await dialog.getByLabel('Date').fill(dublinDateIn(0));
  const slots = dialog.getByRole('radio');
  const firstSlot = slots.first();
  const noSlots = dialog.getByText('No slots available');
  /** The first time offered today; null when none is left; undefined while the times load. */
  const firstTime = async () => {
    if ((await slots.count()) > 0) return minutesOf((await firstSlot.getAttribute('value')) as string);
    return (await noSlots.isVisible()) ? null : undefined;
  };
  // Today's first time (none left from about 23:30, the lead time before the last slot).
  await expect(firstSlot.or(noSlots)).toBeVisible();
  const before = await firstTime();
  const dublinHour = Number(
    new Intl.DateTimeFormat('en-IE', { timeZone: 'Europe/Dublin', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  const tomorrowOnly = dublinHour >= NEXT_DAY_CUTOFF_HOUR;

  const staffContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: staffStorageState,
  });
  try {
    const board = await staffContext.newPage();
    await openStaffBoard(board);
    await board.locator('summary', { hasText: 'Busy mode' }).click();
    const busyForm = board.getByRole('form', { name: 'Busy mode' });
    await busyForm.getByRole('radio', { name: '+20 min' }).check();
    await busyForm.getByRole('radio', { name: '30 min', exact: true }).check();
    await busyForm.getByRole('button', { name: 'Start busy mode' }).click();
    // In the 12-hour time of the board's orders (issue 47).
    await expect(board.getByText(/^Busy: \+20 min until \d{1,2}:\d{2} [AP]M( on .+)?$/)).toBeVisible();
    await expect(page.getByText('Estimated collection time: 40-45 min')).toBeVisible({ timeout: 5_000 });

    // The open dialog's times follow: the first is at least a 15-minute slot later (20 minutes more
    // lead time); or, late in the evening, no time is left today.
    if (tomorrowOnly) {
      await expect(board.getByText(/^Busy: /)).toBeVisible();
      expect(await firstTime()).toBeGreaterThanOrEqual(before as number);
    } else if (typeof before === 'number' && before + 30 <= LAST_SLOT_MINUTES) {
      await expect.poll(firstTime, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 15);
    } else {
      await expect.poll(firstTime, { timeout: 15_000 }).toBeNull();
    }
  } finally {
    await staffContext.close();
  }
});
