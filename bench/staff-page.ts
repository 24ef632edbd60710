import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/browser.ts';
import { appRoot } from './server-process.ts';

/**
 * Run in the page before its own scripts: records in `newOrderAlertsSeen` when each order's
 * "New order #REF" alert first showed, by its reference (the page's Date.now()), so the figure does
 * not include Playwright's polling. A string, as this package is not compiled for the browser.
 */
const recordNewOrderAlerts = `
  window.newOrderAlertsSeen = {};
  new MutationObserver(() => {
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      for (const [, reference] of (alert.textContent ?? '').matchAll(/New order #(\\w+)/g)) {
        window.newOrderAlertsSeen[reference] ??= Date.now();
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/**
 * A member of staff signed in on a staff page other than the board (the Menu page), in Debian's
 * Chromium, as the kitchen leaves a tablet while changing the menu; `alertSeenAt` tells when the
 * page's own alert named an order. Needs the web app built (`npm run build`).
 */
export async function openStaffMenuPage(site: string, staff: { email: string; password: string }) {
  if (!fs.existsSync(path.join(appRoot, 'apps/web/dist/index.html'))) {
    throw new Error('the web app is not built: run `npm run build` first');
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript({ content: recordNewOrderAlerts });
  await page.goto(`${site}/staff`);
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /^Orders · / }).waitFor();
  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /^Menu · / }).waitFor();
  return {
    /** The epoch milliseconds at which the page's alert first named the order, waiting up to 5 s. */
    async alertSeenAt(reference: string): Promise<number> {
      // Polled with evaluate: waitForFunction evaluates a string, which the site's CSP refuses.
      for (const started = Date.now(); Date.now() - started < 5000; ) {
        const seenAt = await page.evaluate(
          (ref) =>
            (globalThis as unknown as { newOrderAlertsSeen: Record<string, number> }).newOrderAlertsSeen[ref],
          reference,
        );
        if (seenAt !== undefined) return seenAt;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no alert named order #${reference} on the Menu page within 5 s`);
    },
    close: () => browser.close(),
  };
}
