// Loaded on demand only (load-zone-map.ts, after geoman): Leaflet, leaflet-geoman and their
// stylesheets stay out of every other page's download.
import type {} from '@geoman-io/leaflet-geoman-free';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import type { StaffZone, ZoneArea } from '@tiffin/core';
import {
  type LatLngBoundsExpression,
  type Circle as LeafletCircle,
  type Polygon as LeafletPolygon,
  latLngBounds,
} from 'leaflet';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, Polygon, TileLayer, useMap } from 'react-leaflet';
import { Notice } from '@/components/ui/notice';
import { zoneEditorMessages } from '@/lib/messages/zone-messages';
import { useMapConfig } from '../api/get-map-config';

const m = zoneEditorMessages;
const METRES_PER_KM = 1000;

export type DrawMode = 'polygon' | 'circle' | null;

export type ZoneMapProps = {
  zones: readonly StaffZone[];
  /** The zone being edited: drawn bold */
  selectedId: number | null;
  /** The shape drawn for the zone being edited, not yet saved */
  draft: ZoneArea | null;
  points: readonly { latitude: number; longitude: number }[];
  drawMode: DrawMode;
  onDrawn: (area: ZoneArea) => void;
};

/** GeoJSON's [longitude, latitude] as Leaflet's [latitude, longitude]. */
const toLatLng = ([longitude, latitude]: readonly [number, number]): [number, number] => [
  latitude,
  longitude,
];

function boundsOf(zones: readonly StaffZone[]): LatLngBoundsExpression | undefined {
  const corners: [number, number][] = zones.flatMap(({ area }) => {
    if (area.type === 'polygon') return (area.rings[0] ?? []).map(toLatLng);
    const [latitude, longitude] = toLatLng(area.center);
    // A degree of latitude is 111 km; of longitude, a little over 111 × cos(latitude) here.
    const dLat = area.radius_km / 111;
    const dLng = area.radius_km / (111 * Math.cos((latitude * Math.PI) / 180));
    return [
      [latitude - dLat, longitude - dLng],
      [latitude + dLat, longitude + dLng],
    ];
  });
  return corners.length > 0 ? latLngBounds(corners) : undefined;
}

/** An area on the map: a polygon with its holes, or a circle. */
function AreaShape({ area, tone }: { area: ZoneArea; tone: 'selected' | 'on' | 'off' | 'draft' }) {
  const style = {
    selected: { color: '#b45309', weight: 4, fillOpacity: 0.25 },
    draft: { color: '#b45309', weight: 4, dashArray: '6 6', fillOpacity: 0.2 },
    on: { color: '#15803d', weight: 2, fillOpacity: 0.1 },
    off: { color: '#6b7280', weight: 2, dashArray: '4 6', fillOpacity: 0.03 },
  }[tone];
  if (area.type === 'circle') {
    return (
      <Circle center={toLatLng(area.center)} radius={area.radius_km * METRES_PER_KM} pathOptions={style} />
    );
  }
  return <Polygon positions={area.rings.map((ring) => ring.map(toLatLng))} pathOptions={style} />;
}

/** geoman's drawing, switched on for the mode chosen; a finished shape is handed up as a zone's area. */
function Drawing({ drawMode, onDrawn }: Pick<ZoneMapProps, 'drawMode' | 'onDrawn'>) {
  const map = useMap();
  useEffect(() => {
    if (!drawMode) return;
    map.pm.enableDraw(drawMode === 'polygon' ? 'Polygon' : 'Circle', {
      snappable: false,
      continueDrawing: false,
    });
    const created = ({ layer, shape }: { layer: unknown; shape: string }) => {
      if (shape === 'Circle') {
        const circle = layer as LeafletCircle;
        const { lat, lng } = circle.getLatLng();
        const radiusKm = Math.round((circle.getRadius() / METRES_PER_KM) * 100) / 100;
        onDrawn({ type: 'circle', center: [lng, lat], radius_km: radiusKm });
      } else {
        const geometry = (layer as LeafletPolygon).toGeoJSON().geometry;
        if (geometry.type === 'Polygon') {
          onDrawn({ type: 'polygon', rings: geometry.coordinates as [number, number][][] });
        }
      }
      // The page draws the shape from its state: geoman's own layer goes.
      map.removeLayer(layer as LeafletCircle);
    };
    map.on('pm:create', created);
    return () => {
      map.off('pm:create', created);
      map.pm.disableDraw();
    };
  }, [map, drawMode, onDrawn]);
  return null;
}

/** Fits the zones in view once they are known. */
function FitZones({ zones }: { zones: readonly StaffZone[] }) {
  const map = useMap();
  const bounds = boundsOf(zones);
  const key = JSON.stringify(bounds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitted again only when the zones' extent changes
  useEffect(() => {
    if (bounds) map.fitBounds(bounds, { padding: [16, 16] });
  }, [map, key]);
  return null;
}

/** The zones, the last 90 days' deliveries as dots, and the drawing of a new shape. */
export default function ZoneMap({ zones, selectedId, draft, points, drawMode, onDrawn }: ZoneMapProps) {
  const config = useMapConfig();
  if (config.isError) return <Notice tone="danger">{m.mapUnavailable}</Notice>;
  if (!config.data) return <div className="h-[28rem] animate-pulse rounded-xl bg-cream-deep" />;
  return (
    // `isolate`: Leaflet's panes (z-index 400 and up) stay inside the map, under the sticky header.
    <section
      aria-label={m.map}
      className="isolate h-[28rem] overflow-hidden rounded-xl border border-line md:h-[36rem]"
    >
      <MapContainer center={[52.5159, -7.889]} zoom={11} className="h-full w-full" data-testid="zone-map">
        <TileLayer
          url={config.data.tile_url}
          attribution={config.data.attribution}
          maxZoom={config.data.max_zoom}
        />
        <FitZones zones={zones} />
        {zones.map((zone) =>
          zone.id === selectedId && draft ? null : (
            <AreaShape
              key={zone.id}
              area={zone.area}
              tone={zone.id === selectedId ? 'selected' : zone.enabled ? 'on' : 'off'}
            />
          ),
        )}
        {draft && <AreaShape area={draft} tone="draft" />}
        {points.map((point, index) => (
          <CircleMarker
            // biome-ignore lint/suspicious/noArrayIndexKey: two deliveries may share a point
            key={index}
            center={[point.latitude, point.longitude]}
            radius={4}
            pathOptions={{ color: '#1e3a8a', weight: 1, fillColor: '#2563eb', fillOpacity: 0.8 }}
          />
        ))}
        <Drawing drawMode={drawMode} onDrawn={onDrawn} />
      </MapContainer>
    </section>
  );
}
