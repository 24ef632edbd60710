import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Ends, when the server closes, the connections no request has come on yet. Node's server.close()
 * ends the idle keep-alive connections but leaves these (browsers open them ahead of need), and one
 * of them would hold a graceful shutdown until the headers timeout, a minute later.
 */
export function closeUnusedConnections(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  app.addHook('preClose', async () => {
    for (const socket of unused) socket.destroy();
  });
}
