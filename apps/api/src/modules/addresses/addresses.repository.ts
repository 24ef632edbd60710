import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';

export type AddressRow = typeof addresses.$inferSelect;
/** What the customer chose; the owner and the times are the service's. */
export type AddressFields = Omit<AddressRow, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>;

/** One page of the customer's addresses, newest first, and how many they have. */
export async function listAddresses(db: Db, customerId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(addresses).where(eq(addresses.customerId, customerId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every address of the customer, newest first (the copy of their data). */
export function everyAddress(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
}

export async function countAddresses(db: Db, customerId: number): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(addresses)
    .where(eq(addresses.customerId, customerId));
  return total?.value ?? 0;
}

export async function insertAddress(
  db: Db,
  customerId: number,
  fields: AddressFields,
  now: Date,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...fields, customerId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The customer's own address changed, or undefined when they have none with that id. */
export async function updateAddress(
  db: Db,
  customerId: number,
  addressId: number,
  fields: Omit<AddressFields, 'zoneId'>,
  now: Date,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .returning();
  return row;
}

/** Whether the customer had an address with that id (now gone). */
export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** One of the customer's own addresses, or undefined (another's is not theirs to use). */
export async function findAddress(
  db: Db,
  customerId: number,
  addressId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  return row;
}
