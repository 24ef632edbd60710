import type { FastifyBaseLogger } from 'fastify';
import type { GeocoderConfig } from '../../config.ts';
import type { Geocoder } from './geocoder.ts';
import { createGoogleGeocoder } from './google.ts';
import { createNominatimGeocoder } from './nominatim.ts';
import { createOfflineGeocoder } from './offline.ts';

/** The provider chosen by configuration (GEOCODER). */
export function createGeocoder(config: GeocoderConfig, log?: FastifyBaseLogger): Geocoder {
  switch (config.kind) {
    case 'nominatim':
      return createNominatimGeocoder({ baseUrl: config.nominatimUrl, userAgent: config.userAgent, log });
    case 'google': {
      if (!config.googleApiKey) throw new Error('GEOCODER=google needs GOOGLE_MAPS_API_KEY');
      return createGoogleGeocoder({ apiKey: config.googleApiKey, url: config.googleGeocodingUrl, log });
    }
    case 'offline':
      return createOfflineGeocoder();
  }
}
