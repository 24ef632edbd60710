import http from 'node:http';
import https from 'node:https';
import type { PushPayload } from '@tiffin/core';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import webPush from 'web-push';
import type { PushConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { pushOutbox, pushSubscriptions } from '../db/schema.ts';
import { createOutboxWorker, OUTBOX_POLL_INTERVAL_MS, type SendOutcome } from './outbox-worker.ts';
import {
  checkedAddress,
  endpointProblem,
  NotPublicAddressError,
  type PushLookup,
  postPinned,
  systemLookup,
} from './push-endpoint.ts';

/** How long the push service keeps a push for a browser that is off: an order's news is stale after. */
const PUSH_TTL_SECONDS = 4 * 60 * 60;
/** A push service that does not answer in this time is tried again later. */
const SEND_TIMEOUT_MS = 10_000;
/**
 * Pushes in flight at once to one host, and claimed pushes waiting for it: what one push service
 * that never answers can hold. Its waiting ones are through in 4 timeouts (40 s), well inside
 * their lease; more are put back for a while (`HOST_BUSY_DELAY_MS`), not counted as a try.
 */
const SENDS_PER_HOST = 8;
const WAITING_PER_HOST = 32;
const HOST_BUSY_DELAY_MS = 15_000;
/** Claimed pushes held in memory, all hosts together: claiming waits below it. */
const HELD_AT_MOST = 256;

export const PUSH_POLL_INTERVAL_MS = OUTBOX_POLL_INTERVAL_MS;

export type Pusher = {
  /**
   * Writes a push for each subscription to the push outbox with `db`, the use case's transaction,
   * so it exists exactly when what it tells does. Call `wake` once that has committed.
   */
  enqueue(db: Db, push: { subscriptionIds: number[]; payload: PushPayload }): Promise<void>;
  wake(): void;
  /**
   * Claims what is due and starts sending it; resolves once claimed, not sent: the poll one
   * process of the cluster runs, which a slow push service must not hold up.
   */
  poll(): Promise<void>;
  /** Sends what is due and resolves once every send started has finished (the tests). */
  sendDue(): Promise<void>;
  /** Stops claiming, cuts the sends in flight short (they are retried) and puts back the waiting. */
  close(): Promise<void>;
};

type OutboxRow = typeof pushOutbox.$inferSelect;
type Subscription = typeof pushSubscriptions.$inferSelect;

/** The host a push goes to, its port included (the tests' local services differ by port). */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/**
 * The push outbox, a channel of the outbox worker (outbox-worker.ts) as the e-mails are. A push is
 * encrypted (aes128gcm) and signed (VAPID) by `web-push` and posted to the address its endpoint's
 * name resolves to, once that address is checked public (push-endpoint.ts, decision 060): a refused
 * address is given up at once. A 404 or 410 means the browser dropped the subscription: it is
 * removed, with its pushes. Without push configured pushes are kept. Sends run side by side, each
 * with its timeout and at most `SENDS_PER_HOST` to one host at once, so a push service that never
 * answers delays no other's pushes (the third probe's finding 2); a subscription's pushes go one
 * after the other, so a browser hears "accepted" before "ready".
 */
export function createPusher(options: {
  db: Db;
  push: PushConfig | null;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How push services' names are resolved; the system's resolver unless a test answers */
  lookup?: PushLookup;
}): Pusher {
  const { db, push, now, log, lookup = systemLookup } = options;
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  const closing = new AbortController();
  /** Each host's queue, and how many of its pushes are held (in flight or waiting). */
  const hosts = new Map<string, { queue: LimitFunction; held: number }>();
  /** Each subscription's last push held: the next waits for it, so a browser hears in order. */
  const lastOf = new Map<number, Promise<unknown>>();

  async function post(config: PushConfig, subscription: Subscription, payload: PushPayload): Promise<number> {
    const rules = { allowLocal: config.allowLocalPushService };
    // Saved before the rules of decision 060, or under other settings: checked again.
    const problem = endpointProblem(subscription.endpoint, rules);
    if (problem) throw new NotPublicAddressError(`the endpoint is refused: ${problem}`);
    const url = new URL(subscription.endpoint);
    const target = await checkedAddress(url, { ...rules, lookup });
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: config.vapidSubject,
          publicKey: config.vapidPublicKey,
          privateKey: config.vapidPrivateKey,
        },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
      },
    );
    return postPinned(
      url,
      target,
      {
        method: request.method,
        headers: request.headers as Record<string, string | number>,
        body: request.body ? Buffer.from(request.body) : null,
      },
      { agents, signal: AbortSignal.any([AbortSignal.timeout(SEND_TIMEOUT_MS), closing.signal]) },
    );
  }

  async function sendNow(
    row: OutboxRow,
    subscription: Subscription,
    config: PushConfig,
  ): Promise<SendOutcome> {
    // Closing while it waited for its host: put back for the next process, not counted as a try.
    if (closing.signal.aborted) return { laterMs: 0 };
    const status = await post(config, subscription, row.payload);
    if (status === 404 || status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      log.info({ subscriptionId: subscription.id }, 'push subscription gone: removed');
      return 'dropped';
    }
    if (status < 200 || status > 299) throw new Error(`the push service answered ${status}`);
    return 'sent';
  }

  /**
   * Queues the push at its host behind the subscription's earlier pushes ("accepted" before
   * "ready"), or puts it back while that host has enough held.
   */
  async function send(row: OutboxRow): Promise<SendOutcome> {
    const config = push;
    const [subscription] = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, [row.subscriptionId]));
    // Removed meanwhile: its pushes went with it.
    if (!config || !subscription) return 'dropped';
    const name = hostOf(subscription.endpoint);
    const host = hosts.get(name) ?? { queue: pLimit(SENDS_PER_HOST), held: 0 };
    if (host.held >= SENDS_PER_HOST + WAITING_PER_HOST) return { laterMs: HOST_BUSY_DELAY_MS };
    hosts.set(name, host);
    host.held += 1;
    // Its failure is the worker's to record: this one goes anyway.
    const earlier = (lastOf.get(subscription.id) ?? Promise.resolve()).catch(() => {});
    const work = earlier
      .then(() => host.queue(() => sendNow(row, subscription, config)))
      .finally(() => {
        host.held -= 1;
        if (host.held === 0) hosts.delete(name);
        if (lastOf.get(subscription.id) === work) lastOf.delete(subscription.id);
      });
    lastOf.set(subscription.id, work);
    return work;
  }

  const worker = createOutboxWorker({
    db,
    now,
    log,
    enabled: push !== null,
    channel: {
      name: 'push',
      table: pushOutbox,
      send,
      // An address a push service never has is no passing fault: not tried again.
      isFinal: (error) => error instanceof NotPublicAddressError,
      heldAtMost: HELD_AT_MOST,
    },
  });

  return {
    async enqueue(queryDb, { subscriptionIds, payload }) {
      if (subscriptionIds.length === 0) return;
      const at = now();
      await queryDb.insert(pushOutbox).values(
        subscriptionIds.map((subscriptionId) => ({
          subscriptionId,
          payload,
          createdAt: at,
          nextAttemptAt: at,
        })),
      );
    },
    wake: worker.wake,
    poll: worker.poll,
    sendDue: worker.settle,
    async close() {
      closing.abort();
      await worker.close();
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
