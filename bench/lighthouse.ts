import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/browser.ts';
import { freePort, newDataDir, startTiffin, stop, waitFor200 } from './server-process.ts';

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of the
 * built site served by the real server, in Debian's Chromium. Run `npm run build` first.
 * Prints each page's four category scores and the metrics the performance score is made of; with
 * LIGHTHOUSE_REPORT_DIR set, each page's full report is written there as JSON.
 */
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/favourites', '/contact-us'];

const port = await freePort();
const server = startTiffin(newDataDir(), port);
await waitFor200(`http://127.0.0.1:${port}/ready`, performance.now());
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs,
  userDataDir: fs.mkdtempSync('/tmp/tiffin-lighthouse-'),
});
try {
  const rows = [];
  for (const page of pages) {
    const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir !== undefined) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = page === '/' ? 'home' : page.replaceAll('/', '');
      fs.writeFileSync(`${reportDir}/${name}.json`, JSON.stringify(result.lhr));
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
  console.info(JSON.stringify({ benchmark: 'lighthouse-mobile', rows }, null, 2));
} finally {
  chrome.kill();
  await stop(server);
}
