import { centsToEuroString, type StaffZone, type ZoneArea } from '@tiffin/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { zoneEditorMessages } from '@/lib/messages/zone-messages';
import { exportZones } from '../api/export-zones';
import { useDeliveryPoints } from '../api/get-delivery-points';
import { useZones } from '../api/get-zones';
import { useImportZones } from '../api/import-zones';
import { loadZoneMap } from './load-zone-map';
import { ZoneForm } from './zone-form';
import type { DrawMode } from './zone-map';

const m = zoneEditorMessages;
const euros = (cents: number) => `€${centsToEuroString(cents)}`;
const ZoneMap = lazy(loadZoneMap);

/** A zone's terms in one line: its fee, minimum, free delivery and minutes. */
function termsOf(zone: StaffZone): string {
  const fee =
    zone.fee_kind === 'fixed'
      ? m.summaryFee(euros(zone.fee_cents))
      : m.summaryDistance(euros(zone.fee_cents), zone.fee_base_km, euros(zone.fee_per_km_cents));
  return [
    fee,
    m.summaryMinimum(euros(zone.minimum_order_cents)),
    ...(zone.free_delivery_over_cents === null ? [] : [m.summaryFree(euros(zone.free_delivery_over_cents))]),
    ...(zone.extra_minutes > 0 ? [m.summaryMinutes(zone.extra_minutes)] : []),
  ].join(' · ');
}

/** Which zone the form edits: a new one, an existing one, or none (the form is closed). */
type Editing = { zone: StaffZone | null } | null;

/** Downloads the zones as a file. */
async function downloadZones() {
  const collection = await exportZones();
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(collection, null, 2)], { type: 'application/geo+json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = 'delivery-zones.geojson';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * /staff/zones (issue 50): the delivery zones on the map with the last 90 days' deliveries as dots;
 * admins draw a zone (geoman), set its terms, try it ("what if"), import and export GeoJSON.
 */
export function StaffZones({ restaurantName }: { restaurantName: string }) {
  const zones = useZones();
  const admin = useStaffSession((state) => state.session?.member.role === 'admin');
  const points = useDeliveryPoints(admin);
  const importing = useImportZones();
  const [editing, setEditing] = useState<Editing>(null);
  const [draft, setDraft] = useState<ZoneArea | null>(null);
  const [drawMode, setDrawMode] = useState<DrawMode>(null);
  const [message, setMessage] = useState<string | null>(null);
  const onDrawn = useCallback((area: ZoneArea) => {
    setDraft(area);
    setDrawMode(null);
  }, []);
  const edit = (zone: StaffZone | null) => {
    setMessage(null);
    setDraft(zone?.area ?? null);
    setDrawMode(zone ? null : 'polygon');
    setEditing({ zone });
  };
  const done = (said: string | null) => {
    setMessage(said);
    setEditing(null);
    setDraft(null);
    setDrawMode(null);
  };
  const list = zones.data?.zones ?? [];
  const form = editing && (
    <ZoneForm
      key={editing.zone?.id ?? 'new'}
      zone={editing.zone}
      area={draft}
      drawMode={drawMode}
      onDraw={setDrawMode}
      onDone={done}
    />
  );
  return (
    <StaffFrame title={m.title} restaurantName={restaurantName}>
      <main className="mx-auto grid max-w-7xl gap-4 p-4 lg:grid-cols-[minmax(0,3fr)_minmax(22rem,2fr)]">
        <div className="space-y-2">
          <Suspense fallback={<div className="h-[28rem] animate-pulse rounded-xl bg-cream-deep" />}>
            <ZoneMap
              zones={list}
              selectedId={editing?.zone?.id ?? null}
              draft={draft}
              points={points.data?.points ?? []}
              drawMode={drawMode}
              onDrawn={onDrawn}
            />
          </Suspense>
          {points.data && <p className="text-sm text-ink-muted">{m.dots(points.data.points.length)}</p>}
        </div>
        <div className="space-y-4">
          <Notice>{m.cheapest}</Notice>
          {!admin && <Notice role="status">{m.adminsOnly}</Notice>}
          {message && (
            <Notice tone="success" role="status">
              {message}
            </Notice>
          )}
          {admin && editing === null && (
            <button type="button" className={buttonClasses('primary')} onClick={() => edit(null)}>
              {m.add}
            </button>
          )}
          {editing?.zone === null && form}
          <QueryState query={zones} loading={m.loading} failed={m.failed} retry={m.retry} />
          {zones.data && list.length === 0 && <p>{m.none}</p>}
          <ul className="space-y-3">
            {list.map((zone) =>
              editing?.zone?.id === zone.id ? (
                <li key={zone.id}>{form}</li>
              ) : (
                <li
                  key={zone.id}
                  className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-4"
                >
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      {zone.name}
                      {!zone.enabled && (
                        <span className="rounded-full bg-cream-deep px-2 py-0.5 text-xs font-bold text-ink-muted">
                          {m.off}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-ink-muted">{termsOf(zone)}</p>
                  </div>
                  {admin && editing === null && (
                    <button
                      type="button"
                      className={buttonClasses('secondary')}
                      onClick={() => edit(zone)}
                      aria-label={m.edit(zone.name)}
                    >
                      {m.editButton}
                    </button>
                  )}
                </li>
              ),
            )}
          </ul>
          {admin && (
            <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4">
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => void downloadZones()}
              >
                {m.export}
              </button>
              {/* The file field is hidden: its label is the button, and shows the ring when it has focus. */}
              <label
                className={buttonClasses(
                  'secondary',
                  'cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-solid has-focus-visible:outline-offset-2',
                )}
              >
                {m.import}
                <input
                  type="file"
                  accept=".geojson,.json,application/geo+json,application/json"
                  className="sr-only"
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (!file) return;
                    let collection: unknown;
                    try {
                      collection = JSON.parse(await file.text());
                    } catch {
                      setMessage(m.importUnreadable);
                      return;
                    }
                    importing.mutate(collection, {
                      onSuccess: (answer) => done(m.imported(answer.zones.length)),
                    });
                  }}
                />
              </label>
              {importing.error && (
                <Notice tone="danger" role="alert">
                  {importing.error.message}
                </Notice>
              )}
            </div>
          )}
        </div>
      </main>
    </StaffFrame>
  );
}
