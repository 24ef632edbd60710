import { busyRequestSchema, kitchenPaceSchema, pauseRequestSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './pace.service.ts';

/** Busy mode and the pause of online ordering (issue 33): any member, from the board. */
export const paceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];
  const change = { access: 'staff', rateLimit: RATE_LIMITS.staffChange } as const;
  const response = { 200: kitchenPaceSchema };

  app.put(
    '/api/v1/staff/busy',
    {
      config: change,
      schema: {
        tags,
        summary:
          'Busy mode: 10, 20 or 30 minutes more on the lead times for 30, 60 or 90 minutes or until closing',
        body: busyRequestSchema,
        response,
      },
    },
    (request) =>
      service.startBusy(deps, {
        extraMinutes: request.body.extra_minutes,
        forMinutes: request.body.for_minutes,
        staffId: staffOf(request).staffId,
      }),
  );

  app.delete(
    '/api/v1/staff/busy',
    { config: change, schema: { tags, summary: 'Ends busy mode now', response } },
    (request) => service.endBusy(deps, { staffId: staffOf(request).staffId }),
  );

  app.put(
    '/api/v1/staff/pause',
    {
      config: change,
      schema: {
        tags,
        summary: 'Pauses online ordering until a time (within 24 hours) or, with null, until resumed',
        body: pauseRequestSchema,
        response,
      },
    },
    (request) =>
      service.pauseOrdering(deps, {
        until: request.body.until === null ? null : new Date(request.body.until),
        staffId: staffOf(request).staffId,
      }),
  );

  app.delete(
    '/api/v1/staff/pause',
    { config: change, schema: { tags, summary: 'Resumes online ordering now', response } },
    (request) => service.resumeOrdering(deps, { staffId: staffOf(request).staffId }),
  );
};
