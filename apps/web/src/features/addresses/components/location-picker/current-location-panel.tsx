import { CURRENT_LOCATION_AUTO_REQUEST_MS, type LatLng, orderMessages } from '@tiffin/core';
import { useEffect, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useDevicePosition } from '../../hooks/use-device-position';

const m = orderMessages.location;

type CurrentLocationPanelProps = {
  /** The device's position, each time one arrives. */
  onPosition: (point: LatLng) => void;
};

/**
 * The Current Location tab: asks for the device's position 500 ms after it opens (checkout-and-account
 * §2.7), and again on the button; says while it waits and why it failed.
 */
export function CurrentLocationPanel({ onPosition }: CurrentLocationPanelProps) {
  const { state, request } = useDevicePosition();
  const onPositionRef = useRef(onPosition);
  onPositionRef.current = onPosition;

  useEffect(() => {
    const timer = setTimeout(request, CURRENT_LOCATION_AUTO_REQUEST_MS);
    return () => clearTimeout(timer);
  }, [request]);

  useEffect(() => {
    if (state.status === 'located') onPositionRef.current(state.position);
  }, [state]);

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={request}
        disabled={state.status === 'locating'}
        className={buttonClasses('secondary', 'w-full')}
      >
        {state.status === 'locating' && <Spinner className="size-4" />}
        {m.useCurrentLocation}
      </button>
      {state.status === 'locating' && (
        <p role="status" className="text-sm text-ink-muted">
          {m.locating}
        </p>
      )}
      {state.status === 'failed' && (
        <Notice tone="danger" role="alert">
          {state.error}
        </Notice>
      )}
    </div>
  );
}
