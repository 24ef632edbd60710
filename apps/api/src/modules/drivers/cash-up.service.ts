import { type CashUp, cashUpFigures, driverMessages } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffPrincipal } from '../../principal.ts';
import { ordersByIds } from '../orders/index.ts';
import { lockMember, recordAction } from '../staff/index.ts';
import { cashUpOrdersOf } from './cash-of-orders.ts';
import { cashUpOf, cashUpsOf } from './cash-up-view.ts';
import * as repository from './drivers.repository.ts';
import { requireDriver } from './runs.ts';

/*
 * The cash-up (issue 50, decision 071): at the end of a shift a member counts the cash a driver
 * brings back against what the deliveries since their last cash-up should have brought (core's
 * cashUpFigures, from each order's total due and its cash refunds); a difference needs a note. The
 * driver's member row is locked first, so two members counting one driver at once make one
 * cash-up, and a delivery finished while it is counted waits for the next one.
 */

export async function cashUpDriver(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  {
    driverId,
    countedCents,
    note,
    by,
  }: { driverId: number; countedCents: number; note: string | undefined; by: StaffPrincipal },
): Promise<CashUp> {
  const { db, clock } = deps;
  if (by.staffId === driverId) throw new AppError('cash_up', driverMessages.refusals.selfCount);
  return db.transaction(async (tx) => {
    await lockMember(tx, driverId);
    const name = await requireDriver(tx, driverId);
    const finished = (await repository.deliveriesOfRun(tx, driverId)).filter(
      (delivery) => delivery.state === 'delivered' || delivery.state === 'returned',
    );
    if (finished.length === 0) throw new AppError('cash_up', driverMessages.refusals.nothingToCount);
    const delivered = finished.filter((delivery) => delivery.state === 'delivered');
    const orders = await ordersByIds(
      tx,
      delivered.map((delivery) => delivery.orderId),
    );
    const cash = await cashUpOrdersOf(tx, [...orders.values()]);
    const figures = cashUpFigures([...cash.values()], countedCents);
    const said = note?.trim() || null;
    if (figures.differenceCents !== 0 && said === null) {
      throw new AppError('cash_up', driverMessages.refusals.notePlease);
    }
    // The card tips of the orders delivered (issue 51): shown with the cash-up, never counted as cash.
    const tipsCents = [...orders.values()].reduce((sum, order) => sum + order.tipCents, 0);
    const row = await repository.insertCashUp(tx, {
      driverId,
      countedBy: by.staffId,
      orders: delivered.length,
      ...figures,
      note: said,
      tipsCents,
      createdAt: clock.now(),
    });
    await repository.markCashedUp(
      tx,
      finished.map((delivery) => delivery.id),
      row.id,
    );
    await recordAction(
      { db: tx, clock },
      {
        staffId: by.staffId,
        action: 'cashed up a driver',
        subject: `staff ${driverId}`,
        details: { driver: name, ...figures, note: said, tipsCents },
      },
    );
    return cashUpOf(tx, row);
  });
}

/** The cash-ups counted from `from` until `to`: the day-end report's and the CSV's drivers. */
export async function cashUpsBetween({ db }: Pick<AppDeps, 'db'>, { from, to }: { from: Date; to: Date }) {
  return cashUpsOf(db, await repository.cashUpsBetween(db, from, to));
}
