import {
  createRegisterSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerResponseSchema,
  resetPasswordSchema,
  verifyTokenResponseSchema,
  verifyTokenSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { authenticate } from '../../plugins/authenticate.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { assertEmailAllowed } from '../restaurant/restaurant.service.ts';
import * as service from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const tags = ['accounts'];

  app.post(
    '/api/v1/auth/reg',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        summary: 'Creates an account and signs it in',
        body: createRegisterSchema(),
        response: { 200: registerResponseSchema },
      },
    },
    async (request) => {
      await assertEmailAllowed(db, request.body.email, 'register');
      return service.registerCustomer(deps, request.body);
    },
  );

  app.post(
    '/api/v1/auth/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
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
      config: { rateLimit: RATE_LIMITS.logout },
      schema: {
        tags,
        summary: "Ends this browser's session on the server",
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => service.signOut(deps, (await authenticate(request, db, clock)).sessionId),
  );

  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: { rateLimit: RATE_LIMITS.forgotPassword },
      schema: {
        tags,
        summary: 'E-mails a 6-digit reset code, valid 10 minutes; the answer is the same for any address',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await assertEmailAllowed(db, request.body.email, 'reset');
      return service.requestPasswordReset(deps, request.body.email);
    },
  );

  app.post(
    '/api/v1/auth/verify-token',
    {
      config: { rateLimit: RATE_LIMITS.verifyCode },
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
      config: { rateLimit: RATE_LIMITS.resetPassword },
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
    '/api/v1/auth/delete-account',
    {
      config: { rateLimit: RATE_LIMITS.deleteAccount },
      schema: {
        tags,
        summary:
          "Deletes the signed-in customer's account and personal data, after their e-mail and password",
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { customer } = await authenticate(request, db, clock);
      return service.deleteAccount(deps, customer, request.body);
    },
  );
};
