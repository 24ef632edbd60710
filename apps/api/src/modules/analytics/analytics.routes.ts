import { pageViewRequestSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/v1/analytics/page-view',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.pageView },
      schema: {
        tags: ['analytics'],
        summary:
          'Counts one view of a page of the site for today (Dublin); other paths are ignored; cookieless, nothing about the visitor is kept',
        body: pageViewRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.recordPageView(deps, request.body);
      return reply.status(204).send(null);
    },
  );
};
