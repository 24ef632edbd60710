import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../axe.ts';
import { openStaffBoard } from '../staff.ts';
import { expect, test } from '../test.ts';

// The journey's own page is on a device the e2e admin is signed in on (test.ts).
test.use({ staffSignedIn: true });

/**
 * The accountant's reports (issue 32, decision 048) with the real server, at a phone's and a
 * desktop's width: an admin opens Reports from the staff navigation, sees today's day-end report
 * (figures or "No orders that day", whatever the other journeys of this worker ordered), and
 * downloads the VAT file of this month so far, saved under the server's name.
 */
test.describe('the Reports page', () => {
  test('shows the day-end report and downloads vat.csv', async ({ page }) => {
    await openStaffBoard(page);
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Reports · / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Day-end report' })).toBeVisible();
    await expect(page.getByText('No orders that day').or(page.getByText('Net takings'))).toBeVisible();
    // Nothing wider than the screen, at 375 px too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await expectNoAxeViolations(page);

    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'VAT by day (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`vat-${from}-to-${to}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Date,VAT rate %,Net,VAT,Gross');
  });
});
