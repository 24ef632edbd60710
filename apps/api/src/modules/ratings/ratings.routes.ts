import {
  orderRatingParamsSchema,
  orderRatingSchema,
  rateOrderSchema,
  ratingSummarySchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './ratings.service.ts';

/** The customer's rating of their order, and the storefront's average (issue 51). */
export const ratingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['ratings'];

  app.get(
    '/api/v1/customer/order/:orderId/rating',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.orderList },
      schema: {
        tags,
        summary: 'Whether the customer’s own order is asked to be rated, or their rating of it',
        params: orderRatingParamsSchema,
        response: { 200: orderRatingSchema },
      },
    },
    (request) =>
      service.orderRatingOf(deps, {
        orderId: request.params.orderId,
        customerId: customerOf(request).customer.id,
      }),
  );

  app.post(
    '/api/v1/customer/order/:orderId/rating',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.rateOrder },
      schema: {
        tags,
        summary: 'Rates the customer’s own completed order, once: the food, a delivery, a comment',
        params: orderRatingParamsSchema,
        body: rateOrderSchema,
        response: { 201: orderRatingSchema },
      },
    },
    async (request, reply) => {
      const rating = await service.rateOrder(deps, {
        orderId: request.params.orderId,
        customerId: customerOf(request).customer.id,
        rating: request.body,
      });
      return reply.status(201).send(rating);
    },
  );

  app.get(
    '/api/v1/ratings/summary',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.ratingSummary },
      schema: {
        tags,
        summary: 'The average food stars of the last 400 ratings and their count; the average from the 10th',
        response: { 200: ratingSummarySchema },
      },
    },
    () => service.ratingSummary(deps),
  );
};
