import fs from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

import { chromiumArgs, chromiumPath } from '../e2e/browser.ts';
import { addButton, dish } from '../e2e/storefront.ts';
import { freePort, newDataDir, startTiffin, stop, waitFor200 } from './server-process.ts';

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of the
 * built site served by the real server, in Debian's Chromium. Run `npm run build` first.
 * Each page is audited LIGHTHOUSE_RUNS times (3); the run with the median performance score is
 * printed (its four category scores and the metrics the score is made of), with every run's
 * performance score. With LIGHTHOUSE_REPORT_DIR set, that run's full report is written there.
 *
 * `--signed-in` audits the pages as a signed-in customer with a full basket (the checkout):
 * a customer is registered and six dishes put in the basket through the menu, in the browser
 * Lighthouse drives; Lighthouse then keeps the browser's storage (the session and the basket) but
 * the HTTP cache is cleared before every run, so each is still a first visit's download.
 */
const signedIn = process.argv.includes('--signed-in');
const pageArguments = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const pages = pageArguments.length > 0 ? pageArguments : ['/', '/favourites', '/contact-us'];
const FULL_BASKET = [
  'Vegetable Samosa',
  'Chicken Pakora',
  'Onion Bhaji',
  'Chicken Tikka',
  'Garlic Naan',
  'Sweet Lassi',
];

/** Registers a customer and fills the basket in the browser at `cdpPort`; answers a way to clear its HTTP cache. */
async function signInWithFullBasket(origin: string, cdpPort: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  const context = browser.contexts()[0];
  if (context === undefined) throw new Error('the browser has no default context');
  const page = await context.newPage();
  const stamp = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const registered = await page.request.post(`${origin}/api/v1/auth/reg`, {
    data: {
      name: 'Lighthouse Customer',
      phone: `087${stamp}`,
      email: `lighthouse.${stamp}@example.ie`,
      password: 'lighthouse-pass',
    },
  });
  if (!registered.ok()) throw new Error(`registration failed: ${registered.status()}`);
  const { access_token: token } = (await registered.json()) as { access_token: string };
  await page.goto(origin);
  await page.evaluate((value) => globalThis.localStorage.setItem('access_token', value), token);
  await page.goto(origin);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  for (const name of FULL_BASKET) {
    const card = dish(page, name);
    await addButton(card).click();
    await card.getByText(/^IN CART \(\d+\)$/).waitFor();
  }
  const cdp = await context.newCDPSession(page);
  return {
    clearHttpCache: () => cdp.send('Network.clearBrowserCache'),
    close: () => browser.close(),
  };
}
/** Simulated throttling still varies from run to run: each page is audited this many times. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const port = await freePort();
const server = startTiffin(newDataDir(), port);
await waitFor200(`http://127.0.0.1:${port}/ready`, performance.now());
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs,
  userDataDir: fs.mkdtempSync('/tmp/tiffin-lighthouse-'),
});
const customer = signedIn ? await signInWithFullBasket(`http://127.0.0.1:${port}`, chrome.port) : null;
try {
  const rows = [];
  for (const page of pages) {
    const results: LighthouseResult[] = [];
    // Chromium now and then records no trace (NO_NAVSTART): such a run is made again, up to twice.
    for (let run = 0, failures = 0; run < runs; ) {
      await customer?.clearHttpCache();
      const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Signed in, the session and the basket in the browser's storage must stay.
        disableStorageReset: signedIn,
      });
      if (result && !result.lhr.runtimeError) {
        results.push(result.lhr);
        run += 1;
        continue;
      }
      failures += 1;
      if (failures > 2) {
        throw new Error(`Lighthouse failed on ${page}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      }
    }
    const performanceOf = (lhr: (typeof results)[number]) => lhr.categories.performance?.score ?? 0;
    results.sort((a, b) => performanceOf(a) - performanceOf(b));
    const lhr = results[Math.floor(results.length / 2)];
    if (!lhr) throw new Error('no Lighthouse run');
    const { categories, audits } = lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir !== undefined) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = page === '/' ? 'home' : page.replaceAll('/', '');
      fs.writeFileSync(`${reportDir}/${name}.json`, JSON.stringify(lhr));
    }
    const failed = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => audit.id);
    rows.push({
      page,
      performance: score('performance'),
      performanceOfEachRun: results.map((run) => Math.round(performanceOf(run) * 100)),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      speedIndexMs: metric('speed-index'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      cumulativeLayoutShift: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      failedAudits: failed,
    });
  }
  console.info(JSON.stringify({ benchmark: 'lighthouse-mobile', signedIn, rows }, null, 2));
} finally {
  await customer?.close();
  chrome.kill();
  await stop(server);
}
