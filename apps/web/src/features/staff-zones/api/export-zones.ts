import { type ZonesGeoJson, zonesGeoJsonSchema } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';

/** The zones as a GeoJSON FeatureCollection, for a file the admin keeps or edits elsewhere. */
export function exportZones(): Promise<ZonesGeoJson> {
  return staffFetch('/api/v1/staff/zones/geojson', { answer: zonesGeoJsonSchema });
}
