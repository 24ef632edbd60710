import {
  GEOLOCATION_HIGH_ACCURACY,
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  type LatLng,
  orderMessages,
} from '@tiffin/core';
import { useCallback, useEffect, useRef, useState } from 'react';

const m = orderMessages.location;

/** The options of every position request (checkout-and-account §7, §9): 10 s, a 60 s old position, high accuracy. */
export const DEVICE_POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: GEOLOCATION_HIGH_ACCURACY,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_MS,
};

/** The text for a failed request (checkout-and-account §8 "Location"), by the error's code. */
export function devicePositionErrorText(error: Pick<GeolocationPositionError, 'code'>): string {
  // The codes are the standard's (1 denied, 2 unavailable, 3 timed out); the constants on the error
  // object are not there in every browser or test double.
  const reason =
    error.code === 1
      ? m.permissionDenied
      : error.code === 2
        ? m.positionUnavailable
        : error.code === 3
          ? m.timeout
          : m.unknownError;
  return `${m.unableToGetLocation}${reason}`;
}

export type DevicePositionState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: LatLng }
  | { status: 'failed'; error: string };

/**
 * The device's position on request, through the browser's geolocation with the spec's options. An
 * answer that arrives after the component is gone, or after a newer request, is dropped.
 */
export function useDevicePosition() {
  const [state, setState] = useState<DevicePositionState>({ status: 'idle' });
  const requestId = useRef(0);

  useEffect(
    () => () => {
      requestId.current += 1;
    },
    [],
  );

  const request = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (geolocation === undefined || typeof geolocation.getCurrentPosition !== 'function') {
      setState({ status: 'failed', error: m.notSupported });
      return;
    }
    requestId.current += 1;
    const id = requestId.current;
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        if (id !== requestId.current) return;
        setState({
          status: 'located',
          position: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        });
      },
      (error) => {
        if (id !== requestId.current) return;
        setState({ status: 'failed', error: devicePositionErrorText(error) });
      },
      DEVICE_POSITION_OPTIONS,
    );
  }, []);

  return { state, request };
}
