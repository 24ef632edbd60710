import http from 'node:http';
import https from 'node:https';
import type { PushPayload } from '@tiffin/core';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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

export const PUSH_POLL_INTERVAL_MS = OUTBOX_POLL_INTERVAL_MS;

export type Pusher = {
  /**
   * Writes a push for each subscription to the push outbox with `db`, the use case's transaction,
   * so it exists exactly when what it tells does. Call `wake` once that has committed.
   */
  enqueue(db: Db, push: { subscriptionIds: number[]; payload: PushPayload }): Promise<void>;
  wake(): void;
  /** Sends what is due and resolves once done: the poll one process of the cluster runs. */
  sendDue(): Promise<void>;
  close(): Promise<void>;
};

type OutboxRow = typeof pushOutbox.$inferSelect;
type Subscription = typeof pushSubscriptions.$inferSelect;

/**
 * The push outbox and its dispatcher, as the e-mails' (adapters/mailer.ts): rows claimed with
 * `FOR UPDATE SKIP LOCKED`, a failed send retried with the same back-off. A push is encrypted
 * (aes128gcm) and signed (VAPID) by `web-push` and posted to the address its endpoint's name
 * resolves to, once that address is checked public (push-endpoint.ts, decision 060). A 404 or 410
 * means the browser dropped the subscription: it is removed, with its pushes. Without push
 * configured pushes are kept.
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
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function claimDue(): Promise<OutboxRow[]> {
    const at = now();
    const due = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(isNull(pushOutbox.sentAt), lte(pushOutbox.nextAttemptAt, at)))
      .orderBy(asc(pushOutbox.id))
      .limit(BATCH_SIZE)
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
      { agents, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
    );
  }

  async function sendOne(row: OutboxRow, config: PushConfig): Promise<void> {
    const [subscription] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, row.subscriptionId));
    if (!subscription) return;
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

  async function dispatch(config: PushConfig): Promise<void> {
    do {
      again = false;
      const claimed = await claimDue();
      for (const row of claimed) await sendOne(row, config);
      if (claimed.length === BATCH_SIZE) again = true;
    } while (again && !closed);
  }

  function wake(): void {
    if (!push || closed) return;
    if (running) {
      again = true;
      return;
    }
    running = dispatch(push)
      .catch((error: unknown) =>
        log.error({ err: error }, 'the push dispatcher failed; it tries again shortly'),
      )
      .finally(() => {
        running = null;
      });
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
    async sendDue() {
      wake();
      await running;
    },
    async close() {
      closed = true;
      await running;
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
