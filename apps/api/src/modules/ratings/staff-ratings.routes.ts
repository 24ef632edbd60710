import {
  hideRatingCommentSchema,
  ratingReplySchema,
  staffRatingParamsSchema,
  staffRatingSchema,
  staffRatingsResponseSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './staff-ratings.service.ts';

/**
 * The admins' ratings page (issue 51): read, answer by e-mail, hide a comment. There is no route to
 * make or change a rating here, by design (a test says so).
 */
export const staffRatingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];

  app.get(
    '/api/v1/staff/ratings',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary: 'The newest ratings with their orders',
        response: { 200: staffRatingsResponseSchema },
      },
    },
    () => service.listRatings(deps),
  );

  app.post(
    '/api/v1/staff/ratings/:ratingId/reply',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: 'Answers a rating privately by e-mail, once, optionally with an active coupon’s code',
        params: staffRatingParamsSchema,
        body: ratingReplySchema,
        response: { 200: staffRatingSchema },
      },
    },
    (request) =>
      service.replyToRating(deps, {
        ratingId: request.params.ratingId,
        reply: request.body,
        staffId: staffOf(request).staffId,
      }),
  );

  app.post(
    '/api/v1/staff/ratings/:ratingId/hide',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: 'Hides a rating’s comment from the public, with a reason kept in the staff’s log',
        params: staffRatingParamsSchema,
        body: hideRatingCommentSchema,
        response: { 200: staffRatingSchema },
      },
    },
    (request) =>
      service.hideRatingComment(deps, {
        ratingId: request.params.ratingId,
        hide: request.body,
        staffId: staffOf(request).staffId,
      }),
  );
};
