import { outboxEmailSchema, outboxParamsSchema, outboxQuerySchema, outboxResponseSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './outbox.service.ts';

/** The e-mail outbox for admins (issue 14): what was sent, what waits, what failed; a resend. */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];

  app.get(
    '/api/v1/staff/outbox',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary: 'The last 100 e-mails, newest first, sent, waiting or failed (admins)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    (request) => service.listOutbox(deps, { state: request.query.state }),
  );

  app.post(
    '/api/v1/staff/outbox/:emailId/resend',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: 'Sends an e-mail again, as a new one (never a password-reset code; admins)',
        params: outboxParamsSchema,
        response: { 200: outboxEmailSchema },
      },
    },
    (request) =>
      service.resendEmail(deps, { emailId: request.params.emailId, staffId: staffOf(request).staffId }),
  );
};
