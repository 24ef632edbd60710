import { customerInfoSchema, messageResponseSchema, updateProfileSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './customers.service.ts';

export const customerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['accounts'];

  app.get(
    '/api/v1/customer/info',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.customerInfo },
      schema: { tags, summary: "The signed-in customer's details", response: { 200: customerInfoSchema } },
    },
    (request) => service.getCustomerInfo(deps, customerOf(request)),
  );

  app.post(
    '/api/v1/customer/update-profile',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.updateProfile },
      schema: {
        tags,
        summary: "Changes the signed-in customer's name and phone (the e-mail is read-only)",
        body: updateProfileSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => service.updateProfile(deps, { customer: customerOf(request).customer, ...request.body }),
  );
};
