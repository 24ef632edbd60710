import { act, renderHook } from '@testing-library/react';
import { orderMessages } from '@tiffin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGeolocation } from '../testing/geo-server';
import { useDevicePosition } from './use-device-position';

const m = orderMessages.location;

afterEach(() => {
  // The fake geolocation of a test goes with it.
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('useDevicePosition', () => {
  it('asks with high accuracy, a 10 s time-out and a position at most 60 s old', () => {
    const geolocation = fakeGeolocation();
    const { result } = renderHook(() => useDevicePosition());
    expect(result.current.state).toEqual({ status: 'idle' });

    act(() => result.current.request());

    expect(result.current.state).toEqual({ status: 'locating' });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    });

    geolocation.succeed(52.52, -7.89);
    expect(result.current.state).toEqual({
      status: 'located',
      position: { latitude: 52.52, longitude: -7.89 },
    });
  });

  it.each([
    [1, m.permissionDenied],
    [2, m.positionUnavailable],
    [3, m.timeout],
    [99, m.unknownError],
  ])('error code %i reads "Unable to get your location. %s"', (code, reason) => {
    const geolocation = fakeGeolocation();
    const { result } = renderHook(() => useDevicePosition());
    act(() => result.current.request());
    geolocation.fail(code);
    expect(result.current.state).toEqual({
      status: 'failed',
      error: `Unable to get your location. ${reason}`,
    });
  });

  it('says geolocation is not supported when the browser has none', () => {
    // jsdom has no navigator.geolocation.
    const { result } = renderHook(() => useDevicePosition());
    act(() => result.current.request());
    expect(result.current.state).toEqual({
      status: 'failed',
      error: 'Geolocation is not supported by this browser.',
    });
  });

  it('drops an answer that arrives after a newer request', () => {
    const geolocation = fakeGeolocation();
    const { result } = renderHook(() => useDevicePosition());
    act(() => result.current.request());
    act(() => result.current.request());
    geolocation.succeed(1, 1);
    expect(result.current.state).toEqual({ status: 'locating' });
    geolocation.succeed(52.5, -7.9);
    expect(result.current.state).toEqual({
      status: 'located',
      position: { latitude: 52.5, longitude: -7.9 },
    });
  });
});
