import {
  cloudPrntConfirmQuerySchema,
  cloudPrntJobQuerySchema,
  cloudPrntPollResponseSchema,
  cloudPrntPollSchema,
  formMessages,
} from '@tiffin/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as cloudPrnt from './cloudprnt.ts';
import { CLOUDPRNT_PATH, printerForCredentials } from './printers.service.ts';

/**
 * Star's CloudPRNT, at one URL (issue 28): the printer's poll (POST), its job (GET) and its
 * confirmation (DELETE). Public to the access hook, which knows bearer tokens only: each request is
 * authenticated here by the printer's HTTP Basic credentials, and refused 401 without them.
 */
export const cloudPrntRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['printers'];
  const config = { access: 'public', rateLimit: RATE_LIMITS.cloudPrnt } as const;

  const authenticated = async (request: FastifyRequest, reply: FastifyReply) => {
    const printer = await printerForCredentials(deps, request.headers.authorization);
    if (printer) return printer;
    // The challenge, for a printer that sends its credentials only when asked.
    reply.header('www-authenticate', 'Basic realm="CloudPRNT", charset="UTF-8"');
    throw new AppError('unauthenticated', formMessages.account.unauthenticated);
  };

  app.post(
    CLOUDPRNT_PATH,
    {
      config,
      schema: {
        tags,
        summary: "A printer's CloudPRNT poll: its status in, whether a ticket waits out",
        body: cloudPrntPollSchema,
        response: { 200: cloudPrntPollResponseSchema },
      },
    },
    async (request, reply) =>
      cloudPrnt.pollPrinter(deps, { printer: await authenticated(request, reply), poll: request.body }),
  );

  app.get(
    CLOUDPRNT_PATH,
    {
      config,
      schema: {
        tags,
        summary:
          'A printer fetches a ticket (CloudPRNT), in the media type it asks for (StarPRNT or Star Line)',
        querystring: cloudPrntJobQuerySchema,
      },
    },
    async (request, reply) => {
      const printer = await authenticated(request, reply);
      const job = await cloudPrnt.fetchJob(deps, {
        printer,
        type: request.query.type,
        token: request.query.token,
      });
      return reply.type(job.mediaType).send(Buffer.from(job.body));
    },
  );

  app.delete(
    CLOUDPRNT_PATH,
    {
      config,
      schema: {
        tags,
        summary: 'A printer confirms a ticket (CloudPRNT): printed with a 2xx code, or why not',
        querystring: cloudPrntConfirmQuerySchema,
      },
    },
    async (request, reply) => {
      const printer = await authenticated(request, reply);
      return cloudPrnt.confirmJob(deps, { printer, code: request.query.code, token: request.query.token });
    },
  );
};
