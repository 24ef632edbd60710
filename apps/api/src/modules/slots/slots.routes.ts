import { slotsRequestSchema, slotsResponseSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './slots.service.ts';

/**
 * The checkout's time slots (checkout-and-account §7 calls 1 and 2), for signed-in customers: only
 * the guarded checkout asks, and how full the kitchen is stays with customers.
 */
export const slotRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['checkout'];

  app.post(
    '/api/v1/tslots',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.timeSlots },
      schema: {
        tags,
        summary:
          'The collection times still offered on a Dublin date (from now + the collection lead time, full slots left out)',
        body: slotsRequestSchema,
        response: { 200: slotsResponseSchema },
      },
    },
    (request) =>
      service.getSlots(deps, {
        mode: 'collection',
        customerId: customerOf(request).customer.id,
        ...request.body,
      }),
  );

  app.post(
    '/api/v1/dslots',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.timeSlots },
      schema: {
        tags,
        summary:
          'The delivery times still offered on a Dublin date (from now + the delivery lead time, full slots left out)',
        body: slotsRequestSchema,
        response: { 200: slotsResponseSchema },
      },
    },
    (request) =>
      service.getSlots(deps, {
        mode: 'delivery',
        customerId: customerOf(request).customer.id,
        ...request.body,
      }),
  );
};
