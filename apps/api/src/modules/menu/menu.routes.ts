import { idParamSchema, menuQuerySchema } from '@tiffin/core';
import {
  categoriesResponseSchema,
  categoryProductsResponseSchema,
  productDetailsSchema,
  productsWithCategoriesResponseSchema,
} from '@tiffin/core/contracts';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import * as service from './menu.service.ts';
import { createRenderedCache } from './rendered-cache.ts';

const MENU_CACHE_TTL_MS = 30_000;

export const menuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const cache = createRenderedCache({ ttlMs: MENU_CACHE_TTL_MS, maxEntries: 1, maxChars: 16 * 1024 * 1024 });

  app.get(
    '/api/v1/categories',
    {
      schema: {
        tags: ['menu'],
        summary: 'The menu categories, in menu order',
        headers: z.object({ zoneid: z.string().optional() }),
        response: { 200: categoriesResponseSchema },
      },
    },
    () => service.getCategories(db),
  );

  app.get(
    '/api/v1/categories/products/:categoryId',
    {
      schema: {
        tags: ['menu'],
        summary: "One category's dishes, a page at a time",
        params: z.object({ categoryId: idParamSchema }),
        querystring: menuQuerySchema,
        response: { 200: categoryProductsResponseSchema },
      },
    },
    (request) => service.getCategoryProducts(db, request.params.categoryId, request.query),
  );

  // Sent as pre-rendered bytes, which the zod type provider cannot type: this one route is declared
  // without it (the schema still documents the answer and was checked when the bytes were rendered).
  app.withTypeProvider<FastifyTypeProviderDefault>().get(
    '/api/custom/custom/products-with-categories',
    {
      schema: {
        tags: ['menu'],
        summary: 'The whole menu: every category and every available dish',
        response: { 200: productsWithCategoriesResponseSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const rendered = await cache.get('products-with-categories', () =>
        service
          .getProductsWithCategories(db)
          .then((menu) => JSON.stringify(productsWithCategoriesResponseSchema.parse(menu))),
      );
      reply.header('etag', rendered.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send(null);
      return reply.type('application/json; charset=utf-8').send(rendered.body);
    },
  );

  app.get(
    '/api/v1/products/details/:productId',
    {
      schema: {
        tags: ['menu'],
        summary: 'A dish with its variation groups, options and allergens',
        params: z.object({ productId: idParamSchema }),
        response: { 200: productDetailsSchema },
      },
    },
    (request) => service.getProductDetails(db, request.params.productId),
  );
};
