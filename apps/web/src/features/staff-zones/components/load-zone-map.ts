/**
 * The zone map's module, with what it needs first: leaflet-geoman extends the global `L` (its build
 * is a script, not a module), and the bundled Leaflet sets none, so ours is given to it before
 * geoman runs. All of it on demand: no other page downloads Leaflet or geoman.
 */
export async function loadZoneMap() {
  const leaflet = await import('leaflet');
  // A copy: a module's namespace cannot take geoman's L.PM. The classes are the same ones, so the
  // maps react-leaflet makes get geoman's hooks.
  (globalThis as unknown as { L?: unknown }).L = { ...leaflet };
  await import('@geoman-io/leaflet-geoman-free');
  return import('./zone-map');
}
