import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every suite, each one's seconds printed as it ends and all of them at the end.
 * `--unit` leaves out the browser's (`npm run test:unit`). With TEST_TIMES_FILE set (CI), each
 * part's line is also appended to that file, for the run's own summary.
 *
 * Two lanes run at once (decision 074): the end-to-end journeys, and the other suites one after
 * another. A journey waits on its server and browser more than it computes (three workers keep two
 * cores about 60 % busy), so the unit suites fill the cores it leaves idle: run one after the other
 * the two lanes took 222 s and 469 s. The unit lane's output is kept in a file and printed when the
 * lane ends, so that the two do not interleave; the browser's is printed as it comes.
 */
type Part = { name: string; args: string[]; when?: boolean };

const unitLane: Part[] = [
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
];
const browserLane: Part[] = [
  { name: 'end to end', args: ['run', 'test:e2e'], when: !process.argv.includes('--unit') },
];

const lines: string[] = [];
const failures: string[] = [];

function runPart(part: Part, output: 'inherit' | number): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', part.args, { stdio: ['ignore', output, output] });
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      const line = `${part.name.padEnd(28)} ${String(seconds).padStart(5)} s`;
      lines.push(line);
      console.log(`-- ${part.name}: ${seconds} s${code === 0 ? '' : ' (failed)'}`);
      if (process.env.TEST_TIMES_FILE) fs.appendFileSync(process.env.TEST_TIMES_FILE, `${line}\n`);
      if (code !== 0) failures.push(part.name);
      resolve(code === 0);
    });
  });
}

/** Runs a lane's parts one after another, stopping at the first that fails. */
async function runLane(parts: Part[], output: 'inherit' | number): Promise<void> {
  for (const part of parts) {
    if (part.when === false) continue;
    console.log(`== ${part.name}`);
    if (!(await runPart(part, output))) return;
  }
}

const unitLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-tests-')), 'unit-lane.log');
const unitOutput = fs.openSync(unitLog, 'w');
await Promise.all([
  runLane(unitLane, unitOutput).then(() => {
    fs.closeSync(unitOutput);
    console.log(`\n== the unit suites' output (${unitLog})\n${fs.readFileSync(unitLog, 'utf8')}`);
  }),
  runLane(browserLane, 'inherit'),
]);

console.log(`\n== test times (the two lanes ran at once)\n${lines.join('\n')}`);
if (failures.length > 0) {
  console.error(`\nfailed: ${failures.join(', ')}`);
  process.exit(1);
}
