import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
/**
 * The checkout whose server and built web app are measured: this one, or another (BENCH_APP_ROOT,
 * e.g. a worktree of an earlier commit, installed and built) to compare two builds in one run.
 */
export const appRoot = path.resolve(process.env.BENCH_APP_ROOT ?? repoRoot);
export const serverPath = path.join(appRoot, 'apps/api/src/server.ts');

export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-'));
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls a URL until it answers 200; resolves with the time that took, in ms. */
export async function waitFor200(url: string, startedAt: number, timeoutMs = 120_000): Promise<number> {
  while (performance.now() - startedAt < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function startTiffin(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, [serverPath], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
