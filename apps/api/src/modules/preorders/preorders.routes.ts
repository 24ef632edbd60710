import { messageResponseSchema, preorderRequestSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './preorders.service.ts';

export const preorderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/v1/preorder',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.preorder },
      schema: {
        tags: ['pre-orders'],
        summary: 'Sends a table pre-order / reservation enquiry to the restaurant',
        body: preorderRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => service.submitPreorder(deps, request.body),
  );
};
