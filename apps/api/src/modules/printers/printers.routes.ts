import {
  messageResponseSchema,
  orderParamsSchema,
  printerChangeSchema,
  printerCredentialsSchema,
  printerParamsSchema,
  printerSchema,
  printersResponseSchema,
  reprintResponseSchema,
} from '@tiffin/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './printers.service.ts';
import { reprintTicket } from './reprint-ticket.ts';

/** The kitchen printers for the staff (issue 28): every member reads their states, admins change them. */
export const staffPrinterRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];
  const change = { access: 'admin', rateLimit: RATE_LIMITS.staffChange } as const;
  // The address the printer is given: the site's public one, else the one this request came to.
  const baseUrlOf = (request: FastifyRequest) =>
    deps.config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/api/v1/staff/printers',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary: 'The kitchen printers, each with its state (online, last seen, paper out...)',
        response: { 200: printersResponseSchema },
      },
    },
    () => service.listPrinters(deps),
  );

  app.post(
    '/api/v1/staff/printers',
    {
      config: change,
      schema: {
        tags,
        summary: 'Registers a printer; answers, once, what to type into its CloudPRNT settings (admins)',
        body: printerChangeSchema,
        response: { 201: printerCredentialsSchema },
      },
    },
    async (request, reply) => {
      const credentials = await service.addPrinter(deps, {
        change: request.body,
        staffId: staffOf(request).staffId,
        baseUrl: baseUrlOf(request),
      });
      return reply.status(201).send(credentials);
    },
  );

  app.put(
    '/api/v1/staff/printers/:printerId',
    {
      config: change,
      schema: {
        tags,
        summary: 'Changes a printer: its name, when it prints, copies, paper, on or off (admins)',
        params: printerParamsSchema,
        body: printerChangeSchema,
        response: { 200: printerSchema },
      },
    },
    (request) =>
      service.changePrinter(deps, {
        printerId: request.params.printerId,
        change: request.body,
        staffId: staffOf(request).staffId,
      }),
  );

  app.post(
    '/api/v1/staff/printers/:printerId/secret',
    {
      config: change,
      schema: {
        tags,
        summary: 'Gives a printer a new password, shown once; the old one stops working (admins)',
        params: printerParamsSchema,
        response: { 200: printerCredentialsSchema },
      },
    },
    (request) =>
      service.renewPrinterSecret(deps, {
        printerId: request.params.printerId,
        staffId: staffOf(request).staffId,
        baseUrl: baseUrlOf(request),
      }),
  );

  app.delete(
    '/api/v1/staff/printers/:printerId',
    {
      config: change,
      schema: {
        tags,
        summary: 'Deletes a printer and its waiting tickets (admins)',
        params: printerParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) =>
      service.removePrinter(deps, { printerId: request.params.printerId, staffId: staffOf(request).staffId }),
  );

  app.post(
    '/api/v1/staff/orders/:orderId/reprint',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: "Prints the order's kitchen ticket again on every printer switched on",
        params: orderParamsSchema,
        response: { 200: reprintResponseSchema },
      },
    },
    (request) => reprintTicket(deps, { orderId: request.params.orderId, staffId: staffOf(request).staffId }),
  );
};
