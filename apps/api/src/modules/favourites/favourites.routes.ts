import { idParamSchema, messageResponseSchema, productSchema } from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { authenticate } from '../../plugins/authenticate.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './favourites.service.ts';

/** The spec sends the dish id as a string ("12"); a number is accepted too. */
const foodBody = z.object({ food_id: idParamSchema });

export const favouriteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  const tags = ['favourites'];

  app.post(
    '/api/v1/customer/wish-list/add',
    {
      config: { rateLimit: RATE_LIMITS.favouritesChange },
      schema: {
        tags,
        summary: "Adds a dish to the signed-in customer's favourites (adding twice keeps one)",
        body: foodBody,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { customer } = await authenticate(request, db, clock);
      return service.addFavourite(db, clock, customer.id, request.body.food_id);
    },
  );

  app.delete(
    '/api/v1/customer/wish-list/remove',
    {
      config: { rateLimit: RATE_LIMITS.favouritesChange },
      schema: {
        tags,
        summary: "Removes a dish from the signed-in customer's favourites",
        body: foodBody,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { customer } = await authenticate(request, db, clock);
      return service.removeFavourite(db, customer.id, request.body.food_id);
    },
  );

  app.get(
    '/api/v1/customer/wish-list',
    {
      config: { rateLimit: RATE_LIMITS.favouritesList },
      schema: {
        tags,
        summary: "The signed-in customer's favourite dishes, newest first",
        headers: z.object({ zoneid: z.string().optional() }),
        response: { 200: z.object({ food: z.array(productSchema) }) },
      },
    },
    async (request) => {
      const { customer } = await authenticate(request, db, clock);
      return service.listFavourites(db, customer.id);
    },
  );
};
