import http from 'node:http';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/browser.ts';
import { freePort, newDataDir, startTiffin, stop, waitFor200 } from './server-process.ts';

/**
 * The JavaScript a first visit to a page downloads: the scripts Chromium fetches until the network
 * is idle, counted as the bytes that cross the network (`transferKB`: brotli, which Chromium
 * accepts), and the same scripts as a browser that accepts only gzip would get them (`gzipKB`).
 * Run `npm run build` first.
 */
/** The bytes of a file as the server sends it to a browser that accepts only gzip. */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        if (response.headers['content-encoding'] !== 'gzip') reject(new Error(`${url} was not sent as gzip`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const port = await freePort();
const server = startTiffin(newDataDir(), port);
await waitFor200(`http://127.0.0.1:${port}/ready`, performance.now());
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const rows = [];
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const tab = await context.newPage();
    const scripts: { url: string; transferBytes: number }[] = [];
    tab.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      // The body's size as it crossed the network, i.e. compressed.
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), transferBytes: sizes.responseBodySize });
    });
    await tab.goto(`http://127.0.0.1:${port}${page}`, { waitUntil: 'networkidle' });
    const transferBytes = scripts.reduce((sum, script) => sum + script.transferBytes, 0);
    let gzipBytes = 0;
    for (const script of scripts) gzipBytes += await gzipSize(script.url);
    rows.push({
      page,
      scripts: scripts.map((script) => new URL(script.url).pathname),
      transferKB: +(transferBytes / 1024).toFixed(1),
      gzipKB: +(gzipBytes / 1024).toFixed(1),
    });
    await context.close();
  }
  console.info(JSON.stringify({ benchmark: 'first-visit-js', rows }, null, 2));
} finally {
  await browser.close();
  await stop(server);
}
