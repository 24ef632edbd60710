import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

import { chromiumArgs, chromiumPath } from '../e2e/browser.ts';
import { freePort, newDataDir, startTiffin, stop, waitFor200 } from './server-process.ts';

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of the
 * built site served by the real server, in Debian's Chromium. Run `npm run build` first.
 * Each page is audited LIGHTHOUSE_RUNS times (3); the run with the median performance score is
 * printed (its four category scores and the metrics the score is made of), with every run's
 * performance score. With LIGHTHOUSE_REPORT_DIR set, that run's full report is written there.
 */
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/favourites', '/contact-us'];
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
try {
  const rows = [];
  for (const page of pages) {
    const results: LighthouseResult[] = [];
    // Chromium now and then records no trace (NO_NAVSTART): such a run is made again, up to twice.
    for (let run = 0, failures = 0; run < runs; ) {
      const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
  console.info(JSON.stringify({ benchmark: 'lighthouse-mobile', rows }, null, 2));
} finally {
  chrome.kill();
  await stop(server);
}
