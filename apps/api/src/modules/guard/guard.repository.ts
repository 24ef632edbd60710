import type { GuardRules, MarkTarget } from '@tiffin/core';
import { and, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerMarks, fakeOrderRules, flaggedOrders, phoneChecks } from '../../db/schema.ts';

/** The owner's rules as saved; undefined until they first save them. */
export async function readRules(db: Db, restaurantId: number): Promise<GuardRules | undefined> {
  const [row] = await db
    .select({ rules: fakeOrderRules.rules })
    .from(fakeOrderRules)
    .where(eq(fakeOrderRules.restaurantId, restaurantId));
  return row?.rules;
}

export async function saveRules(db: Db, restaurantId: number, rules: GuardRules, now: Date) {
  await db
    .insert(fakeOrderRules)
    .values({ restaurantId, rules, updatedAt: now })
    .onConflictDoUpdate({ target: fakeOrderRules.restaurantId, set: { rules, updatedAt: now } });
}

/**
 * Holds, until the transaction ends, one lock per key (a number, a customer, a client address),
 * taken in one order so two sends never wait on each other crosswise: the counts read next stay
 * true until this send's row is written.
 */
export async function lockSendKeys(db: Db, keys: string[]) {
  for (const key of [...keys].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-check:${key}`}))`);
  }
}

/** Holds, until the transaction ends, the lock of one order's no-show: two taps never mark twice. */
export async function lockNoShow(db: Db, orderId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`no-show:${orderId}`}))`);
}

/** The codes sent since `since` to the number, to the customer and from the address, and the last to the number. */
export async function sendCounts(
  db: Db,
  {
    phone,
    customerId,
    clientAddress,
    since,
  }: { phone: string; customerId: number; clientAddress: string; since: Date },
) {
  const counted = (where: ReturnType<typeof eq>) =>
    db
      .select({
        sent: count(),
        last: sql<Date | null>`max(${phoneChecks.sentAt})`.mapWith(phoneChecks.sentAt),
      })
      .from(phoneChecks)
      .where(and(where, gte(phoneChecks.sentAt, since)));
  const [[toPhone], [toCustomer], [fromAddress]] = [
    await counted(eq(phoneChecks.phone, phone)),
    await counted(eq(phoneChecks.customerId, customerId)),
    await counted(eq(phoneChecks.clientAddress, clientAddress)),
  ];
  return {
    phone: toPhone?.sent ?? 0,
    customer: toCustomer?.sent ?? 0,
    address: fromAddress?.sent ?? 0,
    lastToPhone: toPhone?.last ?? null,
  };
}

export async function insertCheck(db: Db, values: typeof phoneChecks.$inferInsert): Promise<number> {
  const [row] = await db.insert(phoneChecks).values(values).returning({ id: phoneChecks.id });
  if (!row) throw new Error('inserting a phone check returned no row');
  return row.id;
}

export type PhoneCheckRow = typeof phoneChecks.$inferSelect;

/** The customer's check, locked: two tries at once count as two. */
export async function lockCheck(db: Db, id: number, customerId: number): Promise<PhoneCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneChecks)
    .where(and(eq(phoneChecks.id, id), eq(phoneChecks.customerId, customerId)))
    .for('update');
  return row;
}

export async function updateCheck(db: Db, id: number, values: Partial<typeof phoneChecks.$inferInsert>) {
  await db.update(phoneChecks).set(values).where(eq(phoneChecks.id, id));
}

/** The marks not lifted on any of the values given. */
export function activeMarks(db: Db, candidates: { target: MarkTarget; value: string }[]) {
  if (candidates.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(customerMarks)
    .where(
      and(
        isNull(customerMarks.liftedAt),
        or(
          ...candidates.map(({ target, value }) =>
            and(eq(customerMarks.target, target), eq(customerMarks.value, value)),
          ),
        ),
      ),
    );
}

export async function insertMark(db: Db, values: typeof customerMarks.$inferInsert): Promise<number> {
  const [row] = await db.insert(customerMarks).values(values).returning({ id: customerMarks.id });
  if (!row) throw new Error('inserting a mark returned no row');
  return row.id;
}

/** Lifts a mark still in force; answers it, or undefined when there is none such. */
export async function liftMark(db: Db, id: number, staffId: number, now: Date) {
  const [row] = await db
    .update(customerMarks)
    .set({ liftedAt: now, liftedBy: staffId })
    .where(and(eq(customerMarks.id, id), isNull(customerMarks.liftedAt)))
    .returning();
  return row;
}

export function listActiveMarks(db: Db) {
  return db
    .select()
    .from(customerMarks)
    .where(isNull(customerMarks.liftedAt))
    .orderBy(desc(customerMarks.createdAt), desc(customerMarks.id))
    .limit(500);
}

export async function insertFlag(db: Db, values: typeof flaggedOrders.$inferInsert) {
  await db.insert(flaggedOrders).values(values).onConflictDoNothing();
}

export function listFlags(db: Db, limit: number) {
  return db.select().from(flaggedOrders).orderBy(desc(flaggedOrders.createdAt)).limit(limit);
}

export function flagsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(flaggedOrders).where(inArray(flaggedOrders.orderId, orderIds));
}
