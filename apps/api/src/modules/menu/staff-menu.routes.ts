import {
  allergenHistoryResponseSchema,
  categoryChangeSchema,
  categoryMoveSchema,
  categoryParamsSchema,
  DISH_IMAGE_MAX_BYTES,
  DISH_IMAGE_TYPES,
  type DishImageType,
  dishAvailabilitySchema,
  dishChangeSchema,
  dishParamsSchema,
  newOptionSchema,
  optionChangeSchema,
  optionParamsSchema,
  optionStockSchema,
  staffMenuResponseSchema,
  variationChangeSchema,
  variationParamsSchema,
} from '@tiffin/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { allergenHistory } from './allergen-history.ts';
import { setDishImage } from './dish-image.ts';
import * as service from './menu.service.ts';
import * as content from './menu-content.service.ts';

/** The staff's menu (issue 14): every dish with its options' stock; "86" and back; stock counts. */
export const staffMenuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];

  app.get(
    '/api/v1/staff/menu',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary: "Every dish, on the menu or 86'd, with its options' stock",
        response: { 200: staffMenuResponseSchema },
      },
    },
    () => service.staffMenu(deps),
  );

  app.put(
    '/api/v1/staff/menu/dishes/:productId/availability',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: "Takes a dish off the customers' menu (86) or puts it back, at once",
        params: dishParamsSchema,
        body: dishAvailabilitySchema,
        response: { 200: staffMenuResponseSchema },
      },
    },
    (request) =>
      service.setDishAvailability(deps, {
        productId: request.params.productId,
        available: request.body.available,
        staffId: staffOf(request).staffId,
      }),
  );

  app.put(
    '/api/v1/staff/menu/options/:optionId/stock',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffChange },
      schema: {
        tags,
        summary: "Sets an option's stock: a count (0 is sold out) or null for unlimited",
        params: optionParamsSchema,
        body: optionStockSchema,
        response: { 200: staffMenuResponseSchema },
      },
    },
    (request) =>
      service.setOptionStock(deps, {
        optionId: request.params.optionId,
        stock: request.body.stock,
        staffId: staffOf(request).staffId,
      }),
  );

  // The menu's content: admins only.
  const edit = { access: 'admin', rateLimit: RATE_LIMITS.staffChange } as const;
  const response = { 200: staffMenuResponseSchema };
  const staffId = (request: FastifyRequest) => staffOf(request).staffId;

  app.post(
    '/api/v1/staff/menu/categories',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Adds a category at the end of the menu (admins)',
        body: categoryChangeSchema,
        response,
      },
    },
    (request) => content.createCategory(deps, { category: request.body, staffId: staffId(request) }),
  );

  app.put(
    '/api/v1/staff/menu/categories/:categoryId',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Renames a category, or hides it (with its dishes) from customers (admins)',
        params: categoryParamsSchema,
        body: categoryChangeSchema,
        response,
      },
    },
    (request) =>
      content.updateCategory(deps, {
        categoryId: request.params.categoryId,
        category: request.body,
        staffId: staffId(request),
      }),
  );

  app.post(
    '/api/v1/staff/menu/categories/:categoryId/move',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Moves a category one place up or down the menu (admins)',
        params: categoryParamsSchema,
        body: categoryMoveSchema,
        response,
      },
    },
    (request) =>
      content.moveCategory(deps, {
        categoryId: request.params.categoryId,
        direction: request.body.direction,
        staffId: staffId(request),
      }),
  );

  app.post(
    '/api/v1/staff/menu/dishes',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Adds a dish at the end of its category (admins)',
        body: dishChangeSchema,
        response,
      },
    },
    (request) => content.saveDish(deps, { productId: null, dish: request.body, staffId: staffId(request) }),
  );

  app.put(
    '/api/v1/staff/menu/dishes/:productId',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Changes a dish: category, name, description, price, vegetarian, allergens (admins)',
        params: dishParamsSchema,
        body: dishChangeSchema,
        response,
      },
    },
    (request) =>
      content.saveDish(deps, {
        productId: request.params.productId,
        dish: request.body,
        staffId: staffId(request),
      }),
  );

  app.get(
    '/api/v1/staff/menu/dishes/:productId/allergen-history',
    {
      // Read by those who edit the menu: what the dish and its options declared, and since when.
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary:
          "Every change to a dish's and its options' allergens, newest first, with who made it (admins)",
        params: dishParamsSchema,
        response: { 200: allergenHistoryResponseSchema },
      },
    },
    (request) => allergenHistory(deps, { productId: request.params.productId }),
  );

  // A photo is sent as its bytes, typed image/jpeg, image/png or image/webp; any other type is a 415.
  app.addContentTypeParser(
    Object.keys(DISH_IMAGE_TYPES),
    { parseAs: 'buffer', bodyLimit: DISH_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.put(
    '/api/v1/staff/menu/dishes/:productId/image',
    {
      config: edit,
      bodyLimit: DISH_IMAGE_MAX_BYTES,
      schema: {
        tags,
        summary: `Sets a dish's photo: a JPEG, PNG or WebP of up to ${DISH_IMAGE_MAX_BYTES / 1024 / 1024} MB sent as the body (admins)`,
        params: dishParamsSchema,
        response,
      },
    },
    (request) => {
      const type = (request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase() as DishImageType;
      if (!Object.hasOwn(DISH_IMAGE_TYPES, type) || !Buffer.isBuffer(request.body)) {
        throw new AppError('image', 'Send a JPEG, PNG or WebP photo'); // not in the spec
      }
      return setDishImage(deps, {
        productId: request.params.productId,
        type,
        bytes: request.body,
        staffId: staffId(request),
      });
    },
  );

  app.post(
    '/api/v1/staff/menu/dishes/:productId/variations',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Adds an option group to a dish, e.g. Spice (admins)',
        params: dishParamsSchema,
        body: variationChangeSchema,
        response,
      },
    },
    (request) =>
      content.addVariation(deps, {
        productId: request.params.productId,
        variation: request.body,
        staffId: staffId(request),
      }),
  );

  app.put(
    '/api/v1/staff/menu/variations/:variationId',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Renames an option group (admins)',
        params: variationParamsSchema,
        body: variationChangeSchema,
        response,
      },
    },
    (request) =>
      content.renameVariation(deps, {
        variationId: request.params.variationId,
        variation: request.body,
        staffId: staffId(request),
      }),
  );

  app.post(
    '/api/v1/staff/menu/variations/:variationId/options',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Adds an option to a group, with its price, stock and allergens (admins)',
        params: variationParamsSchema,
        body: newOptionSchema,
        response,
      },
    },
    (request) =>
      content.addOption(deps, {
        variationId: request.params.variationId,
        option: request.body,
        staffId: staffId(request),
      }),
  );

  app.put(
    '/api/v1/staff/menu/options/:optionId',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Changes an option: its name, its price and the allergens it adds (admins)',
        params: optionParamsSchema,
        body: optionChangeSchema,
        response,
      },
    },
    (request) =>
      content.updateOption(deps, {
        optionId: request.params.optionId,
        option: request.body,
        staffId: staffId(request),
      }),
  );
};
