import {
  mapConfigResponseSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResponseSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf, staffOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './geo.service.ts';

export const geoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['geo'];
  // One cache per app, in front of whichever provider is configured.
  const withCache = { ...deps, geocoder: service.createCachedGeocoder(deps.geocoder) };

  // Signed-in customers only: the picker is theirs, and an open geocoding proxy would spend the
  // restaurant's quota (or Nominatim's goodwill) on anyone's behalf.
  app.get(
    '/api/v1/geo/search',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.placeSearch },
      schema: {
        tags,
        summary: 'At most 5 places in Ireland for the text typed, each with its distance from the restaurant',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema },
      },
    },
    (request) =>
      service.searchPlaces(withCache, {
        query: request.query.q,
        requester: `customer ${customerOf(request).customer.id}`,
      }),
  );

  // The staff's phone orders (issue 49): the address the caller gives, found as the checkout finds it.
  app.get(
    '/api/v1/staff/geo/search',
    {
      config: { access: 'staff', rateLimit: RATE_LIMITS.placeSearch },
      schema: {
        tags,
        summary: 'The place search of the checkout, for a phone order: at most 5 places with their distance',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema },
      },
    },
    (request) =>
      service.searchPlaces(withCache, {
        query: request.query.q,
        requester: `staff ${staffOf(request).staffId}`,
      }),
  );

  app.get(
    '/api/v1/geo/reverse',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.reverseGeocode },
      schema: {
        tags,
        summary: "A point's distance from the restaurant and the address there, if one is known",
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeResponseSchema },
      },
    },
    (request) =>
      service.reverseGeocode(withCache, {
        point: { latitude: request.query.lat, longitude: request.query.lng },
        customerId: customerOf(request).customer.id,
      }),
  );

  app.get(
    '/api/v1/geo/map',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.mapConfig },
      schema: {
        tags,
        summary: 'How maps are drawn: the tile URL template, its attribution and the deepest zoom',
        response: { 200: mapConfigResponseSchema },
      },
    },
    () => service.getMapConfig(deps),
  );
};
