/**
 * A Server-Sent Events reader for the tests, as a browser's reader sees the stream: events with
 * their id, type and JSON data, in order.
 */
export type StreamEvent = {
  /** NaN for an event without an id (`resync`). */
  id: number;
  event: string;
  data: { id: number; status: string; [key: string]: unknown };
};

export async function openStream(
  url: string,
  token: string,
  lastEventId?: number,
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
      ...headers,
    },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  let ended = false;
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          );
          if (fields.data !== undefined) {
            events.push({
              id: Number(fields.id),
              event: fields.event ?? 'message',
              data: JSON.parse(fields.data),
            });
            for (const wake of waiters.splice(0)) wake();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
    }
  })();
  return {
    headers: response.headers,
    events,
    /** The first event received after `seen` events that matches, waited for up to `timeoutMs`. */
    async waitFor(match: (event: StreamEvent) => boolean, timeoutMs = 2000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `no such event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => [e.id, e.data.id, e.data.status]))}`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    /** Resolves when the stream ends: the server closed it (or close() was called). */
    ended: reading,
    /** Whether the stream has ended. */
    hasEnded: () => ended,
    close: () => controller.abort(),
  };
}
