import { act, renderHook } from '@testing-library/react';
import { orderMessages } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDevicePosition } from './use-device-position';

const m = orderMessages.location;

type Success = PositionCallback;
type Failure = PositionErrorCallback;

/** A fake navigator.geolocation whose answers the test gives by hand. */
function fakeGeolocation() {
  const pending: { success: Success; failure: Failure | null | undefined; options?: PositionOptions }[] = [];
  const getCurrentPosition = vi.fn(
    (success: Success, failure?: Failure | null, options?: PositionOptions) => {
      pending.push({ success, failure, options });
    },
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return {
    getCurrentPosition,
    succeed(latitude: number, longitude: number) {
      const call = pending.shift();
      call?.success({ coords: { latitude, longitude } } as GeolocationPosition);
    },
    fail(code: number) {
      const call = pending.shift();
      call?.failure?.({ code, message: 'fake' } as GeolocationPositionError);
    },
  };
}

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

    act(() => geolocation.succeed(52.52, -7.89));
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
    act(() => geolocation.fail(code));
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
    act(() => geolocation.succeed(1, 1));
    expect(result.current.state).toEqual({ status: 'locating' });
    act(() => geolocation.succeed(52.5, -7.9));
    expect(result.current.state).toEqual({
      status: 'located',
      position: { latitude: 52.5, longitude: -7.9 },
    });
  });
});
