import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/** Whose a subscription is: a customer's, or a member of staff's device. */
export type PushOwner = { customerId: number } | { staffMemberId: number };

const ownerColumns = (owner: PushOwner) =>
  'customerId' in owner
    ? { customerId: owner.customerId, staffMemberId: null }
    : { customerId: null, staffMemberId: owner.staffMemberId };

const ownedBy = (owner: PushOwner) =>
  'customerId' in owner
    ? eq(pushSubscriptions.customerId, owner.customerId)
    : eq(pushSubscriptions.staffMemberId, owner.staffMemberId);

/**
 * Saves a subscription for its owner, in the caller's transaction, after locking the owner's row. The same
 * endpoint again from its owner renews the keys and counts as new; an endpoint someone else owns
 * is left as it is (decision 060: a customer who learns a staff tablet's endpoint takes nothing).
 */
export async function saveSubscription(
  db: Db,
  row: { endpoint: string; p256dh: string; auth: string; owner: PushOwner; createdAt: Date },
): Promise<void> {
  const keys = { p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: row.endpoint, ...keys, ...ownerColumns(row.owner) })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: keys, setWhere: ownedBy(row.owner) });
}

/** Keeps the owner's `count` newest subscriptions and removes the others, with their pushes. */
export async function keepNewest(db: Db, owner: PushOwner, count: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(ownedBy(owner))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(count);
  await db.delete(pushSubscriptions).where(and(ownedBy(owner), notInArray(pushSubscriptions.id, newest)));
}

/** Removes the owner's subscription of that endpoint; true when there was one. */
export async function deleteSubscription(db: Db, owner: PushOwner, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(owner)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function isSubscribed(db: Db, owner: PushOwner, endpoint: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(owner)));
  return rows.length > 0;
}

export async function customerSubscriptionIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId));
  return rows.map((row) => row.id);
}

/** The devices of these members of staff. */
export async function staffSubscriptionIds(db: Db, staffIds: readonly number[]): Promise<number[]> {
  if (staffIds.length === 0) return [];
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.staffMemberId, [...staffIds]));
  return rows.map((row) => row.id);
}
