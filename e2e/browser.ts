import fs from 'node:fs';

/**
 * Debian's Chromium, or the one CHROMIUM_PATH names; Playwright downloads no browser here. Its
 * headless shell (`chromium-headless-shell`, the browser Playwright itself runs headless) where it
 * is installed: without the full browser's interface it ran three heavy journey files in 139 s
 * against 171 s on this 2-core machine (decision 088). The full `chromium` otherwise, and for the
 * installable app's journeys (tests/pwa.mobile.spec.ts).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The whole browser: what the installed app depends on (the notifications' permission) is only in it. */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : fullChromiumPath);

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
