import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser.ts';
import { STAFF_ADMIN } from './staff.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4325);
const tilePort = Number(process.env.E2E_TILE_PORT ?? 4326);
// A fresh embedded database for every run: the journeys start from the seeded demo restaurant.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-e2e-'));
// Where the mail sink writes what the site sends; the test workers inherit the variable.
// The config is evaluated again in each worker: the workers keep the directory the main process made.
const mailDir = process.env.E2E_MAIL_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-e2e-mail-'));
process.env.E2E_MAIL_DIR = mailDir;
// What the workers of one run share besides mail: the fixture customer of each project (test.ts).
process.env.E2E_STATE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-e2e-state-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The longer journeys (a basket built dish by dish, with axe on each screen) take 25-35 s on this
  // 2-core machine while the server shares it; each step's own expectation still fails in 5 s.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      testIgnore: '**/*.desktop.spec.ts',
    },
    {
      name: 'desktop-1280',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: '**/*.mobile.spec.ts',
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
    {
      // The staff journeys sign in as an admin, added to the fresh database before the server starts.
      command: [
        `printf '%s' '${STAFF_ADMIN.password}'`,
        `| node ${path.resolve(import.meta.dirname, '../apps/api/src/scripts/create-admin.ts')}`,
        `--email ${STAFF_ADMIN.email} --name '${STAFF_ADMIN.name}' --password-stdin`,
        `&& node ${path.resolve(import.meta.dirname, '../apps/api/src/server.ts')}`,
      ].join(' '),
      url: `http://127.0.0.1:${port}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The offline geocoder (the default) finds places; tiles come from the fixture above.
        MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
      },
    },
  ],
});
