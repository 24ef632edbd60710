import {
  type CustomerMarkRequest,
  type FakeOrdersAnswer,
  type GuardRules,
  guardMessages,
  type MarkTarget,
  markValueOf,
  type NoShowAnswer,
  noShowAllowed,
} from '@tiffin/core';
import { transaction } from '../../db/prepared.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import * as repository from './guard.repository.ts';
import { guardRulesOf } from './guard-verdict.ts';

/** How the staff's changes are logged (staff's `recordAction`, handed in by the app). */
export type RecordAction = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { staffId: number | null; action: string; subject: string; details?: Record<string, unknown> },
) => Promise<void>;
/** What a no-show reads of the order (orders' `orderOf`, handed in by the app): a 404 when none. */
export type OrderOf = (
  deps: Pick<AppDeps, 'db'>,
  input: { orderId: number },
) => Promise<{ reference: string; status: string; customerId: number | null; contactPhone: string }>;
export type StaffGuardDeps = Pick<AppDeps, 'db' | 'clock'> & { recordAction: RecordAction };
export type NoShowDeps = StaffGuardDeps & { orderOf: OrderOf };

const FLAGGED_SHOWN = 100;

/** The staff's page: the rules, the marks in force, and the latest orders let through with a flag. */
export async function fakeOrdersOverview({ db }: Pick<AppDeps, 'db'>): Promise<FakeOrdersAnswer> {
  const restaurant = await requireRestaurant({ db });
  const rules = await guardRulesOf(db, restaurant.id);
  const marks = await repository.listActiveMarks(db);
  const flags = await repository.listFlags(db, FLAGGED_SHOWN);
  return {
    rules,
    marks: marks.map((mark) => ({
      id: mark.id,
      target: mark.target,
      value: mark.value,
      kind: mark.kind,
      reason: mark.reason,
      createdAt: mark.createdAt.toISOString(),
    })),
    flaggedOrders: flags.map((flag) => ({
      orderId: flag.orderId,
      reason: flag.reason,
      createdAt: flag.createdAt.toISOString(),
    })),
  };
}

export async function saveGuardRules(deps: StaffGuardDeps, input: { rules: GuardRules; staffId: number }) {
  const now = deps.clock.now();
  await transaction(deps.db, async (tx) => {
    const restaurant = await requireRestaurant({ db: tx });
    await repository.saveRules(tx, restaurant.id, input.rules, now);
    await deps.recordAction(
      { db: tx, clock: deps.clock },
      { staffId: input.staffId, action: 'fake-order rules changed', subject: 'rules', details: input.rules },
    );
  });
  return fakeOrdersOverview(deps);
}

/** A mark put on, with its reason in the staff's log as in the mark. */
export async function addMark(deps: StaffGuardDeps, input: { mark: CustomerMarkRequest; staffId: number }) {
  const { mark, staffId } = input;
  const value = markValueOf(mark.target, mark.value);
  await transaction(deps.db, async (tx) => {
    const id = await repository.insertMark(tx, { ...mark, value, staffId, createdAt: deps.clock.now() });
    await deps.recordAction(
      { db: tx, clock: deps.clock },
      { staffId, action: `customer marked ${mark.kind}`, subject: `mark ${id}`, details: { ...mark, value } },
    );
  });
  return fakeOrdersOverview(deps);
}

export async function liftMark(deps: StaffGuardDeps, input: { markId: number; staffId: number }) {
  await transaction(deps.db, async (tx) => {
    const lifted = await repository.liftMark(tx, input.markId, input.staffId, deps.clock.now());
    if (!lifted) throw notFound('Mark');
    await deps.recordAction(
      { db: tx, clock: deps.clock },
      {
        staffId: input.staffId,
        action: `customer mark ${lifted.kind} lifted`,
        subject: `mark ${lifted.id}`,
        details: { target: lifted.target, value: lifted.value, reason: lifted.reason },
      },
    );
  });
  return fakeOrdersOverview(deps);
}

/**
 * "No-show" on an order (decision 078): its customer's account, or a guest's phone, made card-only
 * with the order's reference as the reason, in the staff's log; lifted on the fake-orders page like
 * any mark. Locked per order, so two taps make one mark and the second is told it is there.
 */
export async function markNoShow(
  deps: NoShowDeps,
  input: { orderId: number; staffId: number },
): Promise<NoShowAnswer> {
  const { orderId, staffId } = input;
  const now = deps.clock.now();
  return transaction(deps.db, async (tx) => {
    await repository.lockNoShow(tx, orderId);
    const order = await deps.orderOf({ db: tx }, { orderId });
    if (!noShowAllowed(order.status)) throw new AppError('no_show', guardMessages.noShowNotNow);
    const onAccount = order.customerId !== null;
    const target: MarkTarget = onAccount ? 'account' : 'phone';
    // A deleted customer's order keeps neither its account nor its number (decision 045).
    if (!onAccount && order.contactPhone === '') throw new AppError('no_show', guardMessages.noShowNobody);
    const value = onAccount ? String(order.customerId) : markValueOf('phone', order.contactPhone);
    const reason = guardMessages.noShowReason(order.reference);
    const inForce = await repository.activeMarks(tx, [{ target, value }]);
    if (inForce.some((mark) => mark.kind === 'card_only' && mark.reason === reason))
      throw new AppError('no_show', guardMessages.noShowAlready);
    const kind = 'card_only' as const;
    const id = await repository.insertMark(tx, { target, value, kind, reason, staffId, createdAt: now });
    await deps.recordAction(
      { db: tx, clock: deps.clock },
      {
        staffId,
        action: `customer marked ${kind}`,
        subject: `mark ${id}`,
        details: { target, value, kind, reason, orderId },
      },
    );
    return { mark: { id, target, value, kind, reason, createdAt: now.toISOString() } };
  });
}
