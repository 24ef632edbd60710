import fs from 'node:fs';

/** Debian's Chromium, or the one CHROMIUM_PATH names; Playwright downloads no browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumFound = () => fs.existsSync(chromiumPath);
