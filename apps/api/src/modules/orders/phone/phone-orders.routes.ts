import {
  phoneOrderRequestSchema,
  phoneOrderResponseSchema,
  phoneQuoteRequestSchema,
  quoteResponseSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { staffOf } from '../../../plugins/access.ts';
import { RATE_LIMITS } from '../../../rate-limits.ts';
import { placePhoneOrder, quotePhoneOrder } from './place-phone-order.ts';

/** The staff's phone orders (issue 49, decision 063): any member takes one from the board. */
export const staffPhoneOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/v1/staff/phone-orders',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags: ['staff'],
        summary:
          'Places an order taken on the phone, priced and checked as placing does; the allergy answer required; cash or a payment link',
        body: phoneOrderRequestSchema,
        response: { 200: phoneOrderResponseSchema },
      },
    },
    (request) => placePhoneOrder(deps, { staffId: staffOf(request).staffId, body: request.body }),
  );

  app.post(
    '/api/v1/staff/phone-orders/quote',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags: ['staff'],
        summary:
          'The price of a phone order as taken so far, and every reason placing it would be refused; writes nothing',
        body: phoneQuoteRequestSchema,
        response: { 200: quoteResponseSchema },
      },
    },
    (request) => quotePhoneOrder(deps, { body: request.body }),
  );
};
