// Loaded on demand only (React.lazy): Leaflet and its stylesheet stay out of every page's first download.
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@tiffin/core';
import {
  type DivIcon,
  divIcon,
  type LatLngBoundsExpression,
  type LatLngTuple,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { Notice } from '@/components/ui/notice';
import { mapMessages } from '@/lib/messages/map-messages';
import { useMapConfig } from '../../api/get-map-config';

const m = mapMessages;

/** How close the map starts around a single point: a street and its neighbours. Not in the spec. */
const POINT_ZOOM = 16;
/** How far one arrow key moves a focused pin, in screen pixels (ten with Shift). Not in the spec. */
const KEY_STEP_PX = 10;
/** A pin moved with the keys is reported once the keys rest this long, not at every step. Not in the spec. */
const KEY_MOVE_SETTLE_MS = 500;

export type LocationMapProps = {
  /** The point the map shows and where the pin stands. */
  center: LatLng;
  /** Whether the pin can be moved (dragged, or focused and moved with the arrow keys). */
  draggable?: boolean;
  /** The pin's new point after a move (once the drag ends, or once the arrow keys rest). */
  onMarkerMoved?: (point: LatLng) => void;
  /** Fit the view to a box of ± this many degrees around the center (the Address Location view: 0.01). */
  boundsDegrees?: number;
  /** The map's accessible name. */
  label: string;
  /** Classes for the whole (the map, its unavailable notice and its hint). */
  className?: string;
  /** The map's height, the caller's to choose (and its loading placeholder's). */
  heightClassName?: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The pin as markup, not Leaflet's default PNG icon (the bundler breaks its image paths). Its text is
 * the accessible name of the focusable pin (Leaflet gives a keyboard marker role="button").
 */
function pinIcon(name: string): DivIcon {
  return divIcon({
    className: 'tiffin-map-pin',
    html:
      `<span class="sr-only">${escapeHtml(name)}</span>` +
      '<svg aria-hidden="true" viewBox="0 0 32 44" width="32" height="44" class="block drop-shadow-md">' +
      '<path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 44 16 44s16-16.5 16-28.3C32 7 24.8 0 16 0z" fill="#b45309"/>' +
      '<circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>',
    iconSize: [32, 44],
    iconAnchor: [16, 44],
  });
}

function boundsAround(center: LatLng, degrees: number): LatLngBoundsExpression {
  return [
    [center.latitude - degrees, center.longitude - degrees],
    [center.latitude + degrees, center.longitude + degrees],
  ];
}

/** Follows a new center (another place chosen, a pin moved) and the container's size (a dialog that grows). */
function FollowCenter({ center, boundsDegrees }: { center: LatLng; boundsDegrees?: number }) {
  const map = useMap();
  const first = useRef(true);
  const { latitude, longitude } = center;
  useEffect(() => {
    // The container's first view is set by MapContainer itself.
    if (first.current) {
      first.current = false;
      return;
    }
    if (boundsDegrees !== undefined) map.fitBounds(boundsAround({ latitude, longitude }, boundsDegrees));
    else map.setView([latitude, longitude], map.getZoom());
  }, [map, latitude, longitude, boundsDegrees]);

  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

type PinProps = {
  center: LatLng;
  draggable: boolean;
  name: string;
  onMoved?: (point: LatLng) => void;
};

/** The pin: dragged with a pointer, or focused (Tab) and moved with the arrow keys. */
function Pin({ center, draggable, name, onMoved }: PinProps) {
  const map = useMap();
  const markerRef = useRef<LeafletMarker>(null);
  const icon = useMemo(() => pinIcon(name), [name]);
  // react-leaflet moves the marker back whenever it is handed another array: one per point, so that a
  // parent's re-render does not undo a drag.
  const { latitude, longitude } = center;
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  const onMovedRef = useRef(onMoved);
  onMovedRef.current = onMoved;

  const report = useCallback(() => {
    const marker = markerRef.current;
    if (marker === null) return;
    const { lat, lng } = marker.getLatLng();
    onMovedRef.current?.({ latitude: lat, longitude: lng });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new icon is a new element to listen on
  useEffect(() => {
    const element = markerRef.current?.getElement();
    if (!draggable || element === undefined) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const steps: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const marker = markerRef.current;
      const step = steps[event.key];
      if (marker === null) return;
      if (event.key === 'Enter' && settle !== undefined) {
        clearTimeout(settle);
        settle = undefined;
        report();
        return;
      }
      if (step === undefined) return;
      // The keys move the pin, not the map under it.
      event.preventDefault();
      event.stopPropagation();
      const size = KEY_STEP_PX * (event.shiftKey ? 10 : 1);
      const point = map.latLngToContainerPoint(marker.getLatLng()).add([step[0] * size, step[1] * size]);
      marker.setLatLng(map.containerPointToLatLng(point));
      clearTimeout(settle);
      settle = setTimeout(() => {
        settle = undefined;
        report();
      }, KEY_MOVE_SETTLE_MS);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(settle);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [map, draggable, icon, report]);

  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={icon}
      draggable={draggable}
      keyboard={draggable}
      autoPanOnFocus
      eventHandlers={{ dragend: report }}
    />
  );
}

/**
 * A Leaflet map of one point with its pin (DECISIONS.md: Leaflet with the configured tiles). When the
 * tiles cannot load (offline, the tile server down) it says so, and the pin still works: the place
 * chosen, its distance and the confirmation never depend on the picture.
 */
export default function LocationMap({
  center,
  draggable = false,
  onMarkerMoved,
  boundsDegrees,
  label,
  className = '',
  heightClassName = 'h-56 sm:h-72',
}: LocationMapProps) {
  const config = useMapConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const unavailable = tilesFailed || config.isError;
  const tileEvents = useMemo(() => ({ tileerror: () => setTilesFailed(true) }), []);

  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {unavailable && (
        <Notice role="status" className="text-xs">
          {m.mapUnavailable}
        </Notice>
      )}
      <section
        aria-label={label}
        className={`relative isolate overflow-hidden rounded-xl border border-line bg-cream-deep ${heightClassName}`}
      >
        <MapContainer
          {...(boundsDegrees === undefined
            ? { center: [center.latitude, center.longitude] as LatLngTuple, zoom: POINT_ZOOM }
            : { bounds: boundsAround(center, boundsDegrees) })}
          maxZoom={config.data?.max_zoom ?? 19}
          scrollWheelZoom={false}
          className="size-full"
        >
          {config.data !== undefined && (
            <TileLayer
              url={config.data.tile_url}
              attribution={config.data.attribution}
              maxZoom={config.data.max_zoom}
              eventHandlers={tileEvents}
            />
          )}
          <FollowCenter center={center} boundsDegrees={boundsDegrees} />
          <Pin
            center={center}
            draggable={draggable}
            name={draggable ? m.markerLabel : label}
            onMoved={onMarkerMoved}
          />
        </MapContainer>
      </section>
      {draggable && <p className="text-xs text-ink-muted">{m.dragMarkerHint}</p>}
    </div>
  );
}
