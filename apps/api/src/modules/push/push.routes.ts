import {
  pushConfigResponseSchema,
  pushSubscriptionSchema,
  pushSubscriptionStateSchema,
  pushUnsubscribeSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf, staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './push.service.ts';

/**
 * Web push (issue 35, decision 053): the key browsers subscribe with, a customer's subscriptions
 * for their orders' news, and a member of staff's devices for new and waiting orders.
 */
export const pushRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['push'];
  const customer = (request: Parameters<typeof customerOf>[0]) => ({
    customerId: customerOf(request).customer.id,
  });
  const member = (request: Parameters<typeof staffOf>[0]) => ({ staffMemberId: staffOf(request).staffId });

  app.get(
    '/api/v1/push/config',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.pushChange },
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: pushConfigResponseSchema },
      },
    },
    () => service.pushConfig(deps),
  );

  for (const [who, access, ownerOf] of [
    ['customer', 'customer', customer],
    ['staff', 'staff', member],
  ] as const) {
    const base = who === 'customer' ? '/api/v1/customer/push-subscription' : '/api/v1/staff/push-device';
    app.post(
      base,
      {
        config: { access, rateLimit: RATE_LIMITS.pushChange },
        schema: {
          tags,
          summary:
            who === 'customer'
              ? 'Subscribes this browser to the customer’s order news (the same endpoint replaces)'
              : 'Registers this device for new and waiting orders (the same endpoint replaces)',
          body: pushSubscriptionSchema,
          response: { 200: pushSubscriptionStateSchema },
        },
      },
      (request) => service.subscribe(deps, { owner: ownerOf(request), subscription: request.body }),
    );
    app.post(
      `${base}/remove`,
      {
        config: { access, rateLimit: RATE_LIMITS.pushChange },
        schema: {
          tags,
          summary: 'Forgets this browser’s subscription',
          body: pushUnsubscribeSchema,
          response: { 200: pushSubscriptionStateSchema },
        },
      },
      (request) => service.unsubscribe(deps, { owner: ownerOf(request), endpoint: request.body.endpoint }),
    );
    app.post(
      `${base}/state`,
      {
        config: { access, rateLimit: RATE_LIMITS.pushChange },
        schema: {
          tags,
          summary: 'Whether this browser’s subscription is saved',
          body: pushUnsubscribeSchema,
          response: { 200: pushSubscriptionStateSchema },
        },
      },
      (request) =>
        service.subscriptionState(deps, { owner: ownerOf(request), endpoint: request.body.endpoint }),
    );
  }
};
