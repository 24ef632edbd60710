/**
 * Draws the installed app's icons (issue 35) from the site's logo, apps/web/public/favicon.svg, in
 * Chromium: 192 and 512 px as the logo is, a 512 px maskable one (the logo within the middle 70%,
 * on its saffron, so a round or squircle mask never cuts it) and Apple's 180 px home-screen icon.
 * Run after changing the logo: `node scripts/app-icons.ts`; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/browser.ts';

const publicDir = path.join(import.meta.dirname, '../apps/web/public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const SAFFRON = '#b45309';

const icons = [
  { file: 'icon-192.png', size: 192, logoShare: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, logoShare: 1, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, logoShare: 0.7, background: SAFFRON },
  { file: 'apple-touch-icon.png', size: 180, logoShare: 1, background: SAFFRON },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
for (const { file, size, logoShare, background } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const logoSize = Math.round(size * logoShare);
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
      `<img style="width:${logoSize}px;height:${logoSize}px" src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}"></body>`,
  );
  await page.screenshot({
    path: path.join(publicDir, 'icons', file),
    omitBackground: background === 'transparent',
  });
}
await browser.close();
