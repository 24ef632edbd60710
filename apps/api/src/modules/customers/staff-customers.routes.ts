import { customerSearchSchema, staffCustomersResponseSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './customers.service.ts';

/** The customers as the staff look them up (issue 14): search (a customer's orders are the orders module's). */
export const staffCustomerRoutes: FastifyPluginAsyncZod<
  AppDeps & Pick<service.CustomerSearchDeps, 'orderCounts'>
> = async (app, deps) => {
  const tags = ['staff'];
  const config = { access: 'staff', rateLimit: RATE_LIMITS.staffRead } as const;

  app.get(
    '/api/v1/staff/customers',
    {
      config,
      schema: {
        tags,
        summary: 'Customers by name, e-mail or phone (the first 20), with their order counts',
        querystring: customerSearchSchema,
        response: { 200: staffCustomersResponseSchema },
      },
    },
    (request) => service.searchCustomers(deps, request.query),
  );
};
