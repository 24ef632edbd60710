import { couponApplyQuerySchema, couponListResponseSchema, couponSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './coupons.service.ts';

/** The checkout's coupons (checkout-and-account §7 calls 4 and 5), for signed-in customers (§6). */
export const couponRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['checkout'];

  app.get(
    '/api/v1/coupon/list',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.couponList },
      schema: {
        tags,
        summary:
          "The restaurant's coupons: usable ones first, then those used up or expired in the last 30 days",
        response: { 200: couponListResponseSchema },
      },
    },
    () => service.listCoupons(deps),
  );

  app.get(
    '/api/v1/coupon/apply',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.couponApply },
      schema: {
        tags,
        summary:
          'The coupon with this code (any case) if it can be used today; a refusal has a code per reason: coupon_not_found (404), coupon_inactive, coupon_expired, coupon_not_started, coupon_limit_reached (422)',
        querystring: couponApplyQuerySchema,
        response: { 200: couponSchema },
      },
    },
    (request) => service.applyCoupon(deps, { code: request.query.code }),
  );
};
