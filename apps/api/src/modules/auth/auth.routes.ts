import {
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
  verifyTokenResponseSchema,
  verifyTokenSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './auth.service.ts';
import { confirmEmail, resendConfirmationLink } from './email-confirmation.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['accounts'];

  app.post(
    '/api/v1/auth/reg',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        summary: 'Creates an account and signs it in',
        body: registerSchema,
        response: { 200: registerResponseSchema },
      },
    },
    (request) => service.registerCustomer(deps, request.body),
  );

  app.post(
    '/api/v1/auth/login',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: 'Signs in with an e-mail address or a phone number',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => service.signIn(deps, request.body),
  );

  app.post(
    '/api/v1/auth/logout',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.logout },
      schema: {
        tags,
        summary: "Ends this browser's session on the server",
        response: { 200: messageResponseSchema },
      },
    },
    (request) => service.signOut(deps, { sessionId: customerOf(request).sessionId }),
  );

  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.forgotPassword },
      schema: {
        tags,
        summary: 'E-mails a 6-digit reset code, valid 10 minutes; the answer is the same for any address',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => service.requestPasswordReset(deps, request.body),
  );

  app.post(
    '/api/v1/auth/verify-token',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.verifyCode },
      schema: {
        tags,
        summary: 'Checks a reset code (5 wrong tries end it)',
        body: verifyTokenSchema,
        response: { 200: verifyTokenResponseSchema },
      },
    },
    (request) => service.verifyResetCode(deps, request.body),
  );

  app.put(
    '/api/v1/auth/reset-password',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.resetPassword },
      schema: {
        tags,
        summary: 'Sets a new password with a reset code; ends every session of the account',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => service.resetPassword(deps, request.body),
  );

  app.post(
    '/api/v1/auth/confirm-email',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.confirmEmail },
      schema: {
        tags,
        summary: 'Proves an e-mail address with the link sent to it (works once, within 24 hours)',
        body: confirmEmailSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => confirmEmail(deps, request.body),
  );

  app.post(
    '/api/v1/customer/confirm-email/resend',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.resendConfirmation },
      schema: {
        tags,
        summary: "Sends the link that proves the signed-in customer's address again (one a minute, 5 a day)",
        response: { 200: messageResponseSchema },
      },
    },
    (request) => resendConfirmationLink(deps, { customer: customerOf(request).customer }),
  );

  app.put(
    '/api/v1/customer/change-password',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.changePassword },
      schema: {
        tags,
        summary: 'Changes the password after the current one; ends the other sessions',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => service.changePassword(deps, { ...customerOf(request), ...request.body }),
  );

  app.post(
    '/api/v1/auth/delete-account',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.deleteAccount },
      schema: {
        tags,
        summary:
          "Deletes the signed-in customer's account and personal data, after their e-mail and password",
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => service.deleteAccount(deps, { customer: customerOf(request).customer, ...request.body }),
  );
};
