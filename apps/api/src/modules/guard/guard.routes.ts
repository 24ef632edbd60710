import {
  customerMarkRequestSchema,
  fakeOrdersAnswerSchema,
  guardRulesSchema,
  markParamsSchema,
  noShowAnswerSchema,
  noShowRequestSchema,
  phoneCheckAnswerSchema,
  phoneCheckParamsSchema,
  phoneCodeRequestSchema,
  phoneCodeVerifySchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf, staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { sendPhoneCode, verifyPhoneCode } from './phone-codes.ts';
import * as staff from './staff-guard.ts';

/** The customer's phone check at checkout (decision 073). */
export const phoneCheckRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['checkout'];
  app.post(
    '/api/v1/customer/phone-checks',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.phoneCodeSend },
      schema: {
        tags,
        summary: 'Texts a 6-digit code to the order’s phone number (Irish numbers unless set otherwise)',
        body: phoneCodeRequestSchema,
        response: { 200: phoneCheckAnswerSchema },
      },
    },
    (request) =>
      sendPhoneCode(deps, {
        customerId: customerOf(request).customer.id,
        phone: request.body.phone,
        clientAddress: request.ip,
      }),
  );
  app.post(
    '/api/v1/customer/phone-checks/:checkId/verify',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.phoneCodeVerify },
      schema: {
        tags,
        summary: 'Checks the code texted; five wrong tries spend it',
        params: phoneCheckParamsSchema,
        body: phoneCodeVerifySchema,
        response: { 200: phoneCheckAnswerSchema },
      },
    },
    (request) =>
      verifyPhoneCode(deps, {
        customerId: customerOf(request).customer.id,
        checkId: request.params.checkId,
        code: request.body.code,
      }),
  );
};

/** The staff's fake-order page: the rules (admins), the marks and the flagged orders (any member). */
export const staffGuardRoutes: FastifyPluginAsyncZod<
  AppDeps & Pick<staff.NoShowDeps, 'recordAction' | 'orderOf'>
> = async (app, deps) => {
  const tags = ['staff'];
  const response = { 200: fakeOrdersAnswerSchema };
  app.get(
    '/api/v1/staff/fake-orders',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffRead },
      schema: { tags, summary: 'The fake-order rules, the marks in force and the flagged orders', response },
    },
    () => staff.fakeOrdersOverview(deps),
  );
  app.put(
    '/api/v1/staff/fake-orders/rules',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: 'The rules that ask a cash order for a phone code (admins)',
        body: guardRulesSchema,
        response,
      },
    },
    (request) => staff.saveGuardRules(deps, { rules: request.body, staffId: staffOf(request).staffId }),
  );
  app.post(
    '/api/v1/staff/fake-orders/marks',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: 'Flags, makes card-only or blocks an account, phone, e-mail or address',
        body: customerMarkRequestSchema,
        response,
      },
    },
    (request) => staff.addMark(deps, { mark: request.body, staffId: staffOf(request).staffId }),
  );
  app.post(
    '/api/v1/staff/fake-orders/marks/:markId/lift',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffChange },
      schema: { tags, summary: 'Lifts a mark (kept in the log)', params: markParamsSchema, response },
    },
    (request) => staff.liftMark(deps, { markId: request.params.markId, staffId: staffOf(request).staffId }),
  );
  app.post(
    '/api/v1/staff/fake-orders/no-shows',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: 'No-show on an order: its account, or a guest’s phone, made card-only (decision 078)',
        body: noShowRequestSchema,
        response: { 200: noShowAnswerSchema },
      },
    },
    (request) => staff.markNoShow(deps, { orderId: request.body.orderId, staffId: staffOf(request).staffId }),
  );
};
