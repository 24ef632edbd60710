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

  it('stopped mid-load (SIGTERM), answers every order request it has read, and keeps each order it placed', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tiffin-server-test-'));
    const port = await freePort();
    const site = `http://127.0.0.1:${port}`;
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${site}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const server = startServer({ DATA_DIR: dataDir, NODE_ENV: 'test' }, port);
    await waitUntilReady(port);
    const customer = {
      name: 'Aoife Ryan',
      phone: '087 765 4321',
      email: 'aoife@example.ie',
      password: 'correct horse battery',
    };
    const { access_token: token } = (await (await post('/api/v1/auth/reg', customer)).json()) as {
      access_token: string;
    };
    const menu = (await (await fetch(`${site}/api/custom/custom/products-with-categories`)).json()) as {
      products: { id: number; name: string; price: string }[];
    };
    const bhaji = menu.products.find((dish) => dish.name === 'Onion Bhaji');
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    const placements = Array.from({ length: 30 }, (_, index) =>
      post(
        '/api/v1/customer/order/place1',
        {
          order_type: 'take_away',
          restaurant_id: '2',
          payment_method: 'cash_on_delivery',
          order_amount: (Number(bhaji?.price) * 3).toFixed(2),
          cart: [{ item_id: bhaji?.id, quantity: 3, variations: [] }],
          schedule_at: `${tomorrow} ${17 + Math.floor(index / 12)}:${String((index % 4) * 15).padStart(2, '0')}:00`,
          contact_person_name: 'Aoife Ryan',
          contact_person_number: '087 765 4321',
        },
        { authorization: `Bearer ${token}`, 'idempotency-key': `drain-${index}` },
      ).then(
        async (response) => ({
          status: response.status,
          body: (await response.json()) as { order_id?: number },
        }),
        (error: Error & { cause?: { code?: string } }) => ({
          status: 0,
          body: { order_id: undefined, error: error.cause?.code },
        }),
      ),
    );
    // Mid-load: the first answer is out, the others are being worked on or wait their turn.
    await Promise.race(placements);
    server.child.kill('SIGTERM');
    const answers = await Promise.all(placements);
    expect(await server.exited, server.output()).toBe(0);

    // Each request was answered: placed, or refused (503 while closing, a full slot, a rate limit),
    // every refusal in the error shape.
    expect(answers.filter((answer) => answer.status === 0)).toEqual([]);
    for (const refusal of answers.filter((answer) => answer.status >= 400)) {
      expect(refusal.body).toEqual({ message: expect.any(String), errors: expect.any(Array) });
    }
    const placedIds = answers.flatMap((answer) => (answer.status === 200 ? [answer.body.order_id] : []));
    expect(placedIds.length, JSON.stringify(answers)).toBeGreaterThan(0);
    const again = startServer({ DATA_DIR: dataDir, NODE_ENV: 'test' }, port);
    await waitUntilReady(port);
    const list = (await (
      await fetch(`${site}/api/v1/customer/order/list?limit=50&offset=1`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { orders: { id: number }[] };
    const byId = (a: number | undefined, b: number | undefined) => (a ?? 0) - (b ?? 0);
    expect(list.orders.map((order) => order.id).toSorted(byId)).toEqual(placedIds.toSorted(byId));
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
