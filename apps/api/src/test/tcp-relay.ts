import net from 'node:net';

/**
 * A TCP relay to a database server on a port of its own, for the tests that take the database away
 * as a restart or a failover does: `cut` drops every connection through it and refuses new ones
 * (the port closed), `restore` listens on the same port again.
 */
export async function startRelay(target: URL, port = 0) {
  const sockets = new Set<net.Socket>();
  const listen = async (onPort: number) => {
    const server = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      const close = () => {
        socket.destroy();
        upstream.destroy();
        sockets.delete(socket);
        sockets.delete(upstream);
      };
      socket.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => server.listen(onPort, '127.0.0.1', resolve));
    return server;
  };
  let server: net.Server | null = await listen(port);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no relay port');
  const relayPort = address.port;
  return {
    port: relayPort,
    /** The target's URL with the relay in its place. */
    url: (databaseUrl: string) => {
      const viaRelay = new URL(databaseUrl);
      viaRelay.host = `127.0.0.1:${relayPort}`;
      return viaRelay.toString();
    },
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      const closing = server;
      server = null;
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
    restore: async () => {
      server ??= await listen(relayPort);
    },
  };
}
