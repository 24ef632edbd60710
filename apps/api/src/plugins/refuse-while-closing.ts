import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * While the server closes, a request that arrives is refused with 503 in the error shape and
 * `Connection: close`, for the caller or the load balancer to send again elsewhere (an order with
 * the same idempotency key). Fastify's own 503 for this (`return503OnClosing`, turned off in app.ts)
 * has a body of its own.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Synchronous: it runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new AppError('closing', 'The server is restarting. Please try again in a moment.'));
  });
}
