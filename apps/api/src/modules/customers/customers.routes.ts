import {
  changePasswordSchema,
  customerInfoSchema,
  messageResponseSchema,
  updateProfileSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { authenticate } from '../../plugins/authenticate.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './customers.service.ts';

export const customerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const tags = ['accounts'];

  app.get(
    '/api/v1/customer/info',
    {
      config: { rateLimit: RATE_LIMITS.customerInfo },
      schema: { tags, summary: "The signed-in customer's details", response: { 200: customerInfoSchema } },
    },
    async (request) => service.getCustomerInfo(await authenticate(request, db, clock)),
  );

  app.post(
    '/api/v1/customer/update-profile',
    {
      config: { rateLimit: RATE_LIMITS.updateProfile },
      schema: {
        tags,
        summary: "Changes the signed-in customer's name and phone (the e-mail is read-only)",
        body: updateProfileSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => service.updateProfile(deps, await authenticate(request, db, clock), request.body),
  );

  app.put(
    '/api/v1/customer/change-password',
    {
      config: { rateLimit: RATE_LIMITS.changePassword },
      schema: {
        tags,
        summary: 'Changes the password after the current one; ends the other sessions',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => service.changePassword(deps, await authenticate(request, db, clock), request.body),
  );
};
