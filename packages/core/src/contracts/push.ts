import { z } from '../zod.ts';

/**
 * Web push (issue 35, decision 053). A browser's subscription as `PushSubscription.toJSON()` gives
 * it: the push service's endpoint and the keys the payload is encrypted to. The server posts to the
 * endpoint, so it must be an https:// URL (the API also admits a local http:// fake in tests).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ error: 'must be the push service’s URL' })
    .max(2000)
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL'),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed: 65 bytes, 87 characters of base64url */
    p256dh: z.string().regex(/^[\w-]{87}$/, { error: 'must be a P-256 public key (base64url)' }),
    /** The 16-byte auth secret: 22 characters of base64url */
    auth: z.string().regex(/^[\w-]{22}$/, { error: 'must be a 16-byte auth secret (base64url)' }),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Unsubscribing names the endpoint only. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushSubscriptionSchema.shape.endpoint });

/** The server's VAPID public key, which the browser subscribes with; null when push is off. */
export const pushConfigResponseSchema = z.object({ vapid_public_key: z.string().nullable() });
export type PushConfigResponse = z.infer<typeof pushConfigResponseSchema>;

/** Whether this browser's endpoint is subscribed for the signed-in customer or member. */
export const pushSubscriptionStateSchema = z.object({ subscribed: z.boolean() });

/** What a push carries, encrypted: what the service worker shows and opens on a click. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a click opens, a path of the site */
  url: z.string(),
  /** Notifications with one tag replace each other (one per order) */
  tag: z.string(),
  reference: z.string().optional(),
  status: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
