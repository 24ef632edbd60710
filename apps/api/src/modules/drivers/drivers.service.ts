import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { StaffPrincipal } from '../../principal.ts';
import { memberNames, recordAction } from '../staff/index.ts';
import * as repository from './drivers.repository.ts';

/** The members who hold the driver role. */
export async function listDriverIds({ db }: Pick<AppDeps, 'db'>) {
  return { driver_ids: await repository.driverIds(db) };
}

/** An admin gives a member the driver role or takes it away; their access (staff or admin) stays. */
export async function setDriverRole(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { staffId, driver, by }: { staffId: number; driver: boolean; by: StaffPrincipal },
) {
  return db.transaction(async (tx) => {
    const name = (await memberNames(tx, [staffId])).get(staffId);
    if (name === undefined) throw notFound('Member');
    await repository.setDriver(tx, staffId, driver, clock.now());
    await recordAction(
      { db: tx, clock },
      {
        staffId: by.staffId,
        action: driver ? 'made a member a driver' : 'took the driver role from a member',
        subject: `staff ${staffId}`,
        details: { name },
      },
    );
    return { driver_ids: await repository.driverIds(tx) };
  });
}
