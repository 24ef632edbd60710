import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, vi } from 'vitest';

/** Real server processes (`node src/server.ts`) for the tests that need more than one app in one process. */

const serverPath = path.resolve(import.meta.dirname, '../server.ts');
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A server process on `port` with the environment given (its database: DATA_DIR or DATABASE_URL).
 * In test mode unless `env` says otherwise: a development server would make the demo photos.
 */
export function startServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, [serverPath], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export function waitUntilReady(port: number): Promise<void> {
  return vi.waitFor(
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/ready`);
      if (!response.ok) throw new Error(`the server on port ${port} is not ready: ${response.status}`);
    },
    { timeout: 30_000, interval: 100 },
  );
}
