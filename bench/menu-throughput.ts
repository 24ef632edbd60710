import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, newDataDir, startTiffin, stop, waitFor200 } from './server-process.ts';

/**
 * Requests per second of GET /api/custom/custom/products-with-categories on the real server (PGlite,
 * seeded menu), divided by those of a bare node:http server sending the same bytes, measured in one
 * run on one machine. The ratio, not the absolute figure, is what is comparable between machines.
 * Beside it, each server's CPU time per request, and their ratio (bare ÷ Tiffin).
 */
const MENU_PATH = '/api/custom/custom/products-with-categories';
/** Seconds of each measurement; the ratio comes from ROUNDS measurements of each server in turn. */
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const connections = 10;

/**
 * A process's CPU time so far, in µs, all its threads (Linux's /proc; clock ticks of 10 ms). The
 * load generator shares the 2 cores and can be the limit of the bare server's figure, so the
 * servers' CPU per request is reported beside the requests per second.
 */
function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

type Measured = { rps: number; cpuMicrosPerRequest: number };

async function measure(url: string, pid: number): Promise<Measured> {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections, duration: durationSeconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    cpuMicrosPerRequest: (cpuMicros(pid) - cpuBefore) / result.requests.total,
  };
}

const tiffinPort = await freePort();
const tiffin = startTiffin(newDataDir(), tiffinPort);
await waitFor200(`http://127.0.0.1:${tiffinPort}/ready`, performance.now());
const body = Buffer.from(await (await fetch(`http://127.0.0.1:${tiffinPort}${MENU_PATH}`)).arrayBuffer());
const bodyPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-body-')), 'menu.json');
fs.writeFileSync(bodyPath, body);

const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [path.join(import.meta.dirname, 'bare-server.ts'), bodyPath, String(barePort)],
  {
    stdio: 'inherit',
  },
);
try {
  await waitFor200(`http://127.0.0.1:${barePort}/`, performance.now());
  // Warm both up, then measure them in turn, ROUNDS times each, the baseline first in each round:
  // a machine whose speed drifts during the run (this one's does) weighs on both alike.
  await autocannon({ url: `http://127.0.0.1:${tiffinPort}${MENU_PATH}`, connections, duration: 2 });
  await autocannon({ url: `http://127.0.0.1:${barePort}/`, connections, duration: 2 });
  const bareRounds: Measured[] = [];
  const tiffinRounds: Measured[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRounds.push(await measure(`http://127.0.0.1:${barePort}/`, bare.pid ?? 0));
    tiffinRounds.push(await measure(`http://127.0.0.1:${tiffinPort}${MENU_PATH}`, tiffin.pid ?? 0));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const bareRps = mean(bareRounds.map((round) => round.rps));
  const tiffinRps = mean(tiffinRounds.map((round) => round.rps));
  const ratio = tiffinRps / bareRps;
  const bareCpuMicros = mean(bareRounds.map((round) => round.cpuMicrosPerRequest));
  const tiffinCpuMicros = mean(tiffinRounds.map((round) => round.cpuMicrosPerRequest));
  const cpuRatio = bareCpuMicros / tiffinCpuMicros;
  console.info(
    JSON.stringify(
      {
        benchmark: 'menu-throughput',
        bodyBytes: body.length,
        connections,
        durationSeconds,
        rounds: ROUNDS,
        tiffinRps,
        bareRps,
        roundRatios: tiffinRounds.map(
          (measured, round) => measured.rps / (bareRounds[round]?.rps ?? Number.NaN),
        ),
        ratio,
        tiffinCpuMicrosPerRequest: tiffinCpuMicros,
        bareCpuMicrosPerRequest: bareCpuMicros,
        cpuRatio,
      },
      null,
      2,
    ),
  );
  console.info(
    `| products-with-categories (${body.length} bytes, ${connections} connections, ${ROUNDS} × ${durationSeconds} s) | ` +
      `${tiffinRps.toFixed(0)} req/s | ${bareRps.toFixed(0)} req/s | **${ratio.toFixed(3)}** | ` +
      `${tiffinCpuMicros.toFixed(1)} µs | ${bareCpuMicros.toFixed(1)} µs | ${cpuRatio.toFixed(3)} |`,
  );
} finally {
  bare.kill('SIGTERM');
  await stop(tiffin);
}
