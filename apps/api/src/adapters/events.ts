import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';

/**
 * What happened, for the parts of the server that keep something that depends on it (caches, the
 * staff's order board, the order pages). New kinds of event join this union.
 */
export type DomainEvent =
  | { type: 'menu.changed' }
  | { type: 'settings.changed' }
  | { type: 'preorder.received'; preorderId: number }
  /** An order was placed or changed status: `changeId` is its status change (the live streams' event id). */
  | { type: 'order.changed'; orderId: number; changeId: number; customerId: number | null };

/** Whether what the customer is shown of the menu or the restaurant may have changed: caches of it are stale. */
export const changesWhatCustomersSee = (event: DomainEvent): boolean =>
  event.type === 'menu.changed' || event.type === 'settings.changed';

const CHANNEL = 'tiffin_events';

export type EventBus = {
  /**
   * Announces an event with `db`, the use case's transaction when it has one: PostgreSQL delivers it
   * when that transaction commits, and never if it rolls back.
   */
  publish(db: Db, event: DomainEvent): Promise<void>;
  /** Hears every event, of this process and (on a PostgreSQL server) of every other. */
  subscribe(listener: (event: DomainEvent) => void): () => void;
  close(): Promise<void>;
};

/**
 * Events through PostgreSQL's NOTIFY and LISTEN, on PGlite within the process and on a server across
 * every process that uses it. A listener's failure is logged and does not reach the others.
 */
export async function createEventBus(database: Database, log: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Set<(event: DomainEvent) => void>();
  const stopListening = await database.listen(CHANNEL, (payload) => {
    let event: DomainEvent;
    try {
      event = JSON.parse(payload) as DomainEvent;
    } catch {
      log.warn('an event that is not JSON was ignored');
      return;
    }
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error, event: event.type }, 'an event listener failed');
      }
    }
  });
  return {
    async publish(db, event) {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: stopListening,
  };
}
