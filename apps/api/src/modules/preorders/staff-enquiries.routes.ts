import {
  answerEnquirySchema,
  enquiriesQuerySchema,
  enquiriesResponseSchema,
  enquiryParamsSchema,
  enquirySchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './preorders.service.ts';

/** The table enquiries for the staff (issue 14): listed by status, answered with an e-mail. */
export const staffEnquiryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];

  app.get(
    '/api/v1/staff/enquiries',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary: 'The table enquiries with a status (new by default), newest first',
        querystring: enquiriesQuerySchema,
        response: { 200: enquiriesResponseSchema },
      },
    },
    (request) => service.listEnquiries(deps, { status: request.query.status }),
  );

  app.post(
    '/api/v1/staff/enquiries/:enquiryId/answer',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: 'Confirms or declines a new enquiry; the reply is e-mailed to the customer',
        params: enquiryParamsSchema,
        body: answerEnquirySchema,
        response: { 200: enquirySchema },
      },
    },
    (request) =>
      service.answerEnquiry(deps, {
        enquiryId: request.params.enquiryId,
        answer: request.body,
        staffId: staffOf(request).staffId,
      }),
  );
};
