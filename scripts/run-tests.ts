import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * `npm test`: every suite, each one's seconds printed as it ends and all of them at the end.
 * `--unit` leaves out the browser's (`npm run test:unit`). With TEST_TIMES_FILE set (CI), each
 * part's line is also appended to that file, for the run's own summary.
 *
 * The parts of a stage run at once, the others one after another: the PostgreSQL pass spends much
 * of its time waiting on the database server and on its outages' timers (the outage and scheduler
 * files, 34 s of its 70 s), which the web's tests fill (decision 082). A stage of several parts
 * prints each part's output whole when it ends, so the logs do not interleave.
 */
type Part = { name: string; args: string[]; when?: boolean };

const stages: Part[][] = [
  [{ name: 'core', args: ['run', 'test', '--workspace', '@tiffin/core'] }],
  [
    {
      name: 'API on PGlite',
      args: ['run', 'test', '--workspace', '@tiffin/api', '--', '--project', 'api-pglite'],
    },
  ],
  [
    {
      name: 'API on PostgreSQL',
      args: ['run', 'test', '--workspace', '@tiffin/api', '--', '--project', 'api-postgres'],
      // The PostgreSQL pass needs a server (README: TEST_DATABASE_URL).
      when: Boolean(process.env.TEST_DATABASE_URL),
    },
    { name: 'web', args: ['run', 'test', '--workspace', '@tiffin/web'] },
  ],
  [{ name: 'end to end', args: ['run', 'test:e2e'], when: !process.argv.includes('--unit') }],
];

/** Runs a part, its output live when it runs alone, else kept and printed whole when it ends. */
function run(part: Part, alone: boolean): Promise<{ part: Part; status: number; seconds: number }> {
  const started = performance.now();
  if (alone) console.log(`\n== ${part.name}`);
  const child = spawn('npm', part.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n== ${part.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ part, status: code ?? 1, seconds: Math.round((performance.now() - started) / 1000) });
    });
  });
}

const lines: string[] = [];
for (const stage of stages) {
  const parts = stage.filter((part) => part.when !== false);
  const results = await Promise.all(parts.map((part) => run(part, parts.length === 1)));
  for (const { part, status, seconds } of results) {
    const line = `${part.name.padEnd(28)} ${String(seconds).padStart(5)} s`;
    lines.push(line);
    console.log(
      `-- ${part.name}: ${seconds} s${parts.length > 1 ? ' (beside the others of its stage)' : ''}`,
    );
    if (process.env.TEST_TIMES_FILE) fs.appendFileSync(process.env.TEST_TIMES_FILE, `${line}\n`);
    if (status !== 0) {
      console.error(`\n${part.name} failed`);
      process.exit(status);
    }
  }
}
console.log(`\n== test times\n${lines.join('\n')}`);
