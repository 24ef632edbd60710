import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { transaction } from '../db/prepared.ts';
import { orderEventDeliveries, orderEvents } from '../db/schema.ts';
import { createOutboxWorker, markSent, type OutboxWorker } from './outbox-worker.ts';

/*
 * The order events' delivery to their subscribers (issue 48, decision 062), a channel of the
 * outbox worker. An event waits in `order_events` until it is handed out: one delivery row per
 * subscriber that takes its kind, made in one statement that claims the events as the worker
 * claims rows. Each delivery runs its subscriber's handler in a transaction that also marks it
 * delivered, so what the subscriber writes exists exactly when its delivery is marked: a failed
 * one is retried alone with the worker's back-off, and one that succeeded is never run again.
 */

/** What a subscriber declares (Medusa's model): its name, and the kinds of event it takes. */
export type SubscriberConfig<Type extends string> = { name: string; event: readonly Type[] };

/** A subscriber to events, declared in its own module's file. */
export type Subscriber<Event extends { type: string }, Deps> = {
  config: SubscriberConfig<Event['type']>;
  /** Runs in the delivery's transaction: `deps.db` is that transaction. */
  handler(context: { event: Event & { id: number; createdAt: Date }; deps: Deps }): Promise<void>;
};

/** A delivery whose subscriber is no longer listed: no retry brings it back. */
class UnknownSubscriberError extends Error {}

export type EventOutbox = OutboxWorker;

/** Events handed out at once to their subscribers' deliveries. */
const HAND_OUT_BATCH = 100;

export function createEventOutbox<Event extends { type: string }, Deps extends { db: Db }>(options: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  subscribers: readonly Subscriber<Event, Deps>[];
  /** What handlers are given, `db` replaced by the delivery's transaction */
  deps: () => Deps;
  /** After a delivery commits: what its subscriber wrote to other outboxes is sent now */
  delivered: () => void;
}): EventOutbox {
  const { db, now, subscribers } = options;
  const byName = new Map(subscribers.map((subscriber) => [subscriber.config.name, subscriber]));
  if (byName.size !== subscribers.length) throw new Error('two subscribers have the same name');
  const takes = JSON.stringify(
    subscribers.flatMap(({ config }) => config.event.map((type) => ({ name: config.name, type }))),
  );

  /** Gives each waiting event its deliveries, one per subscriber that takes its kind. */
  async function handOut(): Promise<void> {
    const at = now();
    await db.execute(sql`
      with due as (
        select id, type from ${orderEvents} where handed_out_at is null
        order by id limit ${HAND_OUT_BATCH} for update skip locked
      ), handed as (
        update ${orderEvents} set handed_out_at = ${at} where id in (select id from due)
      )
      insert into ${orderEventDeliveries} (event_id, subscriber, created_at, next_attempt_at)
      select due.id, s.name, ${at}, ${at}
      from due join jsonb_to_recordset(${takes}::jsonb) as s(name text, type text) on s.type = due.type
      order by due.id
      on conflict do nothing`);
  }

  return createOutboxWorker({
    db,
    now,
    log: options.log,
    enabled: true,
    channel: {
      name: 'event delivery',
      table: orderEventDeliveries,
      beforeClaim: handOut,
      isFinal: (error) => error instanceof UnknownSubscriberError,
      async send(delivery) {
        const subscriber = byName.get(delivery.subscriber);
        if (!subscriber) throw new UnknownSubscriberError(`no subscriber ${delivery.subscriber}`);
        const done = await transaction(db, async (tx) => {
          const [event] = await tx.select().from(orderEvents).where(eq(orderEvents.id, delivery.eventId));
          if (!event) return false;
          await subscriber.handler({
            event: { ...event, type: event.type as Event['type'] } as unknown as Event & {
              id: number;
              createdAt: Date;
            },
            deps: { ...options.deps(), db: tx },
          });
          await markSent(tx, orderEventDeliveries, delivery.id, now());
          return true;
        });
        options.delivered();
        return done ? 'marked' : 'dropped';
      },
    },
  });
}
