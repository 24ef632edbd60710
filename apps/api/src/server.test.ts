import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const serverPath = path.resolve(import.meta.dirname, 'server.ts');
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, [serverPath], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
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

function waitUntilReady(port: number): Promise<void> {
  return vi.waitFor(
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/ready`);
      if (!response.ok) throw new Error(`the server on port ${port} is not ready: ${response.status}`);
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe('the server process on an embedded data directory', () => {
  it('refuses a second process on the same directory, shuts down cleanly, and starts again on its data', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tiffin-server-test-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitUntilReady(port);
    const menu = (await (await fetch(`http://127.0.0.1:${port}/api/v1/categories`)).json()) as {
      name: string;
    }[];
    expect(menu[0]?.name).toBe('Starters');

    const second = startServer(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Tiffin process');
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await expect(fs.access(path.join(dataDir, 'tiffin.lock'))).rejects.toThrow();

    const again = startServer(dataDir, port);
    await waitUntilReady(port);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/v1/categories`)).json()).toEqual(menu);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 90_000);

  it('refuses to start with a clear message when the configuration is wrong', async () => {
    const child = spawn(process.execPath, [serverPath], { env: { PATH: process.env.PATH, PORT: 'eighty' } });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration:');
    expect(output).toContain('PORT');
    expect(output).not.toContain('    at ');
  });
});
