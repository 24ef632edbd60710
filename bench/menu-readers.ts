import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The menu readers of bench/peak-load.ts, in a process of their own so that their work does not
 * delay the checkouts' measurement: READERS people, each asking for the menu as a phone does
 * (Accept-Encoding; the bytes read, not decompressed), then reading it for THINK_MS × 0.5-1.5
 * before asking again, their starts spread over one THINK_MS: arrivals spread in time, as phones'
 * are, not in bursts. One keep-alive connection each. Prints the latencies (sent → whole answer
 * read) and failures of the SECONDS after WARMUP_SECONDS as JSON.
 *
 *   node bench/menu-readers.ts <url> <readers> <thinkMs> <warmupSeconds> <seconds>
 */
const [url = '', readers = '500', thinkMs = '1000', warmupSeconds = '5', seconds = '60'] =
  process.argv.slice(2);
const THINK_MS = Number(thinkMs);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(readers) });
const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const latencies: number[] = [];
/** The slowest answer of each 5 seconds, to see whether slow answers come together. */
const slowestPer5s: number[] = [];
let measuredFrom = 0;
const failures: string[] = [];
let measuring = false;
let running = true;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readMenu(): Promise<void> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => {
        if (measuring) {
          const latency = performance.now() - startedAt;
          latencies.push(latency);
          const window = Math.floor((startedAt - measuredFrom) / 5000);
          slowestPer5s[window] = Math.max(slowestPer5s[window] ?? 0, Math.round(latency));
          if (response.statusCode !== 200) failures.push(`menu: ${response.statusCode}`);
        }
        resolve();
      });
    });
    request.on('error', (error) => {
      if (measuring) failures.push(`menu: ${error.message}`);
      resolve();
    });
  });
}

async function reader() {
  await pause(Math.random() * THINK_MS);
  while (running) {
    await readMenu();
    await pause(THINK_MS * (0.5 + Math.random()));
  }
}

const loopDelay = monitorEventLoopDelay();
const people = Array.from({ length: Number(readers) }, reader);
await pause(Number(warmupSeconds) * 1000);
measuring = true;
measuredFrom = performance.now();
loopDelay.enable();
await pause(Number(seconds) * 1000);
measuring = false;
loopDelay.disable();
running = false;
await Promise.all(people);
agent.destroy();

const sorted = latencies.sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN);
console.info(
  JSON.stringify({
    requests: sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(sorted.at(-1) ?? Number.NaN),
    slowestPer5s,
    failures: failures.length,
    firstFailures: failures.slice(0, 5),
    // How late this process's own timers ran: large values would mean the readers, not the server, were slow.
    eventLoopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
    eventLoopDelayMaxMs: Math.round(loopDelay.max / 1e6),
  }),
);
