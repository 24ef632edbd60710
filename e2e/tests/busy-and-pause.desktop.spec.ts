import { expectNoAxeViolations } from '../axe.ts';
import { addDish, authorised, dublinDateIn, goToCheckout } from '../checkout.ts';
import { openStaffBoard } from '../staff.ts';
import { expect, signIn, test } from '../test.ts';

/**
 * The kitchen sets the pace (issue 33) with the real server: a member of staff at the pass (1280 px)
 * turns busy mode on and the customer's storefront quotes the longer wait; the member pauses
 * online ordering for an hour and the customer's open storefront says so and when it reopens; the
 * checkout says it in the same words and still offers tomorrow's times (issue 47); the member
 * resumes it and the storefront takes orders again, without a reload.
 */

test.afterEach(({ site }) => site.resetPace());

test('staff turn busy mode on and pause ordering from the board; the storefront follows and reopens', async ({
  page,
  customer,
  browser,
  staffStorageState,
  request,
}) => {
  test.setTimeout(120_000);
  const slotsTomorrow = async () => {
    const answer = await request.post('/api/v1/tslots', {
      headers: authorised(customer),
      data: { date: dublinDateIn(1) },
    });
    return ((await answer.json()) as { slots: string[] }).slots;
  };
  await signIn(page, customer);
  await page.goto('/');
  await expect(page.getByText('Min Time: 25-45 Min')).toBeVisible();

  const staffContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: staffStorageState,
  });
  try {
    const board = await staffContext.newPage();
    await openStaffBoard(board);

    // Busy: +30 minutes for 30 minutes; the storefront's quoted wait follows without a reload.
    await board.locator('summary', { hasText: 'Busy mode' }).click();
    const busyForm = board.getByRole('form', { name: 'Busy mode' });
    await busyForm.getByRole('radio', { name: '+30 min' }).check();
    await busyForm.getByRole('radio', { name: '30 min', exact: true }).check();
    await expectNoAxeViolations(board);
    await busyForm.getByRole('button', { name: 'Start busy mode' }).click();
    await expect(board.getByText(/^Busy: \+30 min until \d{1,2}:\d{2} [AP]M( on .+)?$/)).toBeVisible();
    await expect(page.getByText('Min Time: 55-75 Min')).toBeVisible({ timeout: 15_000 });
    await board.getByRole('button', { name: 'End now' }).click();
    await expect(page.getByText('Min Time: 25-45 Min')).toBeVisible({ timeout: 15_000 });

    // Pause for an hour: the open storefront says until when; no time is offered.
    await board.locator('summary', { hasText: 'Pause ordering' }).click();
    const pauseForm = board.getByRole('form', { name: 'Pause ordering' });
    await pauseForm.getByRole('radio', { name: '1 hour', exact: true }).check();
    await pauseForm.getByRole('button', { name: 'Pause ordering' }).click();
    const paused = board.getByText(/^Ordering paused until \d{1,2}:\d{2} [AP]M( on .+)?$/);
    await expect(paused).toBeVisible();
    await expectNoAxeViolations(board);
    // The time alone, or with its date when the hour runs past midnight.
    const until = /until (.+)$/.exec(await paused.innerText())?.[1] ?? '';
    const pausedText = `Online ordering is paused until ${until} — please call us on 062 61234`;
    await expect(page.getByRole('link', { name: pausedText })).toBeVisible({ timeout: 15_000 });
    // A timed pause closes only the times before it ends: tomorrow's are offered (issue 47).
    expect((await slotsTomorrow()).length).toBeGreaterThan(0);
    await addDish(page, 'Onion Bhaji');
    await goToCheckout(page);
    const dayAndTime = page.getByRole('button', { name: /^Day & Time/ });
    await expect(dayAndTime).toContainText(pausedText);
    await dayAndTime.click();
    const picker = page.getByRole('dialog', { name: 'Pickup Time' });
    await picker.getByLabel('Date').fill(dublinDateIn(1));
    await expect(picker.getByRole('radio').first()).toBeChecked();
    await picker.getByRole('button', { name: 'Cancel' }).click();

    // Resumed: the notice goes and times are offered again.
    await board.getByRole('button', { name: 'Resume ordering' }).click();
    await expect(board.locator('summary', { hasText: 'Pause ordering' })).toBeVisible();
    await expect(page.getByText(/^Online ordering is paused/)).toBeHidden({ timeout: 15_000 });
    expect((await slotsTomorrow()).length).toBeGreaterThan(0);
  } finally {
    await staffContext.close();
  }
});
