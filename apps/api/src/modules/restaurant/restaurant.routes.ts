import { policyPageResponseSchema, restaurantResponseSchema, tipsInfoSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import * as service from './restaurant.service.ts';
import { getTipsInfo } from './tip-settings.ts';

export const restaurantRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/restaurant',
    {
      config: { access: 'public' },
      schema: {
        tags: ['restaurant'],
        summary: "The restaurant's public settings: name, address, phones, opening hours, testimonials",
        response: { 200: restaurantResponseSchema },
      },
    },
    () => service.getRestaurantInfo(deps),
  );

  app.get(
    '/api/v1/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['restaurant'],
        summary: 'A policy or information page (about-us, terms-conditions, privacy-policy, …)',
        params: z.object({ slug: z.string().regex(/^[a-z-]{1,60}$/, { error: 'must be a page name' }) }),
        response: { 200: policyPageResponseSchema },
      },
    },
    (request) => service.getPolicyPage(deps, request.params),
  );

  app.get(
    '/api/v1/tips',
    {
      config: { access: 'public' },
      schema: {
        tags: ['restaurant'],
        summary: 'The tip choices and the tips notice (Payment of Wages Act 1991 s.4E; issue 51)', // ours
        response: { 200: tipsInfoSchema },
      },
    },
    () => getTipsInfo(deps),
  );
};
