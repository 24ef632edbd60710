import {
  type CustomerMarkRequest,
  DEFAULT_GUARD_RULES,
  type FakeOrdersAnswer,
  type GuardRules,
  markValueOf,
} from '@tiffin/core';
import { transaction } from '../../db/prepared.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { requireRestaurant } from '../restaurant/index.ts';
import * as repository from './guard.repository.ts';

/** How the staff's changes are logged (staff's `recordAction`, handed in by the app). */
export type RecordAction = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { staffId: number | null; action: string; subject: string; details?: Record<string, unknown> },
) => Promise<void>;
export type StaffGuardDeps = Pick<AppDeps, 'db' | 'clock'> & { recordAction: RecordAction };

const FLAGGED_SHOWN = 100;

/** The staff's page: the rules, the marks in force, and the latest orders let through with a flag. */
export async function fakeOrdersOverview({ db }: Pick<AppDeps, 'db'>): Promise<FakeOrdersAnswer> {
  const restaurant = await requireRestaurant({ db });
  const rules = (await repository.readRules(db, restaurant.id)) ?? DEFAULT_GUARD_RULES;
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
