import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { UNACCEPTED_SWEEP_INTERVAL_MS } from '../modules/orders/index.ts';
import { register } from '../test/auth-helpers.ts';
import { placeOrder } from '../test/order-helpers.ts';
import { createTestApp, fixedClock, openTestDatabase } from '../test/test-app.ts';
import { createScheduler } from './scheduler.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the scheduler on PGlite (one process, which always leads)', () => {
  let database: Database;
  beforeAll(async () => {
    ({ database } = await openTestDatabase('pglite'));
  });
  afterAll(() => database.close());

  const errors: { job: unknown; message: string }[] = [];
  const log = {
    info: () => {},
    error: (details: { job?: unknown }, message?: string) => {
      errors.push({ job: details.job, message: message ?? '' });
    },
  };

  it('runs each job once every interval, and nothing after it is closed', async () => {
    vi.useFakeTimers();
    const scheduler = createScheduler({ database, log });
    const runs = { often: 0, seldom: 0 };
    scheduler.every('often', 1000, async () => {
      runs.often += 1;
    });
    scheduler.every('seldom', 2500, async () => {
      runs.seldom += 1;
    });

    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toEqual({ often: 0, seldom: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual({ often: 1, seldom: 0 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(runs).toEqual({ often: 5, seldom: 2 });

    await scheduler.close();
    // Not vi.getTimerCount(): the files of a worker share the process (isolate: false), so a timer
    // another file's app left behind is counted too (a CI run saw 1). What closing promises is that
    // no job runs again.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual({ often: 5, seldom: 2 });
  });

  it('skips the ticks a run still going overlaps, and closing waits for that run', async () => {
    vi.useFakeTimers();
    const scheduler = createScheduler({ database, log });
    let started = 0;
    let finish = () => {};
    scheduler.every('slow', 1000, async () => {
      started += 1;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });

    await vi.advanceTimersByTimeAsync(3000);
    expect(started).toBe(1);
    let closed = false;
    const closing = scheduler.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(started).toBe(1);
  });

  it('logs a job that fails, with its name, and runs it again at its next tick', async () => {
    vi.useFakeTimers();
    const scheduler = createScheduler({ database, log });
    let tries = 0;
    scheduler.every('flaky', 1000, async () => {
      tries += 1;
      if (tries === 1) throw new Error('the gateway did not answer');
    });
    errors.length = 0;
    await vi.advanceTimersByTimeAsync(2000);
    await scheduler.close();
    expect(tries).toBe(2);
    expect(errors).toEqual([{ job: 'flaky', message: 'scheduled work failed' }]);
  });
});

describe("the app's scheduled work", () => {
  it('rejects an order nobody accepted at the next sweep without being asked, and stops when the app closes', async () => {
    // Only the intervals are faked: the database, the requests and the waits below keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = fixedClock('2026-11-23T12:00:00Z');
    const ctx = await createTestApp({ clock });
    try {
      const customer = await register(ctx);
      const placed = await placeOrder(ctx, customer.token);
      // Past the 10 minutes the restaurant gives itself to accept an order.
      clock.set('2026-11-23T12:11:00Z');
      const statusOf = async () =>
        (await ctx.db.select().from(orders).where(eq(orders.id, placed.id)))[0]?.status;

      await vi.advanceTimersByTimeAsync(UNACCEPTED_SWEEP_INTERVAL_MS - 1);
      expect(await statusOf()).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(async () => expect(await statusOf()).toBe('canceled'), { timeout: 5000 });
    } finally {
      await ctx.close();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
