import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { lastEventIdOf, openEventStream } from '../../plugins/event-stream.ts';

type StreamedOrder = { id: number; change_id: number };

/**
 * A live stream of orders (event `order`, id its last status change): each order `load` reads when
 * an `order.changed` event that `concerns` the reader is heard, and after a Last-Event-ID the ones
 * `changedSince` finds. Used by the staff's board (every order) and a customer's pages (their own).
 */
export async function streamOrders(
  app: FastifyInstance,
  { events }: Pick<AppDeps, 'events'>,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  source: {
    concerns: (event: { orderId: number; customerId: number | null }) => boolean;
    load: (orderId: number) => Promise<StreamedOrder>;
    changedSince: (changeId: number) => Promise<StreamedOrder[]>;
  },
): Promise<void> {
  const lastEventId = lastEventIdOf(request);
  const stream = openEventStream(app, reply);
  // One read at a time, so the events leave in the order they were heard.
  let queue: Promise<void> = Promise.resolve();
  const sendOrders = (read: () => Promise<StreamedOrder[]>) => {
    queue = queue
      .then(async () => {
        for (const order of await read()) stream.send({ id: order.change_id, type: 'order', data: order });
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'an order event was not sent'));
  };
  // Listening before the catch-up read: an order changed in between is sent twice, never missed.
  const stopListening = events.subscribe((event) => {
    if (event.type === 'order.changed' && source.concerns(event)) {
      sendOrders(async () => [await source.load(event.orderId)]);
    }
  });
  if (lastEventId > 0) sendOrders(() => source.changedSince(lastEventId));
  await stream.closed;
  stopListening();
}
