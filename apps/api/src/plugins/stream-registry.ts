import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { EventBus } from '../adapters/events.ts';
import { AppError } from '../errors.ts';

/**
 * How many live streams may be open at once on each process: per session (the tabs of one browser:
 * every staff page holds the stream that brings its alerts, and a manager keeps a few pages open)
 * and per client address (`request.ip`, the client's behind the configured proxies; the devices of
 * a kitchen, a household or a mobile network's shared address). Beyond, 429 `too_many_streams`.
 * Counted per process: behind a load balancer of N processes a client may hold up to N times as
 * many. Since an event is loaded once however many streams carry it, a stream costs little more
 * than its connection.
 */
export const STREAM_CAPS = { perSession: 5, perAddress: 20 } as const;

/**
 * How often each open stream's session is checked again, on each process, in one query per kind of
 * session: the safety net under the `session.ended` event, for an event missed (the database away)
 * or a session that simply expired.
 */
export const SESSION_RECHECK_MS = 5_000;

export type SessionKind = 'customer' | 'staff';

/** Which of these sessions are live now (not ended, not expired; a member not disabled). */
export type LiveSessions = (kind: SessionKind, sessionIds: number[]) => Promise<Set<number>>;

type OpenStream = {
  session: { kind: SessionKind; id: number } | null;
  address: string;
  end: () => void;
};

export type StreamRegistry = {
  /**
   * Counts in a stream about to open for this request (its principal's session, its address), or
   * refuses it with 429 `too_many_streams`; `end` closes it when its session ends. Answers the
   * function that counts it out, called when the stream closes.
   */
  admit(request: FastifyRequest, end: () => void): () => void;
  /** Ends every open stream (the server closing) and stops checking. */
  close(): void;
};

/**
 * The live streams open on this process, by session and address: the caps, and the closing of a
 * stream within seconds of its session ending, on every process: at once on the `session.ended`
 * event, and at the latest at the next check (SESSION_RECHECK_MS).
 */
export function createStreamRegistry(options: {
  events: EventBus;
  liveSessions: LiveSessions;
  log: FastifyBaseLogger;
}): StreamRegistry {
  const open = new Set<OpenStream>();
  const endWhere = (ended: (stream: OpenStream) => boolean) => {
    for (const stream of [...open]) if (ended(stream)) stream.end();
  };

  const stopListening = options.events.subscribe((event) => {
    if (event.type !== 'session.ended') return;
    const ids = new Set(event.sessionIds);
    endWhere(({ session }) => session?.kind === event.kind && ids.has(session.id));
  });

  let checking = false;
  const check = async () => {
    for (const kind of ['customer', 'staff'] as const) {
      const ids = [
        ...new Set([...open].flatMap(({ session }) => (session?.kind === kind ? [session.id] : []))),
      ];
      if (ids.length === 0) continue;
      const live = await options.liveSessions(kind, ids);
      endWhere(({ session }) => session?.kind === kind && !live.has(session.id));
    }
  };
  const timer = setInterval(() => {
    if (checking || open.size === 0) return;
    checking = true;
    // The database away: the streams stay open until it answers again and says otherwise.
    check()
      .catch((error: unknown) =>
        options.log.warn({ err: error }, 'the live streams’ sessions could not be checked'),
      )
      .finally(() => {
        checking = false;
      });
  }, SESSION_RECHECK_MS);
  timer.unref();

  return {
    admit(request, end) {
      const { principal } = request;
      const session = principal ? { kind: principal.kind, id: principal.sessionId } : null;
      const address = request.ip;
      let ofSession = 0;
      let ofAddress = 0;
      for (const stream of open) {
        if (session && stream.session?.kind === session.kind && stream.session.id === session.id)
          ofSession += 1;
        if (stream.address === address) ofAddress += 1;
      }
      if (ofSession >= STREAM_CAPS.perSession || ofAddress >= STREAM_CAPS.perAddress) {
        // Not in the spec.
        throw new AppError('too_many_streams', 'Too many live streams are open; close one and try again');
      }
      const stream: OpenStream = { session, address, end };
      open.add(stream);
      return () => open.delete(stream);
    },
    close() {
      clearInterval(timer);
      stopListening();
      endWhere(() => true);
    },
  };
}
