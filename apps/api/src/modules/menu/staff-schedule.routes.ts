import {
  categoryParamsSchema,
  dishParamsSchema,
  optionParamsSchema,
  scheduleRequestSchema,
  soldOutTodaySchema,
  staffMenuResponseSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './schedule.service.ts';

/**
 * Menus and dishes on their own schedules (admins, as the menu's content) and "sold out for today"
 * on a dish or an option (any member, as 86): issue 33, decision 050.
 */
export const staffScheduleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['staff'];
  const response = { 200: staffMenuResponseSchema };
  const edit = { access: 'admin', rateLimit: RATE_LIMITS.staffChange } as const;
  const kitchen = { access: 'staff', rateLimit: RATE_LIMITS.staffChange } as const;

  app.put(
    '/api/v1/staff/menu/dishes/:productId/schedule',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Sets the weekdays and times a dish is offered; none is whenever the restaurant is (admins)',
        params: dishParamsSchema,
        body: scheduleRequestSchema,
        response,
      },
    },
    (request) =>
      service.setDishSchedule(deps, {
        productId: request.params.productId,
        windows: request.body.windows,
        staffId: staffOf(request).staffId,
      }),
  );

  app.put(
    '/api/v1/staff/menu/categories/:categoryId/schedule',
    {
      config: edit,
      schema: {
        tags,
        summary: "Sets the weekdays and times a category's dishes are offered, a lunch menu say (admins)",
        params: categoryParamsSchema,
        body: scheduleRequestSchema,
        response,
      },
    },
    (request) =>
      service.setCategorySchedule(deps, {
        categoryId: request.params.categoryId,
        windows: request.body.windows,
        staffId: staffOf(request).staffId,
      }),
  );

  app.put(
    '/api/v1/staff/menu/dishes/:productId/sold-out-today',
    {
      config: kitchen,
      schema: {
        tags,
        summary: "Marks a dish sold out until the restaurant's next day's opening, or back on now",
        params: dishParamsSchema,
        body: soldOutTodaySchema,
        response,
      },
    },
    (request) =>
      service.setDishSoldOut(deps, {
        productId: request.params.productId,
        soldOut: request.body.sold_out,
        staffId: staffOf(request).staffId,
      }),
  );

  app.put(
    '/api/v1/staff/menu/options/:optionId/sold-out-today',
    {
      config: kitchen,
      schema: {
        tags,
        summary: "Marks an option sold out until the restaurant's next day's opening, or back on now",
        params: optionParamsSchema,
        body: soldOutTodaySchema,
        response,
      },
    },
    (request) =>
      service.setOptionSoldOut(deps, {
        optionId: request.params.optionId,
        soldOut: request.body.sold_out,
        staffId: staffOf(request).staffId,
      }),
  );
};
