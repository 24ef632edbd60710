import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DeliveryZoneRow, deliveryZones } from './zones.schema.ts';

export type ZoneValues = Omit<DeliveryZoneRow, 'id' | 'restaurantId' | 'createdAt'>;

/** The restaurant's zones, oldest first (the order the editor lists them, and ties are broken). */
export function listZones(db: Db, restaurantId: number): Promise<DeliveryZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.restaurantId, restaurantId))
    .orderBy(asc(deliveryZones.id));
}

export async function insertZones(db: Db, restaurantId: number, values: ZoneValues[]) {
  if (values.length === 0) return [];
  return db
    .insert(deliveryZones)
    .values(values.map((zone) => ({ ...zone, restaurantId })))
    .returning();
}

export async function updateZone(db: Db, restaurantId: number, zoneId: number, values: ZoneValues) {
  const [row] = await db
    .update(deliveryZones)
    .set(values)
    .where(and(eq(deliveryZones.restaurantId, restaurantId), eq(deliveryZones.id, zoneId)))
    .returning();
  return row;
}

export async function deleteZone(db: Db, restaurantId: number, zoneId: number) {
  const [row] = await db
    .delete(deliveryZones)
    .where(and(eq(deliveryZones.restaurantId, restaurantId), eq(deliveryZones.id, zoneId)))
    .returning();
  return row;
}

export async function deleteAllZones(db: Db, restaurantId: number) {
  await db.delete(deliveryZones).where(eq(deliveryZones.restaurantId, restaurantId));
}
