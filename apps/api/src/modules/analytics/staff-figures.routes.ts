import { figuresQuerySchema, figuresResponseSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './analytics.service.ts';

/** The figures for admins (issue 14): page views, orders and revenue per Dublin day. */
export const staffFigureRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/staff/figures',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags: ['staff'],
        summary: 'Page views per day and path, orders and revenue per day and fulfilment (admins)',
        querystring: figuresQuerySchema,
        response: { 200: figuresResponseSchema },
      },
    },
    (request) => service.figures(deps, { days: request.query.days }),
  );
};
