import {
  deliveryPointsResponseSchema,
  staffZoneSchema,
  staffZonesResponseSchema,
  zoneChangeSchema,
  zoneParamsSchema,
  zonePreviewResponseSchema,
  zonesGeoJsonSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import { type DeliveryPointsReader, deliveryPoints, previewZone } from './zone-preview.ts';
import * as service from './zones.service.ts';

export type ZoneRoutesOptions = AppDeps & { deliveryPoints: DeliveryPointsReader };

/**
 * The delivery zones for the admins (issue 50): every member may read them (the board's staff
 * answer the phone about where we deliver); admins draw, change, import and export them, and see
 * where past orders went (customers' addresses: admins only).
 */
export const staffZoneRoutes: FastifyPluginAsyncZod<ZoneRoutesOptions> = async (app, options) => {
  const { deliveryPoints: readPoints, ...deps } = options;
  const tags = ['staff'];
  const change = { access: 'admin', rateLimit: RATE_LIMITS.staffChange } as const;
  const adminRead = { access: 'admin', rateLimit: RATE_LIMITS.staffRead } as const;

  app.get(
    '/api/v1/staff/zones',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags,
        summary: 'Every delivery zone, oldest first',
        response: { 200: staffZonesResponseSchema },
      },
    },
    () => service.staffZones(deps),
  );

  app.post(
    '/api/v1/staff/zones',
    {
      config: change,
      schema: {
        tags,
        summary: 'Draws a delivery zone (admins)',
        body: zoneChangeSchema,
        response: { 201: staffZoneSchema },
      },
    },
    async (request, reply) => {
      const zone = await service.saveZone(deps, {
        zoneId: null,
        zone: request.body,
        staffId: staffOf(request).staffId,
      });
      return reply.status(201).send(zone);
    },
  );

  app.put(
    '/api/v1/staff/zones/:zoneId',
    {
      config: change,
      schema: {
        tags,
        summary: 'Changes a delivery zone, its shape or its terms, or switches it off (admins)',
        params: zoneParamsSchema,
        body: zoneChangeSchema,
        response: { 200: staffZoneSchema },
      },
    },
    (request) =>
      service.saveZone(deps, {
        zoneId: request.params.zoneId,
        zone: request.body,
        staffId: staffOf(request).staffId,
      }),
  );

  app.delete(
    '/api/v1/staff/zones/:zoneId',
    {
      config: change,
      schema: {
        tags,
        summary: 'Removes a delivery zone (admins)',
        params: zoneParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.removeZone(deps, { zoneId: request.params.zoneId, staffId: staffOf(request).staffId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/staff/zones/geojson',
    {
      config: adminRead,
      schema: {
        tags,
        summary: 'The zones as a GeoJSON FeatureCollection (a circle is a Point with radius_km) (admins)',
        response: { 200: zonesGeoJsonSchema },
      },
    },
    () => service.exportZones(deps),
  );

  app.put(
    '/api/v1/staff/zones/geojson',
    {
      config: change,
      schema: {
        tags,
        summary: "Replaces every zone with a GeoJSON file's, or none when one is refused (admins)",
        body: zonesGeoJsonSchema,
        response: { 200: staffZonesResponseSchema },
      },
    },
    (request) => service.importZones(deps, { collection: request.body, staffId: staffOf(request).staffId }),
  );

  app.get(
    '/api/v1/staff/zones/delivery-points',
    {
      config: adminRead,
      schema: {
        tags,
        summary: "Where the last 90 days' delivery orders went, for the editor's dots (admins)",
        response: { 200: deliveryPointsResponseSchema },
      },
    },
    () => deliveryPoints(deps, readPoints),
  );

  app.post(
    '/api/v1/staff/zones/preview',
    {
      config: adminRead,
      schema: {
        tags,
        summary:
          "What if: how many of the last 90 days' deliveries a zone would have taken, at what fees (admins)",
        body: zoneChangeSchema,
        response: { 200: zonePreviewResponseSchema },
      },
    },
    (request) => previewZone(deps, readPoints, request.body),
  );
};
