import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort, median, newDataDir, repoRoot, startTiffin, stop, waitFor200 } from './server-process.ts';

/**
 * Time from starting the server to the first 200 of /ready: on a new data directory (create,
 * migrate, seed) and on an existing one (open, check migrations). Three runs each, the median
 * reported. `--with-build` also times `npm start` as a newcomer types it (web build included).
 */
const RUNS = 3;

async function timeServerStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = startTiffin(dataDir, port);
  const elapsed = await waitFor200(`http://127.0.0.1:${port}/ready`, startedAt);
  await stop(child);
  return elapsed;
}

async function timeNpmStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const elapsed = await waitFor200(`http://127.0.0.1:${port}/ready`, startedAt);
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return elapsed;
}

const newDir: number[] = [];
const existingDir: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const dataDir = newDataDir();
  newDir.push(await timeServerStart(dataDir));
  existingDir.push(await timeServerStart(dataDir));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const result: Record<string, number> = {
  serverNewDataDirMs: median(newDir),
  serverExistingDataDirMs: median(existingDir),
};
if (process.argv.includes('--with-build')) {
  const dataDir = newDataDir();
  result.npmStartNewDataDirMs = await timeNpmStart(dataDir);
  result.npmStartExistingDataDirMs = await timeNpmStart(dataDir);
}
console.info(
  JSON.stringify({ benchmark: 'startup-time', runs: RUNS, newDir, existingDir, ...result }, null, 2),
);
