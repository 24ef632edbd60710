import { type TipPayout, type TipPayoutRequest, tipPayoutMessages } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { memberNames, recordAction } from '../staff/index.ts';
import * as repository from './tips.repository.ts';

/*
 * Tips paid out (issue 51, decision 081): an admin records the card tips handed on to the staff, and
 * the reports' tips ledger sets them against the tips taken. A payout is logged with the staff's
 * actions in its own transaction, so the ledger and the log agree.
 */

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function recordTipPayout(
  { db, clock }: Deps,
  { payout, staffId }: { payout: TipPayoutRequest; staffId: number },
): Promise<TipPayout> {
  const row = await db.transaction(async (tx) => {
    const stored = await repository.insertTipPayout(tx, {
      paidOn: payout.paid_on,
      amountCents: payout.amount_cents,
      note: payout.note,
      recordedBy: staffId,
      createdAt: clock.now(),
    });
    await recordAction(
      { db: tx, clock },
      {
        staffId,
        action: tipPayoutMessages.staffAction,
        subject: `tips of ${payout.paid_on}`,
        details: { amount_cents: payout.amount_cents, note: payout.note },
      },
    );
    return stored;
  });
  const [view] = await tipPayoutsOf(db, [row]);
  if (!view) throw new Error('tip payout not read back');
  return view;
}

/** The payouts paid on Dublin days `from` to `to`, both included, in the order paid. */
export async function tipPayoutsBetween(
  { db }: Pick<AppDeps, 'db'>,
  { from, to }: { from: string; to: string },
): Promise<TipPayout[]> {
  return tipPayoutsOf(db, await repository.tipPayoutsBetween(db, from, to));
}

/** What was paid out to date, and the last `limit` payouts, newest first. */
export async function tipPayoutsToDate(
  { db }: Pick<AppDeps, 'db'>,
  { limit }: { limit: number },
): Promise<{ paidOutCents: number; latest: TipPayout[] }> {
  const [paidOutCents, latest] = await Promise.all([
    repository.paidOutCents(db),
    repository.latestTipPayouts(db, limit),
  ]);
  return { paidOutCents, latest: await tipPayoutsOf(db, latest) };
}

async function tipPayoutsOf(db: AppDeps['db'], rows: repository.TipPayoutRow[]): Promise<TipPayout[]> {
  const names = await memberNames(
    db,
    rows.flatMap((row) => (row.recordedBy === null ? [] : [row.recordedBy])),
  );
  return rows.map((row) => ({
    id: row.id,
    paid_on: row.paidOn,
    amount_cents: row.amountCents,
    note: row.note,
    recorded_by: row.recordedBy === null ? null : (names.get(row.recordedBy) ?? null),
    recorded_at: row.createdAt.toISOString(),
  }));
}
