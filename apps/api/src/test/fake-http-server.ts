import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
  url: URL;
  method: string;
  headers: IncomingHttpHeaders;
  /** The request's body as text, once it has all arrived */
  body: string;
  atMs: number;
};
export type FakeAnswer = { status?: number; body?: unknown; delayMs?: number };

/**
 * A stand-in for a provider's HTTP API on this machine (port 0): it keeps every request it got,
 * with the time it arrived, and answers with what the test's handler returns.
 */
export async function startFakeHttpServer(answer: (url: URL) => FakeAnswer) {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const received: ReceivedRequest = {
      url,
      method: request.method ?? 'GET',
      headers: request.headers,
      body: '',
      atMs: performance.now(),
    };
    requests.push(received);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.body = Buffer.concat(chunks).toString('utf8');
      const { status = 200, body = {}, delayMs = 0 } = answer(url);
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
