import { idParamSchema, menuQuerySchema } from '@tiffin/core';
import {
  categoriesResponseSchema,
  categoryProductsResponseSchema,
  productDetailsSchema,
  productsWithCategoriesResponseSchema,
} from '@tiffin/core/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import * as service from './menu.service.ts';

export const menuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
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

  app.get(
    '/api/custom/custom/products-with-categories',
    {
      schema: {
        tags: ['menu'],
        summary: 'The whole menu: every category and every available dish',
        response: { 200: productsWithCategoriesResponseSchema },
      },
    },
    () => service.getProductsWithCategories(db),
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
