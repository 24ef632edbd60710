import {
  couponChangeSchema,
  couponParamsSchema,
  staffCouponSchema,
  staffCouponsResponseSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './coupons.service.ts';

/** The coupons for the staff (issue 14): every member reads them with their uses, admins change them. */
export const staffCouponRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];
  const change = { access: 'admin', rateLimit: RATE_LIMITS.staffChange } as const;

  app.get(
    '/api/v1/staff/coupons',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary: 'Every coupon, newest first, with its uses so far',
        response: { 200: staffCouponsResponseSchema },
      },
    },
    () => service.staffCoupons(deps),
  );

  app.post(
    '/api/v1/staff/coupons',
    {
      config: change,
      schema: {
        tags,
        summary: 'Creates a coupon; its code is unique whatever the case (admins)',
        body: couponChangeSchema,
        response: { 201: staffCouponSchema },
      },
    },
    async (request, reply) => {
      const coupon = await service.saveCoupon(deps, {
        couponId: null,
        coupon: request.body,
        staffId: staffOf(request).staffId,
      });
      return reply.status(201).send(coupon);
    },
  );

  app.put(
    '/api/v1/staff/coupons/:couponId',
    {
      config: change,
      schema: {
        tags,
        summary: 'Changes a coupon or switches it off; its uses are kept (admins)',
        params: couponParamsSchema,
        body: couponChangeSchema,
        response: { 200: staffCouponSchema },
      },
    },
    (request) =>
      service.saveCoupon(deps, {
        couponId: request.params.couponId,
        coupon: request.body,
        staffId: staffOf(request).staffId,
      }),
  );
};
