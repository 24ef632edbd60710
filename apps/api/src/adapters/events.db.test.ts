import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { products } from '../db/schema.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import {
  type BusEvent,
  changesWhatCustomersSee,
  createEventBus,
  type DomainEvent,
  type EventBus,
} from './events.ts';

const quietLog = { warn: () => {}, error: () => {} } as unknown as Parameters<typeof createEventBus>[1];

let ctx: TestContext;
/** A second bus on the same database: on PostgreSQL, with a connection of its own, as another process has. */
let otherBus: EventBus;
beforeAll(async () => {
  ctx = await createTestApp();
  otherBus = await createEventBus(ctx.database, quietLog);
});
afterAll(async () => {
  await otherBus.close();
  await ctx.close();
});

/** Published after what a test does: the events heard before it are all that test's doing caused. */
const MARKER: DomainEvent = { type: 'preorder.received', preorderId: 0 };

/**
 * The events `bus` hears from `act`: those that arrive before a marker published once `act` is done
 * (listeners hear committed transactions' events in commit order).
 */
async function heardBy(bus: EventBus, act: () => Promise<unknown>): Promise<BusEvent[]> {
  const heard: BusEvent[] = [];
  let markerHeard: () => void = () => undefined;
  const marker = new Promise<void>((resolve) => {
    markerHeard = resolve;
  });
  const stop = bus.subscribe((event) => {
    if (JSON.stringify(event) === JSON.stringify(MARKER)) markerHeard();
    else heard.push(event);
  });
  try {
    await act().catch(() => {});
    await ctx.db.transaction((tx) => bus.publish(tx, MARKER));
    await marker;
    return heard;
  } finally {
    stop();
  }
}

describe('events', () => {
  it('published in a transaction reach every listener of the database once it commits', async () => {
    const bus = await createEventBus(ctx.database, quietLog);
    try {
      const heard = await heardBy(otherBus, () =>
        ctx.db.transaction(async (tx) => {
          await bus.publish(tx, { type: 'preorder.received', preorderId: 7 });
        }),
      );
      expect(heard).toEqual([{ type: 'preorder.received', preorderId: 7 }]);
    } finally {
      await bus.close();
    }
  });

  it('published in a transaction that rolls back never arrive', async () => {
    const heard = await heardBy(otherBus, () =>
      ctx.db.transaction(async (tx) => {
        await otherBus.publish(tx, { type: 'menu.changed' });
        await tx.execute(sql`select 1 / 0`);
      }),
    );
    expect(heard).toEqual([]);
  });

  it('a menu change announced by one server process clears the whole-menu answer of another', async () => {
    let other: FastifyInstance | undefined;
    try {
      other = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
        database: ctx.database,
      });
      const menuOf = async () =>
        (await other?.inject({ url: '/api/custom/custom/products-with-categories' }))?.json() as {
          products: Array<{ id: number; name: string }>;
        };
      const [first] = (await menuOf()).products;
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({ name: 'Renamed Bhaji' })
          .where(eq(products.id, first?.id ?? -1));
        await otherBus.publish(tx, { type: 'menu.changed' });
      });

      await expect
        .poll(async () => (await menuOf()).products.find((product) => product.id === first?.id)?.name)
        .toBe('Renamed Bhaji');
    } finally {
      await other?.close();
    }
  });

  it('after the bus listens again, the caches of what customers see are read again: events may have been missed', () => {
    expect(changesWhatCustomersSee({ type: 'bus.reconnected' })).toBe(true);
    expect(
      changesWhatCustomersSee({ type: 'order.changed', orderId: 1, changeId: 1, customerId: null }),
    ).toBe(false);
  });
});
