import type { PushPayload, PushSubscriptionInput } from '@tiffin/core';
import { endpointProblem } from '../../adapters/push-endpoint.ts';
import type { Pusher } from '../../adapters/pusher.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { customerAccounts } from '../customers/index.ts';
import { enabledMemberIds, lockMember } from '../staff/index.ts';
import * as repository from './push.repository.ts';

export type { PushOwner } from './push.repository.ts';

/** The key browsers subscribe with (issue 35); null when push is off. */
export function pushConfig({ config }: Pick<AppDeps, 'config'>) {
  return { vapid_public_key: config.push?.vapidPublicKey ?? null };
}

/** Browsers a customer, or a member of staff, gets pushes on: a new one past it replaces the oldest. */
export const MAX_SUBSCRIPTIONS_PER_OWNER = 10;

/**
 * Saves the browser's subscription for the customer or member; the same browser subscribing again
 * (its endpoint) renews its keys. An endpoint another owns is answered the same and not moved
 * (decision 060): a browser that changes hands makes a new subscription (lib/web-push.ts).
 */
export async function subscribe(
  { db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { owner, subscription }: { owner: repository.PushOwner; subscription: PushSubscriptionInput },
): Promise<{ subscribed: boolean }> {
  if (!config.push) throw new AppError('not_configured', 'Notifications are not set up on this site');
  // The server posts to the endpoint: a push service's https address, never this machine's or the
  // restaurant's network (decision 060; the address itself is checked again when a push is sent).
  if (endpointProblem(subscription.endpoint, { allowLocal: config.push.allowLocalPushService })) {
    throw new AppError(
      'endpoint',
      'The push service’s address must be an https:// address of a push service',
      {
        refusal: 'invalid',
      },
    );
  }
  await db.transaction(async (tx) => {
    // The owner's row, so that their subscriptions are counted one change at a time.
    if ('customerId' in owner) await customerAccounts.lockCustomer({ db: tx }, owner);
    else await lockMember(tx, owner.staffMemberId);
    await repository.saveSubscription(tx, {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      owner,
      createdAt: clock.now(),
    });
    await repository.keepNewest(tx, owner, MAX_SUBSCRIPTIONS_PER_OWNER);
  });
  return { subscribed: true };
}

/** Forgets the browser's subscription; asking twice is no error. */
export async function unsubscribe(
  { db }: Pick<AppDeps, 'db'>,
  { owner, endpoint }: { owner: repository.PushOwner; endpoint: string },
): Promise<{ subscribed: boolean }> {
  await repository.deleteSubscription(db, owner, endpoint);
  return { subscribed: false };
}

export async function subscriptionState(
  { db }: Pick<AppDeps, 'db'>,
  { owner, endpoint }: { owner: repository.PushOwner; endpoint: string },
): Promise<{ subscribed: boolean }> {
  return { subscribed: await repository.isSubscribed(db, owner, endpoint) };
}

/** Queues a push to each of the customer's browsers, in the caller's transaction; wake the pusher after. */
export async function pushToCustomer(
  { db, pusher }: { db: Db; pusher: Pusher },
  { customerId, payload }: { customerId: number; payload: PushPayload },
): Promise<void> {
  const subscriptionIds = await repository.customerSubscriptionIds(db, customerId);
  await pusher.enqueue(db, { subscriptionIds, payload });
}

/**
 * The subscriptions of the staff's registered devices (of members not disabled). Placing keeps them
 * with its settings (decision 057).
 */
export const staffDeviceIds = async (db: Db): Promise<number[]> =>
  repository.staffSubscriptionIds(db, await enabledMemberIds(db));

/** Queues a push to every registered staff device, in the caller's transaction; wake the pusher after. */
export async function pushToStaff(
  { db, pusher }: { db: Db; pusher: Pusher },
  {
    payload,
    subscriptionIds,
  }: {
    payload: PushPayload;
    /** The devices, when the caller keeps them (placing, decision 057); else read */
    subscriptionIds?: number[];
  },
): Promise<void> {
  const to = subscriptionIds ?? (await staffDeviceIds(db));
  await pusher.enqueue(db, { subscriptionIds: to, payload });
}
