import {
  closedDateParamsSchema,
  closedDateSchema,
  orderingSettingsSchema,
  policyPageChangeSchema,
  policyParamsSchema,
  restaurantDetailsSchema,
  staffOpeningHoursSchema,
  staffSettingsResponseSchema,
  tipSettingsSchema,
  tipsInfoSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './restaurant.service.ts';
import { updateTipSettings } from './tip-settings.ts';

/** The settings the staff keep (issue 14): every member reads them, admins change them. */
export const staffSettingsRoutes: FastifyPluginAsyncZod<
  AppDeps & Pick<service.SettingsDeps, 'recordAction'>
> = async (app, deps) => {
  const tags = ['staff'];
  const change = { access: 'admin', rateLimit: RATE_LIMITS.staffChange } as const;
  const response = { 200: staffSettingsResponseSchema };

  app.get(
    '/api/v1/staff/settings',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary: 'The ordering settings, opening hours and closed dates (from today)',
        response,
      },
    },
    () => service.staffSettings(deps),
  );

  app.put(
    '/api/v1/staff/settings/ordering',
    {
      config: change,
      schema: {
        tags,
        summary:
          'Minimum order, delivery fee and area, lead times, slot capacity, ordering window, the board’s alerts (admins)',
        body: orderingSettingsSchema,
        response,
      },
    },
    (request) =>
      service.updateOrderingSettings(deps, { settings: request.body, staffId: staffOf(request).staffId }),
  );

  app.put(
    '/api/v1/staff/settings/hours',
    {
      config: change,
      schema: {
        tags,
        summary: 'The week’s opening hours; a weekday left out is closed (admins)',
        body: staffOpeningHoursSchema,
        response,
      },
    },
    (request) =>
      service.replaceOpeningHours(deps, { hours: request.body.hours, staffId: staffOf(request).staffId }),
  );

  app.post(
    '/api/v1/staff/settings/closed-dates',
    {
      config: change,
      schema: {
        tags,
        summary: 'Closes a date: no slots that day (admins)',
        body: closedDateSchema,
        response,
      },
    },
    (request) => service.addClosedDate(deps, { closed: request.body, staffId: staffOf(request).staffId }),
  );

  app.delete(
    '/api/v1/staff/settings/closed-dates/:date',
    {
      config: change,
      schema: {
        tags,
        summary: 'Opens a closed date again (admins)',
        params: closedDateParamsSchema,
        response,
      },
    },
    (request) =>
      service.removeClosedDate(deps, { date: request.params.date, staffId: staffOf(request).staffId }),
  );

  app.put(
    '/api/v1/staff/settings/details',
    {
      config: change,
      schema: {
        tags,
        summary: 'The restaurant’s name, address, location, phones, e-mail and waiting time (admins)',
        body: restaurantDetailsSchema,
        response,
      },
    },
    (request) => service.updateDetails(deps, { details: request.body, staffId: staffOf(request).staffId }),
  );

  app.put(
    '/api/v1/staff/settings/policies/:slug',
    {
      config: change,
      schema: {
        tags,
        summary: 'Rewrites a policy page (terms, privacy, refunds, delivery, about us; admins)',
        params: policyParamsSchema,
        body: policyPageChangeSchema,
        response,
      },
    },
    (request) =>
      service.updatePolicyPage(deps, {
        slug: request.params.slug,
        page: request.body,
        staffId: staffOf(request).staffId,
      }),
  );

  app.put(
    '/api/v1/staff/settings/tips',
    {
      config: change,
      schema: {
        tags,
        summary: 'The tip choices and the answers the tips notice is written from (admins; issue 51)',
        body: tipSettingsSchema,
        response: { 200: tipsInfoSchema },
      },
    },
    (request) => updateTipSettings(deps, { settings: request.body, staffId: staffOf(request).staffId }),
  );
};
