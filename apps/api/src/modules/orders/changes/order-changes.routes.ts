import {
  orderChangeFormSchema,
  orderChangeRequestSchema,
  orderChangeResponseSchema,
  orderParamsSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { staffOf } from '../../../plugins/access.ts';
import { RATE_LIMITS } from '../../../rate-limits.ts';
import { orderChangeForm } from './change-form.ts';
import { changeOrder, previewOrderChange } from './change-order.ts';

/** The staff change an order before it is handed over (issue 49): its form, the preview, the change. */
export const staffOrderChangeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];
  const read = { access: 'staff', rateLimit: RATE_LIMITS.staffRead } as const;
  const change = { access: 'staff', rateLimit: RATE_LIMITS.staffChange } as const;

  app.get(
    '/api/v1/staff/orders/:orderId/change',
    {
      config: read,
      schema: {
        tags,
        summary: 'The order as a change would send it unchanged, with its version, and the dishes to add',
        params: orderParamsSchema,
        response: { 200: orderChangeFormSchema },
      },
    },
    (request) => orderChangeForm(deps, request.params),
  );

  app.post(
    '/api/v1/staff/orders/:orderId/change/preview',
    {
      config: change,
      schema: {
        tags,
        summary:
          'The difference a change would make (lines removed, added, changed; totals; money), checked as placing checks it; saves nothing',
        params: orderParamsSchema,
        body: orderChangeRequestSchema,
        response: { 200: orderChangeResponseSchema },
      },
    },
    (request) =>
      previewOrderChange(deps, {
        orderId: request.params.orderId,
        staffId: staffOf(request).staffId,
        body: request.body,
      }),
  );

  app.post(
    '/api/v1/staff/orders/:orderId/change',
    {
      config: change,
      schema: {
        tags,
        summary:
          'Changes an order not yet handed over, at the version read (409 when it moved): re-checked and re-priced as placing does, in one transaction; the ticket prints CHANGED and the customer is told',
        params: orderParamsSchema,
        body: orderChangeRequestSchema,
        response: { 200: orderChangeResponseSchema },
      },
    },
    (request) =>
      changeOrder(deps, {
        orderId: request.params.orderId,
        staffId: staffOf(request).staffId,
        body: request.body,
      }),
  );
};
