import {
  categoriesResponseSchema,
  categoryProductsResponseSchema,
  idParamSchema,
  menuQuerySchema,
  productDetailsSchema,
  productsWithCategoriesResponseSchema,
} from '@tiffin/core';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { sendRendered } from '../../lib/rendered-cache.ts';
import * as service from './menu.service.ts';

export const menuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const renderedMenu = service.createRenderedMenu(deps);

  app.get(
    '/api/v1/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['menu'],
        summary: 'The menu categories, in menu order',
        headers: z.object({ zoneid: z.string().optional() }),
        response: { 200: categoriesResponseSchema },
      },
    },
    () => service.getCategories(deps),
  );

  app.get(
    '/api/v1/categories/products/:categoryId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['menu'],
        summary: "One category's dishes, a page at a time",
        params: z.object({ categoryId: idParamSchema }),
        querystring: menuQuerySchema,
        response: { 200: categoryProductsResponseSchema },
      },
    },
    (request) =>
      service.getCategoryProducts(deps, { categoryId: request.params.categoryId, query: request.query }),
  );

  // Sent as pre-rendered bytes, which the zod type provider cannot type: this one route is declared
  // without it (the schema still documents the answer and was checked when the bytes were rendered).
  app.withTypeProvider<FastifyTypeProviderDefault>().get(
    '/api/custom/custom/products-with-categories',
    {
      config: { access: 'public' },
      // Compressed once with the rendering (sendRendered), not for each request.
      compress: false,
      schema: {
        tags: ['menu'],
        summary: 'The whole menu: every category and every available dish',
        response: { 200: productsWithCategoriesResponseSchema, 304: z.null() },
      },
    },
    (request, reply) => {
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
      const fresh = renderedMenu.fresh();
      if (fresh) return sendRendered(request, reply, fresh);
      return renderedMenu.get().then((rendered) => sendRendered(request, reply, rendered));
    },
  );

  app.get(
    '/api/v1/products/details/:productId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['menu'],
        summary: 'A dish with its variation groups, options and allergens',
        params: z.object({ productId: idParamSchema }),
        response: { 200: productDetailsSchema },
      },
    },
    (request) => service.getProductDetails(deps, request.params),
  );
};
