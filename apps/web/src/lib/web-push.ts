import type { PushConfigResponse } from '@tiffin/core';
import { apiFetch } from './api-client';

/**
 * This browser's web push subscription (issue 35, decision 053), for a customer's order news or a
 * member of staff's device: the browser's permission, the push service's subscription made with
 * the server's VAPID key, and the server's copy of it. Loaded only by what offers notifications.
 */

export type PushAudience = 'customer' | 'staff';
/** unsupported: no service worker or push here (an iPhone's Safari outside an installed app) */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const basePath = (audience: PushAudience) =>
  audience === 'customer' ? '/api/v1/customer/push-subscription' : '/api/v1/staff/push-device';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this browser gets the pushes: its permission, and its subscription saved on the server. */
export async function pushState(audience: PushAudience, token: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  if (subscription === null || Notification.permission !== 'granted') return 'off';
  return (await savedForMe(audience, token, subscription)) ? 'on' : 'off';
}

async function savedForMe(audience: PushAudience, token: string, subscription: PushSubscription) {
  const saved = await apiFetch<{ subscribed: boolean }>(`${basePath(audience)}/state`, {
    method: 'POST',
    token,
    json: { endpoint: subscription.endpoint },
  });
  return saved.subscribed;
}

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

/** Asks the permission (call from a press), subscribes with the server's key and saves it there. */
export async function turnPushOn(audience: PushAudience, token: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const { vapid_public_key: key } = await apiFetch<PushConfigResponse>('/api/v1/push/config');
  if (key === null) throw new Error('Notifications are not set up on this site yet.');
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  // Saved for someone else who used this browser (a shared tablet): the server keeps an endpoint
  // with its owner (decision 060), so this browser starts a new one, which ends theirs.
  if (subscription !== null && !(await savedForMe(audience, token, subscription))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(key),
  });
  await apiFetch(basePath(audience), { method: 'POST', token, json: subscription.toJSON() });
  return 'on';
}

/** Stops the pushes to this browser: the server forgets it and the browser drops the subscription. */
export async function turnPushOff(audience: PushAudience, token: string): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription !== null) {
    await apiFetch(`${basePath(audience)}/remove`, {
      method: 'POST',
      token,
      json: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return 'off';
}
