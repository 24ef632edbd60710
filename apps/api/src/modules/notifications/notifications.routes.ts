import {
  customerNotificationSchema,
  customerNotificationsResponseSchema,
  notificationParamsSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './notifications.service.ts';

/** The customer's notifications (checkout-and-account §2.9, call 12; issue 15). */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['notifications'];

  app.get(
    '/api/v1/customer/notifications',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.notificationsList },
      schema: {
        tags,
        summary: 'The customer’s notifications, newest first (the spec’s zoneId header is not needed)',
        response: { 200: customerNotificationsResponseSchema },
      },
    },
    (request) => service.listNotifications(deps, { customerId: customerOf(request).customer.id }),
  );

  app.post(
    '/api/v1/customer/notifications/:notificationId/read',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.notificationsRead },
      schema: {
        tags,
        summary: 'Marks one of the customer’s notifications read (for the bell’s count)',
        params: notificationParamsSchema,
        response: { 200: customerNotificationSchema },
      },
    },
    (request) =>
      service.markNotificationRead(deps, {
        customerId: customerOf(request).customer.id,
        notificationId: request.params.notificationId,
      }),
  );
};
