import { and, asc, eq, ilike, isNull, or, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/** Sets when the address was proved, the first time, if it is still the customer's; whether it is. */
export async function markEmailVerified(
  db: Db,
  customerId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  await db
    .update(customers)
    .set({ emailVerifiedAt: now })
    .where(and(eq(customers.id, customerId), eq(customers.email, email), isNull(customers.emailVerifiedAt)));
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.email, email)));
  return row !== undefined;
}

/**
 * Each row of another module's subquery with the customer its `customerId` names, in the same
 * statement (the auth module's live session, which every signed-in request asks for: one round trip,
 * decision 057); a null customer when the account is gone.
 */
export function withCustomerOf(db: Db, rows: Subquery & { id: AnyPgColumn; customerId: AnyPgColumn }) {
  return db
    .select({ id: sql<number>`${rows.id}`, customer: customers })
    .from(rows)
    .leftJoin(customers, eq(customers.id, rows.customerId));
}

/** Holds the customer's row until `db`'s transaction ends: one change of theirs at a time. */
export async function lockCustomer(db: Db, customerId: number): Promise<void> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

export async function deleteCustomer(db: Db, customerId: number): Promise<void> {
  await db.delete(customers).where(eq(customers.id, customerId));
}

/**
 * Customers whose name, e-mail or phone contains the words searched for (the staff side); never
 * their password hash.
 */
export function searchCustomers(db: Db, query: string, limit: number) {
  const pattern = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const phonePattern = `%${query.replace(/\s+/g, '').replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(
      or(
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
        ilike(customers.email, pattern),
        ilike(customers.phone, phonePattern),
      ),
    )
    .orderBy(asc(customers.firstName), asc(customers.lastName), asc(customers.id))
    .limit(limit);
}
