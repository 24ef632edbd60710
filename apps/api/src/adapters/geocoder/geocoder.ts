import type { LatLng } from '@tiffin/core';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';

/**
 * A place as a provider knows it. No distance: the delivery reach is the restaurant's rule, which
 * the geo service adds from the restaurant's settings.
 */
export type GeoPlace = {
  /** Stable between searches, prefixed with the provider ('nominatim:way:123') */
  placeId: string;
  /** One line to show and to save as the address */
  description: string;
  latitude: number;
  longitude: number;
  house: string | null;
  road: string | null;
  /** Shown with its space ('E25 X9T4'); null when the provider gives none or an invalid one */
  eircode: string | null;
};

/** Place search and reverse geocoding, in Ireland, whichever provider answers. */
export type Geocoder = {
  readonly kind: string;
  /**
   * At most `limit` places for the text, best first. `caller` names who asks (a customer), for a
   * provider that serves callers in turn.
   */
  search(query: string, limit: number, caller?: string): Promise<GeoPlace[]>;
  /** The address at or near the point; null when the provider knows none there. */
  reverse(point: LatLng, caller?: string): Promise<GeoPlace | null>;
};

/** How long one call to a provider may take before the customer is told to try again. */
export const GEOCODER_TIMEOUT_MS = 5000;

/**
 * A provider that could not be reached (network, time-out, its own rate limit) is 503; one that
 * answered with something unusable is 502. The customer reads the message; the details go to the log.
 */
export function geocoderUnavailable(provider: string, detail: string, log?: FastifyBaseLogger): AppError {
  log?.warn({ provider, detail }, 'geocoder unavailable');
  return new AppError(
    'geocoder_unavailable',
    'The address search is not available just now. Please try again in a moment or place the pin on the map.',
  );
}

export function geocoderFailed(provider: string, detail: string, log?: FastifyBaseLogger): AppError {
  log?.warn({ provider, detail }, 'geocoder failed');
  return new AppError(
    'geocoder_failed',
    'The address search gave an answer we could not read. Please try again or place the pin on the map.',
  );
}

/**
 * One GET to a provider with a time-out; the JSON answer, or the AppError the customer gets. Shared
 * by the providers so that their failures read alike.
 */
export async function fetchJson(
  provider: string,
  url: URL,
  {
    headers = {},
    timeoutMs = GEOCODER_TIMEOUT_MS,
    log,
  }: {
    headers?: Record<string, string>;
    timeoutMs?: number;
    log?: FastifyBaseLogger | undefined;
  },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw geocoderUnavailable(provider, reason, log);
  }
  // Its own rate limit or an outage: worth trying again later.
  if (response.status === 429 || response.status === 503) {
    await response.body?.cancel();
    throw geocoderUnavailable(provider, `HTTP ${response.status}`, log);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw geocoderFailed(provider, `HTTP ${response.status}`, log);
  }
  try {
    return await response.json();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw geocoderUnavailable(provider, 'timed out', log);
    }
    throw geocoderFailed(provider, 'the answer was not JSON', log);
  }
}
