import { authorised, dublinDateIn } from '../checkout.ts';
import { openStaffBoard } from '../staff.ts';
import { expect, signIn, test } from '../test.ts';

/**
 * Ordering pauses when nobody is watching (issue 28), with the real server: with the setting at 1
 * minute, the restaurant open and no board in touch for 2 minutes, a customer's phone says ordering
 * is paused and no time is offered; a member of staff opens the board and ordering is open again.
 * The server runs on the real clock, so the journey writes the pause's inputs (site.ts's
 * kitchenWatch) rather than waiting for them, and puts the seed's settings back after.
 */

const PAUSED = 'Online ordering is paused — please call us on 062 61234';

test.afterEach(({ site }) => site.kitchenWatch.restore());

test('with no board in touch the storefront says ordering is paused; a board opened resumes it', async ({
  page,
  customer,
  site,
  browser,
  staffStorageState,
  request,
}) => {
  // Tomorrow's times: late in the evening today's have all passed, and the pause takes every day's.
  const slotsTomorrow = async () => {
    const answer = await request.post('/api/v1/tslots', {
      headers: authorised(customer),
      data: { date: dublinDateIn(1) },
    });
    return ((await answer.json()) as { slots: string[] }).slots;
  };
  await site.kitchenWatch.unattendedFor(1, 2);

  await signIn(page, customer);
  await page.goto('/');
  const notice = page.getByRole('link', { name: PAUSED });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('href', 'tel:06261234');
  expect(await slotsTomorrow()).toEqual([]);

  // A member of staff opens the board (on the pass's screen).
  const staffContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: staffStorageState,
  });
  try {
    await openStaffBoard(await staffContext.newPage());
    // The board's fetch is the contact (a process writes one member's at most every 15 s).
    await expect.poll(async () => (await slotsTomorrow()).length, { timeout: 45_000 }).toBeGreaterThan(0);
    // The scheduled look (every 15 s) announces the change, which clears the rendered pages.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Tiffin' })).toBeVisible();
      await expect(notice).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 45_000 });
  } finally {
    await staffContext.close();
  }
});
