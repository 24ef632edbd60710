import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long a closing server waits for requests already sent but not yet read: under load the event
 * loop may not have read a connection's bytes when SIGTERM comes, and Node counts such a connection
 * as idle, ending it: the caller sees a reset, not an answer.
 */
const UNREAD_REQUESTS_GRACE_MS = 100;

/**
 * Ends, when the server closes, the connections no request has come on (browsers open them ahead of
 * need; Node's server.close() leaves them, and one would hold a graceful shutdown until the headers
 * timeout, a minute later), once the requests already sent have had time to be read.
 */
export function closeUnusedConnections(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  app.addHook('preClose', async () => {
    await new Promise((resolve) => setTimeout(resolve, UNREAD_REQUESTS_GRACE_MS));
    for (const socket of unused) socket.destroy();
  });
}
