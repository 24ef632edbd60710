import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilReady } from './test/server-processes.ts';

describe('the server process on an embedded data directory', () => {
  it('refuses a second process on the same directory, shuts down cleanly with a connection open, and starts again on its data', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tiffin-server-test-'));
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir }, port);
    await waitUntilReady(port);
    const menu = (await (await fetch(`http://127.0.0.1:${port}/api/v1/categories`)).json()) as {
      name: string;
    }[];
    expect(menu[0]?.name).toBe('Starters');

    const second = startServer({ DATA_DIR: dataDir }, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Tiffin process');
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);

    // A connection opened ahead of need, as browsers do, that has not sent a request yet.
    const unused = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => unused.once('connect', resolve));
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
    unused.destroy();
    await expect(fs.access(path.join(dataDir, 'tiffin.lock'))).rejects.toThrow();

    const again = startServer({ DATA_DIR: dataDir }, port);
    await waitUntilReady(port);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/v1/categories`)).json()).toEqual(menu);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 90_000);

  it('refuses to start with a clear message when the configuration is wrong', async () => {
    const server = startServer({ PORT: 'eighty' }, 0);
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('Invalid configuration:');
    expect(output).toContain('PORT');
    expect(output).not.toContain('    at ');
  });
});
