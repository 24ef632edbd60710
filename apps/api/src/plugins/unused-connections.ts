import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long, at most, a closing server waits for requests already sent but not yet read: under load
 * the event loop may not have read a connection's bytes when SIGTERM comes, and Node counts such a
 * connection as idle, ending it: the caller sees a reset, not an answer. 100 ms was not enough with
 * the test suite's processes sharing 2 cores (9 of 30 placements reset in one CI run); the wait ends
 * as soon as every connection has brought its request, so a server with none unread closes at once.
 */
const UNREAD_REQUESTS_GRACE_MS = 1_000;
const UNREAD_REQUESTS_CHECK_MS = 20;

/**
 * Ends, when the server closes, the connections no request has come on (browsers open them ahead of
 * need; Node's server.close() leaves them, and one would hold a graceful shutdown until the headers
 * timeout, a minute later), once the requests already sent have had time to be read (a request read
 * while closing is answered 503, plugins/refuse-while-closing.ts).
 */
export function closeUnusedConnections(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  app.addHook('preClose', async () => {
    const deadline = Date.now() + UNREAD_REQUESTS_GRACE_MS;
    while (unused.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, UNREAD_REQUESTS_CHECK_MS));
    }
    for (const socket of unused) socket.destroy();
  });
}
