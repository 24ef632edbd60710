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
  | { type: 'order.changed'; orderId: number; changeId: number; customerId: number | null }
  /**
   * Sessions ended (signed out, password changed or reset, account deleted, member disabled): the
   * live streams they opened close, on every process (lib/stream-sessions.ts).
   */
  | { type: 'session.ended'; kind: 'customer' | 'staff'; sessionIds: number[] };

/**
 * What subscribers hear: the events published, and what the bus itself tells this process's
 * subscribers (never published): `bus.lost` when it loses the database and hears nothing (live
 * streams tell their browsers they are not live), `bus.reconnected` when it listens again: events
 * published meanwhile were missed, so what depends on them is read again (caches cleared, live
 * streams caught up from the tables).
 */
export type BusEvent = DomainEvent | { type: 'bus.lost' } | { type: 'bus.reconnected' };

/**
 * Whether what the customer is shown of the menu or the restaurant may have changed: caches of it
 * are stale. After a reconnection it may have, unheard.
 */
export const changesWhatCustomersSee = (event: BusEvent): boolean =>
  event.type === 'menu.changed' || event.type === 'settings.changed' || event.type === 'bus.reconnected';

const CHANNEL = 'tiffin_events';

/**
 * The SQL expression that publishes, as its statement runs, the event whose JSON text the SQL
 * `payload` makes: for a statement that writes what the event names and announces it in the same
 * round trip (placing an order, decision 057). Delivered as `publish`'s are, when the transaction
 * commits.
 */
export const publishedBy = (payload: string): string => `pg_notify('${CHANNEL}', ${payload})`;

export type EventBus = {
  /**
   * Announces an event with `db`, the use case's transaction when it has one: PostgreSQL delivers it
   * when that transaction commits, and never if it rolls back.
   */
  publish(db: Db, event: DomainEvent): Promise<void>;
  /** Hears every event, of this process and (on a PostgreSQL server) of every other. */
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
};

/**
 * Events through PostgreSQL's NOTIFY and LISTEN, on PGlite within the process and on a server across
 * every process that uses it. A listener's failure is logged and does not reach the others.
 */
export async function createEventBus(database: Database, log: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Set<(event: BusEvent) => void>();
  const tell = (event: BusEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error, event: event.type }, 'an event listener failed');
      }
    }
  };
  const stopListening = await database.listen(
    CHANNEL,
    (payload) => {
      let event: DomainEvent;
      try {
        event = JSON.parse(payload) as DomainEvent;
      } catch {
        log.warn('an event that is not JSON was ignored');
        return;
      }
      tell(event);
    },
    (change) => {
      if (change === 'lost') {
        log.warn('the database connection that hears events was lost; trying again');
        tell({ type: 'bus.lost' });
      } else {
        log.warn('listening for events again after losing the database; what was missed is read again');
        tell({ type: 'bus.reconnected' });
      }
    },
  );
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
