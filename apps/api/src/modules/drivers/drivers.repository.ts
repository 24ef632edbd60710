import { and, desc, eq, gte, inArray, isNull, lt, max, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashUps, drivers, orderDeliveries } from '../../db/schema.ts';

/*
 * The drivers module's tables: who holds the driver role, the deliveries of the runs, and the
 * cash-ups. Orders and members are read through their modules' index.ts.
 */

export type DeliveryRow = typeof orderDeliveries.$inferSelect;
export type CashUpRow = typeof cashUps.$inferSelect;

const UNDER_WAY = ['assigned', 'picked_up'] as const;

export async function driverIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: drivers.staffId }).from(drivers).orderBy(drivers.staffId);
  return rows.map((row) => row.id);
}

export async function isDriver(db: Db, staffId: number): Promise<boolean> {
  const [row] = await db.select({ id: drivers.staffId }).from(drivers).where(eq(drivers.staffId, staffId));
  return row !== undefined;
}

/** Gives the role (once) or takes it away; a driver's deliveries and cash-ups stay theirs. */
export async function setDriver(db: Db, staffId: number, driver: boolean, now: Date): Promise<void> {
  if (driver) {
    await db.insert(drivers).values({ staffId, createdAt: now }).onConflictDoNothing();
  } else {
    await db.delete(drivers).where(eq(drivers.staffId, staffId));
  }
}

/** The order's delivery under way (assigned or picked up), if any. */
export async function deliveryUnderWay(db: Db, orderId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.orderId, orderId), inArray(orderDeliveries.state, [...UNDER_WAY])));
  return row;
}

/** The order's last delivery, whatever its state. */
export async function lastDeliveryOf(db: Db, orderId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId))
    .orderBy(desc(orderDeliveries.id))
    .limit(1);
  return row;
}

export async function findDelivery(db: Db, deliveryId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(orderDeliveries).where(eq(orderDeliveries.id, deliveryId));
  return row;
}

export async function lockDelivery(db: Db, deliveryId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(orderDeliveries)
    .where(eq(orderDeliveries.id, deliveryId))
    .for('update');
  return row;
}

/** A driver's deliveries under way in the run's order, their rows locked until the transaction ends. */
export async function lockRunUnderWay(db: Db, driverId: number): Promise<DeliveryRow[]> {
  const rows = await db
    .select()
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.driverId, driverId), inArray(orderDeliveries.state, [...UNDER_WAY])))
    .orderBy(orderDeliveries.id)
    .for('update');
  // Sorted after the lock: PostgreSQL sorts before it waits for a lock, so rows another move changed
  // meanwhile would come back in their old order with their new positions.
  return rows.sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Gives two stops of a run each other's place. */
export async function swapPositions(db: Db, first: DeliveryRow, second: DeliveryRow): Promise<void> {
  await db.update(orderDeliveries).set({ position: second.position }).where(eq(orderDeliveries.id, first.id));
  await db.update(orderDeliveries).set({ position: first.position }).where(eq(orderDeliveries.id, second.id));
}

/** Puts the order last on the driver's run. */
export async function insertDelivery(
  db: Db,
  values: { orderId: number; driverId: number; assignedBy: number; assignedAt: Date },
): Promise<DeliveryRow> {
  const [last] = await db
    .select({ position: max(orderDeliveries.position) })
    .from(orderDeliveries)
    .where(
      and(eq(orderDeliveries.driverId, values.driverId), inArray(orderDeliveries.state, [...UNDER_WAY])),
    );
  const [row] = await db
    .insert(orderDeliveries)
    .values({ ...values, state: 'assigned', position: (last?.position ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('a delivery returned no row');
  return row;
}

export async function updateDelivery(
  db: Db,
  deliveryId: number,
  values: Pick<Partial<DeliveryRow>, 'state' | 'reason' | 'pickedUpAt' | 'finishedAt'>,
): Promise<void> {
  await db.update(orderDeliveries).set(values).where(eq(orderDeliveries.id, deliveryId));
}

/** A driver's deliveries under way and those finished since their last cash-up, in the run's order. */
export function deliveriesOfRun(db: Db, driverId: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(orderDeliveries)
    .where(
      and(
        eq(orderDeliveries.driverId, driverId),
        or(inArray(orderDeliveries.state, [...UNDER_WAY]), isNull(orderDeliveries.cashUpId)),
      ),
    )
    .orderBy(orderDeliveries.position, orderDeliveries.id);
}

/** Every delivery under way, and each order's last delivery that came back undelivered. */
export function deliveriesForBoard(db: Db, since: Date): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(orderDeliveries)
    .where(
      or(
        inArray(orderDeliveries.state, [...UNDER_WAY]),
        and(eq(orderDeliveries.state, 'returned'), gte(orderDeliveries.finishedAt, since)),
      ),
    )
    .orderBy(orderDeliveries.driverId, orderDeliveries.position, orderDeliveries.id);
}

export async function insertCashUp(
  db: Db,
  values: Omit<typeof cashUps.$inferInsert, 'id'>,
): Promise<CashUpRow> {
  const [row] = await db.insert(cashUps).values(values).returning();
  if (!row) throw new Error('a cash-up returned no row');
  return row;
}

/** The finished deliveries a cash-up covers are its own from now on. */
export async function markCashedUp(db: Db, deliveryIds: readonly number[], cashUpId: number): Promise<void> {
  if (deliveryIds.length === 0) return;
  await db
    .update(orderDeliveries)
    .set({ cashUpId })
    .where(inArray(orderDeliveries.id, [...deliveryIds]));
}

export async function lastCashUpOf(db: Db, driverId: number): Promise<CashUpRow | undefined> {
  const [row] = await db
    .select()
    .from(cashUps)
    .where(eq(cashUps.driverId, driverId))
    .orderBy(desc(cashUps.id))
    .limit(1);
  return row;
}

/** The cash-ups counted in [from, to), oldest first. */
export function cashUpsBetween(db: Db, from: Date, to: Date): Promise<CashUpRow[]> {
  return db
    .select()
    .from(cashUps)
    .where(and(gte(cashUps.createdAt, from), lt(cashUps.createdAt, to)))
    .orderBy(cashUps.createdAt, cashUps.id);
}
