import { messageResponseSchema, productSchema, wishListChangeSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './favourites.service.ts';

export const favouriteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['favourites'];

  app.post(
    '/api/v1/customer/wish-list/add',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.favouritesChange },
      schema: {
        tags,
        summary: "Adds a dish to the signed-in customer's favourites (adding twice keeps one)",
        body: wishListChangeSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) =>
      service.addFavourite(deps, {
        customerId: customerOf(request).customer.id,
        productId: request.body.food_id,
      }),
  );

  app.delete(
    '/api/v1/customer/wish-list/remove',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.favouritesChange },
      schema: {
        tags,
        summary: "Removes a dish from the signed-in customer's favourites",
        body: wishListChangeSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) =>
      service.removeFavourite(deps, {
        customerId: customerOf(request).customer.id,
        productId: request.body.food_id,
      }),
  );

  app.get(
    '/api/v1/customer/wish-list',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.favouritesList },
      schema: {
        tags,
        summary: "The signed-in customer's favourite dishes, newest first",
        headers: z.object({ zoneid: z.string().optional() }),
        response: { 200: z.object({ food: z.array(productSchema) }) },
      },
    },
    (request) => service.listFavourites(deps, { customerId: customerOf(request).customer.id }),
  );
};
