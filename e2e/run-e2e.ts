import { spawnSync } from 'node:child_process';
import { chromiumFound, chromiumPath } from './browser.ts';

// Without a browser the journeys cannot run: in CI that is a failure, on a laptop a loud notice.
if (!chromiumFound()) {
  const notice = [
    '',
    '='.repeat(78),
    `  END-TO-END TESTS NOT RUN: no Chromium at ${chromiumPath}.`,
    '  Install it with:  sudo apt-get install -y chromium chromium-headless-shell',
    '  or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    '='.repeat(78),
    '',
  ].join('\n');
  console.error(notice);
  process.exit(process.env.CI ? 1 : 0);
}

const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
