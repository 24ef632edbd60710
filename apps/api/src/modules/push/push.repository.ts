import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, staffMembers } from '../../db/schema.ts';

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

/** Saves a subscription; the same endpoint again (the same browser) replaces the row, owner and keys. */
export async function upsertSubscription(
  db: Db,
  row: { endpoint: string; p256dh: string; auth: string; owner: PushOwner; createdAt: Date },
): Promise<void> {
  const values = { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, ...ownerColumns(row.owner) };
  await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: row.createdAt })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: row.createdAt } });
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

/** The devices of the members of staff who may still sign in. */
export async function staffSubscriptionIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(staffMembers, eq(staffMembers.id, pushSubscriptions.staffMemberId))
    .where(and(isNotNull(pushSubscriptions.staffMemberId), isNull(staffMembers.disabledAt)));
  return rows.map((row) => row.id);
}
