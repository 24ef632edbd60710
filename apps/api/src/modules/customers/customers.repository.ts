import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** The unique indexes of the table, by the field each keeps unique. */
export const UNIQUE_CONSTRAINTS = { email: 'customers_email_idx', phone: 'customers_phone_idx' } as const;

export async function findCustomerById(db: Db, customerId: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

export async function findCustomerIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return row?.id;
}

export async function findCustomerByPhone(db: Db, phone: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone));
  return row;
}

export async function insertCustomer(db: Db, values: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('inserting a customer returned no row');
  return row;
}

export async function updateCustomer(
  db: Db,
  customerId: number,
  values: Partial<typeof customers.$inferInsert>,
): Promise<void> {
  await db.update(customers).set(values).where(eq(customers.id, customerId));
}

export async function deleteCustomer(db: Db, customerId: number): Promise<void> {
  await db.delete(customers).where(eq(customers.id, customerId));
}
