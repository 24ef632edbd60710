import {
  messageResponseSchema,
  newStaffMemberSchema,
  staffActionsResponseSchema,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMemberChangeSchema,
  staffMemberParamsSchema,
  staffMemberSchema,
  staffMembersResponseSchema,
  staffPasswordChangeSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { changePassword } from './change-password.ts';
import { signIn } from './sign-in.ts';
import * as service from './staff.service.ts';

/** The staff side's accounts (issue 14): sign-in and out, the members (admins), the log of actions. */
export const staffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];

  app.post(
    '/api/v1/staff/auth/login',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.staffLogin },
      schema: {
        tags,
        summary: 'Signs a member of staff in: a bearer token for the staff calls',
        body: staffLoginSchema,
        response: { 200: staffLoginResponseSchema },
      },
    },
    (request) => signIn(deps, { ...request.body, clientAddress: request.ip }),
  );

  app.post(
    '/api/v1/staff/auth/logout',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.logout },
      schema: { tags, summary: "Ends this device's staff session", response: { 200: messageResponseSchema } },
    },
    (request) => service.signOut(deps, staffOf(request)),
  );

  app.get(
    '/api/v1/staff/me',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffRead },
      schema: { tags, summary: 'The signed-in member of staff', response: { 200: staffMemberSchema } },
    },
    (request) => service.currentMember(deps, staffOf(request)),
  );

  app.put(
    '/api/v1/staff/me/password',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.changePassword },
      schema: {
        tags,
        summary: "Changes the signed-in member's password; their other sessions end",
        body: staffPasswordChangeSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => changePassword(deps, { principal: staffOf(request), change: request.body }),
  );

  app.get(
    '/api/v1/staff/members',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary: 'Every member of staff (admins)',
        response: { 200: staffMembersResponseSchema },
      },
    },
    () => service.listMembers(deps),
  );

  app.post(
    '/api/v1/staff/members',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: 'Adds a member of staff or an admin (admins)',
        body: newStaffMemberSchema,
        response: { 200: staffMemberSchema },
      },
    },
    (request) => service.addMember(deps, { member: request.body, createdBy: staffOf(request).staffId }),
  );

  app.patch(
    '/api/v1/staff/members/:staffId',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: 'Disables a member of staff (their sessions end) or enables them (admins)',
        params: staffMemberParamsSchema,
        body: staffMemberChangeSchema,
        response: { 200: staffMemberSchema },
      },
    },
    (request) =>
      service.setDisabled(deps, {
        staffId: request.params.staffId,
        disabled: request.body.disabled,
        by: staffOf(request),
      }),
  );

  app.post(
    '/api/v1/staff/members/:staffId/unlock',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary:
          'Lifts the holds that wrong passwords set on a member’s sign-in, from every network (admins)',
        params: staffMemberParamsSchema,
        response: { 200: staffMemberSchema },
      },
    },
    (request) => service.liftSignInHolds(deps, { staffId: request.params.staffId, by: staffOf(request) }),
  );

  app.get(
    '/api/v1/staff/actions',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary: 'What the staff did, newest first (the last 200; admins)',
        response: { 200: staffActionsResponseSchema },
      },
    },
    () => service.listActions(deps),
  );
};
