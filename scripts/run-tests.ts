import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * `npm test`: every suite, one after another, each one's seconds printed as it ends and all of them
 * at the end. `--unit` leaves out the browser's (`npm run test:unit`). With TEST_TIMES_FILE set
 * (CI), each part's line is also appended to that file, for the run's own summary.
 */
const parts: { name: string; args: string[]; when?: boolean }[] = [
  { name: 'core', args: ['run', 'test', '--workspace', '@tiffin/core'] },
  {
    name: 'API on PGlite',
    args: ['run', 'test', '--workspace', '@tiffin/api', '--', '--project', 'api-pglite'],
  },
  {
    name: 'API on PostgreSQL',
    args: ['run', 'test', '--workspace', '@tiffin/api', '--', '--project', 'api-postgres'],
    // The PostgreSQL pass needs a server (README: TEST_DATABASE_URL).
    when: Boolean(process.env.TEST_DATABASE_URL),
  },
  { name: 'web', args: ['run', 'test', '--workspace', '@tiffin/web'] },
  { name: 'end to end', args: ['run', 'test:e2e'], when: !process.argv.includes('--unit') },
];

const lines: string[] = [];
for (const part of parts) {
  if (part.when === false) continue;
  const started = performance.now();
  console.log(`\n== ${part.name}`);
  const result = spawnSync('npm', part.args, { stdio: 'inherit' });
  const line = `${part.name.padEnd(28)} ${String(Math.round((performance.now() - started) / 1000)).padStart(5)} s`;
  lines.push(line);
  console.log(`-- ${part.name}: ${line.slice(28).trim()}`);
  if (process.env.TEST_TIMES_FILE) fs.appendFileSync(process.env.TEST_TIMES_FILE, `${line}\n`);
  if (result.status !== 0) {
    console.error(`\n${part.name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n== test times\n${lines.join('\n')}`);
