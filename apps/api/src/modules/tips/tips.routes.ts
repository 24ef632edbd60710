import { tipPayoutRequestSchema, tipPayoutSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { recordTipPayout } from './tips.service.ts';

/** Tips paid out (issue 51): admins record them; the reports' tips ledger reads them. */
export const staffTipRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/v1/staff/tips/payouts',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags: ['staff'],
        summary: 'Records card tips handed on to the staff: the day, the amount, how and with whom (admins)',
        body: tipPayoutRequestSchema,
        response: { 201: tipPayoutSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await recordTipPayout(deps, { payout: request.body, staffId: staffOf(request).staffId })),
  );
};
