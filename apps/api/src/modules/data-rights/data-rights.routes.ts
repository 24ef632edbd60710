import { customerDataExportSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { exportCustomerData } from './export-customer-data.ts';

/** The customer's data rights (issue 32): the copy of their data. Deletion is the auth module's call. */
export const dataRightsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/customer/export',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.dataExport },
      schema: {
        tags: ['accounts'],
        summary:
          "A copy of the signed-in customer's data (profile, addresses, favourites, orders, notifications, ratings), as a JSON file",
        response: { 200: customerDataExportSchema },
      },
    },
    async (request, reply) => {
      const { fileName, data } = await exportCustomerData(deps, { customer: customerOf(request).customer });
      // A download with its name, and never kept by a cache (the API's answers are no-store anyway).
      void reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );
};
