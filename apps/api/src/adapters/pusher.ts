import http from 'node:http';
import https from 'node:https';
import type { PushPayload } from '@tiffin/core';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import webPush from 'web-push';
import type { PushConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { pushOutbox, pushSubscriptions } from '../db/schema.ts';
import { MAX_SEND_ATTEMPTS, OUTBOX_POLL_INTERVAL_MS, retryDelayMs } from './mailer.ts';
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
const SENDING_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;
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
 * The push outbox and its dispatcher, as the e-mails' (adapters/mailer.ts): rows claimed with
 * `FOR UPDATE SKIP LOCKED`, a failed send retried with the same back-off. A push is encrypted
 * (aes128gcm) and signed (VAPID) by `web-push` and posted to the address its endpoint's name
 * resolves to, once that address is checked public (push-endpoint.ts, decision 060). A 404 or 410
 * means the browser dropped the subscription: it is removed, with its pushes. Without push
 * configured pushes are kept. Sends run side by side, each with its timeout and at most
 * `SENDS_PER_HOST` to one host at once, so a push service that never answers delays no other's
 * pushes (the third probe's finding 2).
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
  let claiming: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const closing = new AbortController();
  /** Each host's queue, and how many of its pushes are held (in flight or waiting). */
  const hosts = new Map<string, { queue: LimitFunction; held: number }>();
  /** Each subscription's last push held: the next waits for it, so a browser hears in order. */
  const lastOf = new Map<number, Promise<void>>();
  const held = new Set<Promise<void>>();

  async function claimDue(limit: number): Promise<OutboxRow[]> {
    const at = now();
    const due = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(isNull(pushOutbox.sentAt), lte(pushOutbox.nextAttemptAt, at)))
      .orderBy(asc(pushOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(pushOutbox)
      .set({
        attempts: sql`${pushOutbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + SENDING_LEASE_MS),
      })
      .where(inArray(pushOutbox.id, due))
      .returning();
  }

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

  async function sendOne(row: OutboxRow, subscription: Subscription, config: PushConfig): Promise<void> {
    if (closed) return putBack(row, 0);
    try {
      const status = await post(config, subscription, row.payload);
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        log.info({ subscriptionId: subscription.id }, 'push subscription gone: removed');
        return;
      }
      if (status < 200 || status > 299) throw new Error(`the push service answered ${status}`);
      await db.update(pushOutbox).set({ sentAt: now(), error: null }).where(eq(pushOutbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // An address a push service never has is no passing fault: not tried again.
      const givenUp = row.attempts >= MAX_SEND_ATTEMPTS || error instanceof NotPublicAddressError;
      await db
        .update(pushOutbox)
        .set({
          error: message,
          nextAttemptAt: givenUp
            ? new Date('9999-12-31T00:00:00Z')
            : new Date(now().getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(pushOutbox.id, row.id));
      log.warn(
        { pushId: row.id, attempts: row.attempts, error: message },
        givenUp ? 'push given up after its last try' : 'push not sent; it will be retried',
      );
    }
  }

  /** A claimed push not tried after all: due again after `delayMs`, its claim not counted as a try. */
  async function putBack(row: OutboxRow, delayMs: number): Promise<void> {
    await db
      .update(pushOutbox)
      .set({ attempts: sql`${pushOutbox.attempts} - 1`, nextAttemptAt: new Date(now().getTime() + delayMs) })
      .where(eq(pushOutbox.id, row.id));
  }

  /** Holds the work until it ends; a send ending makes room to claim more. */
  function hold(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => log.error({ err: error }, 'a push was not recorded; it is retried'))
      .finally(() => {
        held.delete(tracked);
        if (again) wake();
      });
    held.add(tracked);
  }

  /**
   * Queues the push at its host behind the subscription's earlier pushes ("accepted" before
   * "ready"), or puts it back while that host has enough held.
   */
  function start(row: OutboxRow, subscription: Subscription, config: PushConfig): void {
    const name = hostOf(subscription.endpoint);
    const host = hosts.get(name) ?? { queue: pLimit(SENDS_PER_HOST), held: 0 };
    if (host.held >= SENDS_PER_HOST + WAITING_PER_HOST) {
      hold(putBack(row, HOST_BUSY_DELAY_MS));
      return;
    }
    hosts.set(name, host);
    host.held += 1;
    // Its failure was logged by `hold`: this one goes anyway.
    const earlier = (lastOf.get(subscription.id) ?? Promise.resolve()).catch(() => {});
    const work = earlier
      .then(() => host.queue(() => sendOne(row, subscription, config)))
      .finally(() => {
        host.held -= 1;
        if (host.held === 0) hosts.delete(name);
        if (lastOf.get(subscription.id) === work) lastOf.delete(subscription.id);
      });
    lastOf.set(subscription.id, work);
    hold(work);
  }

  async function claim(config: PushConfig): Promise<void> {
    do {
      again = false;
      const room = Math.min(BATCH_SIZE, HELD_AT_MOST - held.size);
      // Full: a send finishing wakes the claiming again.
      if (room <= 0) {
        again = true;
        return;
      }
      const claimed = await claimDue(room);
      const subscriptions = await subscriptionsOf(claimed);
      for (const row of claimed) {
        const subscription = subscriptions.get(row.subscriptionId);
        // Removed meanwhile: its pushes went with it.
        if (subscription) start(row, subscription, config);
      }
      if (claimed.length === room) again = true;
    } while (again && !closed);
  }

  async function subscriptionsOf(rows: OutboxRow[]): Promise<Map<number, Subscription>> {
    if (rows.length === 0) return new Map();
    const found = await db
      .select()
      .from(pushSubscriptions)
      .where(
        inArray(
          pushSubscriptions.id,
          rows.map((row) => row.subscriptionId),
        ),
      );
    return new Map(found.map((subscription) => [subscription.id, subscription]));
  }

  function wake(): void {
    if (!push || closed) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claim(push)
      .catch((error: unknown) =>
        log.error({ err: error }, 'the push dispatcher failed; it tries again shortly'),
      )
      .finally(() => {
        claiming = null;
      });
  }

  async function settled(): Promise<void> {
    while (claiming || held.size > 0) {
      await claiming;
      await Promise.all(held);
    }
  }

  wake();

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
    wake,
    async poll() {
      wake();
      await claiming;
    },
    async sendDue() {
      wake();
      await settled();
    },
    async close() {
      closed = true;
      closing.abort();
      await settled();
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
