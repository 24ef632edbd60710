import { slotLoadResponseSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { todaysSlotLoad } from './slot-load.ts';

/** How full today's slots are, for every member (the settings page shows it beside the limits). */
export const staffSlotRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/staff/slots/today',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags: ['staff'],
        summary: 'Today’s slots that hold orders, with their orders and portions, and the limits',
        response: { 200: slotLoadResponseSchema },
      },
    },
    () => todaysSlotLoad(deps),
  );
};
