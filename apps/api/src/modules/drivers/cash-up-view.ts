import type { CashUp } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import { memberNames } from '../staff/index.ts';
import type { CashUpRow } from './drivers.repository.ts';

/** Cash-ups as the driver's page, the day-end report and the CSV read them, with the members' names. */
export async function cashUpsOf(db: Db, rows: readonly CashUpRow[]): Promise<CashUp[]> {
  const ids = rows.flatMap((row) => [row.driverId, ...(row.countedBy === null ? [] : [row.countedBy])]);
  const names = await memberNames(db, [...new Set(ids)]);
  return rows.map((row) => ({
    id: row.id,
    driver_id: row.driverId,
    driver_name: names.get(row.driverId) ?? '',
    counted_by_name: row.countedBy === null ? '' : (names.get(row.countedBy) ?? ''),
    orders: row.orders,
    expected_cents: row.expectedCents,
    counted_cents: row.countedCents,
    difference_cents: row.differenceCents,
    note: row.note,
    tips_cents: row.tipsCents,
    at: row.createdAt.toISOString(),
  }));
}

export async function cashUpOf(db: Db, row: CashUpRow): Promise<CashUp> {
  const [cashUp] = await cashUpsOf(db, [row]);
  if (!cashUp) throw new Error('a cash-up read as none');
  return cashUp;
}
