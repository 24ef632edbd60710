import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../../adapters/events.ts';
import type { AppDeps } from '../../deps.ts';
import { lastEventIdOf, openEventStream } from '../../plugins/event-stream.ts';
import { boardOrder, customerOrder, customerOrdersChangedSince, ordersChangedSince } from './order-views.ts';

/*
 * The live streams of orders (event `order`, id its last status change): the staff's board (every
 * order, as the board shows it) and a customer's pages (their own, as their order page shows it).
 *
 * The contract with the browser: `order` events carry an order and its change id; `resync` (data
 * `{}`, no id) says "ask again for everything you show": the stream could not tell what was missed
 * (a Last-Event-ID too old or too far behind, RESUME_MAX_* in order-views.ts; or the server lost
 * its events for a while and the stream had sent nothing to resume from). `reconnecting` (data
 * `{}`, no id) says the server has lost its events for now (its database is away): the stream is
 * open but deaf, so the browser must not show it as live; `live` says it hears them again, after
 * the catch-up. A customer's stream also says `settings` (data `{}`, no id) when the restaurant's
 * settings change (`settings.changed`: the minimum order, the radius, the hours, the pause), and
 * after the server heard nothing for a while, so that an open basket or checkout reads them again
 * and asks for a new quote (issue 29); and `menu` (data `{}`, no id) when the menu changes, a dish
 * 86'd say, so that an open menu or basket reads it again (issue 47).
 */

type StreamedOrder = { id: number; change_id: number };

/** Whose orders a stream carries: every order (the staff) or one customer's. */
export type OrderStreamReader = { kind: 'staff' } | { kind: 'customer'; customerId: number };

type Subscriber = {
  reader: OrderStreamReader;
  /** An order changed: sent once loaded, after what the stream was sending. */
  deliver(order: Promise<StreamedOrder>): void;
  /** The bus hears nothing for now: the browser is told so. */
  deaf(): void;
  /** Events may have been missed: what changed since the last one sent is read again. */
  catchUp(): void;
  /** The restaurant's settings changed (customers' streams only). */
  settingsChanged(): void;
  /** The menu changed, a dish 86'd say (customers' streams only, issue 47). */
  menuChanged(): void;
};

/**
 * How many orders the streams of this process have loaded for `order.changed` events (tests count
 * them: one load per event and view, however many streams carry it).
 */
export const orderStreamLoads = { count: 0 };

type OrderStreamHub = { add(subscriber: Subscriber): () => void };
const hubs = new WeakMap<EventBus, OrderStreamHub>();

/**
 * The order streams open on this process, fed by one subscription to the event bus: an order's
 * change is loaded once for every staff stream (the board's view) and once for every stream of its
 * customer (their view), whatever the number of streams; when the bus listens again after losing
 * the database, every stream catches up.
 */
function hubOf(deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'config'>): OrderStreamHub {
  const existing = hubs.get(deps.events);
  if (existing) return existing;
  const subscribers = new Set<Subscriber>();
  let deaf = false;
  const load = (read: () => Promise<StreamedOrder>) => {
    orderStreamLoads.count += 1;
    const loaded = read();
    // Each stream that awaits it logs its own failure.
    loaded.catch(() => {});
    return loaded;
  };
  deps.events.subscribe((event) => {
    if (event.type === 'bus.lost') {
      deaf = true;
      for (const subscriber of subscribers) subscriber.deaf();
      return;
    }
    if (event.type === 'bus.reconnected') {
      deaf = false;
      for (const subscriber of subscribers) subscriber.catchUp();
      return;
    }
    if (event.type === 'settings.changed') {
      for (const subscriber of subscribers)
        if (subscriber.reader.kind === 'customer') subscriber.settingsChanged();
      return;
    }
    if (event.type === 'menu.changed') {
      for (const subscriber of subscribers)
        if (subscriber.reader.kind === 'customer') subscriber.menuChanged();
      return;
    }
    if (event.type !== 'order.changed') return;
    const { orderId, customerId } = event;
    let forBoard: Promise<StreamedOrder> | undefined;
    let forCustomer: Promise<StreamedOrder> | undefined;
    for (const { reader, deliver } of subscribers) {
      if (reader.kind === 'staff') {
        forBoard ??= load(() => boardOrder(deps, { orderId }));
        deliver(forBoard);
      } else if (customerId !== null && reader.customerId === customerId) {
        forCustomer ??= load(() => customerOrder(deps, { orderId, customerId }));
        deliver(forCustomer);
      }
    }
  });
  const hub: OrderStreamHub = {
    add(subscriber) {
      subscribers.add(subscriber);
      if (deaf) subscriber.deaf();
      return () => subscribers.delete(subscriber);
    },
  };
  hubs.set(deps.events, hub);
  return hub;
}

/**
 * Streams `reader`'s orders on the reply until the browser goes away or its session ends: each
 * order as it changes, and after a Last-Event-ID what changed since (bounded; `resync` beyond).
 */
export async function streamOrders(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'config'>,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  reader: OrderStreamReader,
): Promise<void> {
  const lastEventId = lastEventIdOf(request);
  const stream = openEventStream(app, request, reply);
  let lastSentId = lastEventId;
  const sendOrder = (order: StreamedOrder) => {
    stream.send({ id: order.change_id, type: 'order', data: order });
    lastSentId = Math.max(lastSentId, order.change_id);
  };
  // One read at a time, so the events leave in the order they were heard.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue
      .then(work)
      .catch((error: unknown) => request.log.warn({ err: error }, 'an order event was not sent'));
  };
  const catchUp = () =>
    enqueue(async () => {
      const changed =
        lastSentId === 0
          ? null
          : reader.kind === 'staff'
            ? await ordersChangedSince(deps, { changeId: lastSentId })
            : await customerOrdersChangedSince(deps, { changeId: lastSentId, customerId: reader.customerId });
      if (changed === null) stream.send({ type: 'resync', data: {} });
      else for (const order of changed) sendOrder(order);
    });
  let toldDeaf = false;
  const settingsChanged = () => enqueue(async () => stream.send({ type: 'settings', data: {} }));
  const menuChanged = () => enqueue(async () => stream.send({ type: 'menu', data: {} }));
  // Listening before the catch-up read: an order changed in between is sent twice, never missed.
  const stopListening = hubOf(deps).add({
    reader,
    deliver: (order) => enqueue(async () => sendOrder(await order)),
    deaf: () => {
      toldDeaf = true;
      stream.send({ type: 'reconnecting', data: {} });
    },
    catchUp: () => {
      catchUp();
      // A change of the settings may have gone unheard meanwhile.
      if (reader.kind === 'customer') settingsChanged();
      if (toldDeaf) enqueue(async () => stream.send({ type: 'live', data: {} }));
      toldDeaf = false;
    },
    settingsChanged,
    menuChanged,
  });
  if (lastEventId > 0) catchUp();
  await stream.closed;
  stopListening();
}
