import { messageResponseSchema, preorderSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import * as service from './preorders.service.ts';

/** The payload's form; the service adds the rules of the day (no date before today in Dublin). */
const preorderBody = preorderSchema({ today: '2000-01-01' });

export const preorderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/v1/preorder',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['pre-orders'],
        summary: 'Sends a table pre-order / reservation enquiry to the restaurant',
        body: preorderBody,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => service.submitPreorder(deps, request.body),
  );
};
