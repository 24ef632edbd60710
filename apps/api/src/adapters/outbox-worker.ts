import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

/*
 * The one outbox worker (issue 48, decision 062): what is to be sent is a row of an outbox table,
 * written in the transaction of what caused it; the worker claims the rows due, hands each to its
 * channel's `send`, and records how that went. The e-mails (mailer.ts), the pushes (pusher.ts) and
 * the deliveries of the order events to their subscribers (event-outbox.ts) are its channels: each
 * brings its table and its `send`, nothing of the loop.
 */

/** How often the outbox tables are looked at for rows due without a wake (retries, restarts): app.ts schedules it. */
export const OUTBOX_POLL_INTERVAL_MS = 5_000;
/** How long a claimed row is left to the process sending it before another may try. */
const SENDING_LEASE_MS = 5 * 60_000;
/** Tries before a row is given up (it stays in its table with its error). */
export const MAX_SEND_ATTEMPTS = 8;
const BATCH_SIZE = 20;
/** Where a given-up row is parked: it stays with its error, never due again. */
const GIVEN_UP_AT = new Date('9999-12-31T00:00:00Z');

/** 30 s after the first failure, doubling, at most an hour: about 2 h 15 min over the eight tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);
}

/** The columns every outbox table shares, which the worker reads and writes. */
export type OutboxColumns = {
  id: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  sentAt: PgColumn;
  error: PgColumn;
};
export type OutboxTable = PgTable & OutboxColumns;

/**
 * What became of a claimed row: `sent` (the worker marks it), `marked` (the channel marked it in
 * its own transaction, with `markSent`), `dropped` (its row is gone, nothing to mark), or put back
 * `later` without counting the try (a busy host). A failure is thrown: retried with back-off, or
 * given up after MAX_SEND_ATTEMPTS or when `isFinal` says no try would do better.
 */
export type SendOutcome = 'sent' | 'marked' | 'dropped' | { laterMs: number };

export type OutboxChannel<Table extends OutboxTable> = {
  /** For the log: "e-mail", "push", "event delivery" */
  name: string;
  table: Table;
  send(row: Table['$inferSelect']): Promise<SendOutcome>;
  /** A failure no retry would mend (an address refused): given up at once */
  isFinal?: (error: unknown) => boolean;
  /** Claimed rows held at once, in flight or waiting for their send (1: one after the other) */
  heldAtMost?: number;
  /** Run before each claim (the events' hand-out to their subscribers) */
  beforeClaim?: () => Promise<void>;
};

export type OutboxWorker = {
  /** Claims and sends what is due now rather than at the next poll (after a commit). */
  wake(): void;
  /** Claims what is due and starts sending it; resolves once claimed: the poll one process of the cluster runs. */
  poll(): Promise<void>;
  /** Sends what is due and resolves once nothing claimed is left in flight (the tests; the poll of the e-mails). */
  settle(): Promise<void>;
  /** Stops claiming and waits for the sends in flight. */
  close(): Promise<void>;
};

/** Marks a row sent with `db`, the channel's transaction when the sending is a write of its own. */
export async function markSent(db: Db, table: OutboxTable, id: number, at: Date): Promise<void> {
  await db
    .update(table)
    .set({ sentAt: at, error: null } as never)
    .where(eq(table.id, id));
}

/**
 * The worker of one channel. Several processes may share a table: each claims rows with
 * `FOR UPDATE SKIP LOCKED` and moves their next try a lease ahead in the same statement (counting
 * the try), so a row is sent by one of them, and by another only if the first dies holding it. It
 * sends when woken (by the process that wrote the rows, once committed, and at start) and when
 * polled (every few seconds on one process of the cluster), so rows left by a failure or a restart
 * go out later.
 */
export function createOutboxWorker<Table extends OutboxTable>(options: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  channel: OutboxChannel<Table>;
  /** Whether anything is sent (no SMTP, no push keys: rows are only kept) */
  enabled: boolean;
}): OutboxWorker {
  const { db, now, log, channel, enabled } = options;
  const { table } = channel;
  const heldAtMost = channel.heldAtMost ?? 1;
  type Row = Table['$inferSelect'];
  let claiming: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const held = new Set<Promise<void>>();

  async function claimDue(limit: number): Promise<Row[]> {
    const at = now();
    const due = db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(isNull(table.sentAt), lte(table.nextAttemptAt, at)))
      .orderBy(asc(table.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return (await db
      .update(table)
      .set({
        attempts: sql`${table.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + SENDING_LEASE_MS),
      } as never)
      .where(inArray(table.id, due))
      .returning()) as Row[];
  }

  async function record(row: Row, outcome: SendOutcome): Promise<void> {
    const id = row.id as number;
    if (outcome === 'sent') await markSent(db, table, id, now());
    else if (typeof outcome === 'object') {
      await db
        .update(table)
        .set({
          attempts: sql`${table.attempts} - 1`,
          nextAttemptAt: new Date(now().getTime() + outcome.laterMs),
        } as never)
        .where(eq(table.id, id));
    }
  }

  async function failed(row: Row, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = row.attempts as number;
    const givenUp = attempts >= MAX_SEND_ATTEMPTS || (channel.isFinal?.(error) ?? false);
    await db
      .update(table)
      .set({
        error: message,
        nextAttemptAt: givenUp ? GIVEN_UP_AT : new Date(now().getTime() + retryDelayMs(attempts)),
      } as never)
      .where(eq(table.id, row.id as number));
    log.warn(
      { outbox: channel.name, id: row.id, attempts, error: message },
      givenUp
        ? `${channel.name} given up after its last try; it stays in its outbox`
        : `${channel.name} not sent; it will be retried`,
    );
  }

  async function sendOne(row: Row): Promise<void> {
    let outcome: SendOutcome;
    try {
      outcome = closed ? { laterMs: 0 } : await channel.send(row);
    } catch (error) {
      return failed(row, error);
    }
    return record(row, outcome);
  }

  /** Holds the send until it ends; a send ending makes room to claim more. */
  function hold(row: Row): Promise<void> {
    const tracked: Promise<void> = sendOne(row)
      .catch((error: unknown) =>
        log.error({ err: error, outbox: channel.name }, 'a send was not recorded; it is retried'),
      )
      .finally(() => {
        held.delete(tracked);
        if (again) wake();
      });
    held.add(tracked);
    return tracked;
  }

  async function claim(): Promise<void> {
    do {
      again = false;
      const room = Math.min(BATCH_SIZE, Math.max(heldAtMost, BATCH_SIZE) - held.size);
      // Full: a send finishing wakes the claiming again.
      if (room <= 0) {
        again = true;
        return;
      }
      await channel.beforeClaim?.();
      const claimed = await claimDue(room);
      if (heldAtMost === 1) {
        // One after the other, in the order written.
        for (const row of claimed) await hold(row);
      } else {
        for (const row of claimed) hold(row);
      }
      if (claimed.length === room) again = true;
    } while (again && !closed);
  }

  function wake(): void {
    if (!enabled || closed) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claim()
      .catch((error: unknown) =>
        log.error({ err: error, outbox: channel.name }, 'an outbox worker failed; it tries again shortly'),
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

  // What an earlier process left unsent goes out now.
  wake();

  return {
    wake,
    async poll() {
      wake();
      await claiming;
    },
    async settle() {
      wake();
      await settled();
    },
    async close() {
      closed = true;
      await settled();
    },
  };
}
