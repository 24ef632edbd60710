import type { RouteOptions } from 'fastify';

/**
 * A request body's limit when its route names no other: sign-ins, addresses, settings and the
 * rest are far smaller, so 16 KB is room to spare and no more.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The routes whose bodies may be longer: a full basket (100 lines with their options), a policy
 * page's text (20,000 characters, 6 bytes each at worst as JSON escapes), and Stripe's events.
 * A dish's photo names its own limit where its parser is declared.
 */
const LARGER_BODY_LIMITS_BYTES: Record<string, number> = {
  'POST /api/v1/customer/order/place1': 64 * 1024,
  'POST /api/v1/customer/order/quote': 64 * 1024,
  'PUT /api/v1/staff/settings/policies/:slug': 128 * 1024,
  'POST /api/v1/payments/stripe/webhook': 256 * 1024,
};

/** An `onRoute` hook giving the routes above their larger limit. */
export function applyBodyLimit(route: RouteOptions): void {
  if (route.bodyLimit !== undefined) return;
  const limits = [route.method]
    .flat()
    .map((method) => LARGER_BODY_LIMITS_BYTES[`${method} ${route.url}`])
    .filter((limit) => limit !== undefined);
  if (limits.length > 0) route.bodyLimit = Math.max(...limits);
}
