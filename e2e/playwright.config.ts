import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser.ts';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4325);
const tilePort = Number(process.env.E2E_TILE_PORT ?? 4326);
// The workers inherit these: each starts its own server (site.ts) that sends mail to the sink and
// draws tiles from the tile server below, both shared by the run.
process.env.E2E_SMTP_PORT = String(smtpPort);
process.env.E2E_TILE_PORT = String(tilePort);
// Where the mail sink writes what the site sends. The config is evaluated again in each worker:
// the workers keep the directory the main process made.
const mailDir = process.env.E2E_MAIL_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-e2e-mail-'));
process.env.E2E_MAIL_DIR = mailDir;

/**
 * Each journey runs at the width it depends on, by its file's name: `*.mobile.spec.ts` on a phone
 * (375 px), `*.desktop.spec.ts` on a desktop (1280 px), and `*.widths.spec.ts` at both, for what
 * the layout changes (the header and its menu, the basket's sheet and sidebar, the menu bar, focus,
 * one whole checkout order).
 */
export default defineConfig({
  testDir: './tests',
  // Every journey has its own customer and every worker its own server and database (test.ts).
  fullyParallel: true,
  // Three on two cores: a journey waits on its server and browser more than it computes (two
  // workers kept the cores about 40 % busy), so a third fills the waits: a quiet CI run with two
  // took 744 s, its end-to-end part 472 s (decision 068).
  workers: 3,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The longer journeys (a basket built dish by dish, a staff member and a customer side by side)
  // take 15-25 s on this 2-core machine with two browsers, and up to twice that when the machine is
  // slow: a CI run of 2026-11-28 took 28 min for what took 12, its steps timing out at 5 s (a dish
  // modal's first opening, 5.5 s) and two journeys at 60 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker (decision 053) would answer from its caches what journeys hold back or
    // answer themselves with page.route: only its own journey (tests/pwa.mobile.spec.ts) allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      testMatch: /\.(mobile|widths)\.spec\.ts$/,
    },
    {
      name: 'desktop-1280',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: /\.(desktop|widths)\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: `node ${path.resolve(import.meta.dirname, 'mail-sink.ts')}`,
      port: smtpPort,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(smtpPort), MAIL_DIR: mailDir },
    },
    {
      command: `node ${path.resolve(import.meta.dirname, 'tile-server.ts')}`,
      url: `http://127.0.0.1:${tilePort}/count`,
      reuseExistingServer: false,
      env: { TILE_PORT: String(tilePort) },
    },
  ],
});
