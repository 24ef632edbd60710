import {
  centsToEuroString,
  type StaffZone,
  type ZoneArea,
  type ZoneChange,
  type ZonePreviewResponse,
  zoneChangeSchema,
} from '@tiffin/core';
import { useId, useState } from 'react';
import { CheckboxField, RadioField } from '@/components/form/checkbox-field';
import { centsFromEuros, numberFromText } from '@/components/form/form-values';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { zoneEditorMessages } from '@/lib/messages/zone-messages';
import { useDeleteZone } from '../api/delete-zone';
import { usePreviewZone } from '../api/preview-zone';
import { useSaveZone } from '../api/save-zone';
import type { DrawMode } from './zone-map';

const m = zoneEditorMessages;
const euros = (cents: number) => `€${centsToEuroString(cents)}`;

/** The zone as typed: euros and numbers as text, the choices as they are. */
type Fields = {
  name: string;
  fee_kind: ZoneChange['fee_kind'];
  fee: string;
  base_km: string;
  per_km: string;
  minimum: string;
  free_over: string;
  extra_minutes: string;
  enabled: boolean;
};

function fieldsOf(zone: StaffZone | null): Fields {
  return {
    name: zone?.name ?? '',
    fee_kind: zone?.fee_kind ?? 'fixed',
    fee: centsToEuroString(zone?.fee_cents ?? 0),
    base_km: String(zone?.fee_base_km ?? 0),
    per_km: centsToEuroString(zone?.fee_per_km_cents ?? 0),
    minimum: centsToEuroString(zone?.minimum_order_cents ?? 1500),
    free_over: zone?.free_delivery_over_cents == null ? '' : centsToEuroString(zone.free_delivery_over_cents),
    extra_minutes: String(zone?.extra_minutes ?? 0),
    enabled: zone?.enabled ?? true,
  };
}

const zoneOf = (fields: Fields, area: ZoneArea | null) =>
  zoneChangeSchema.safeParse({
    name: fields.name,
    area,
    fee_kind: fields.fee_kind,
    fee_cents: centsFromEuros(fields.fee),
    fee_base_km: fields.fee_kind === 'distance' ? numberFromText(fields.base_km) : 0,
    fee_per_km_cents: fields.fee_kind === 'distance' ? centsFromEuros(fields.per_km) : 0,
    minimum_order_cents: centsFromEuros(fields.minimum),
    free_delivery_over_cents: fields.free_over.trim() === '' ? null : centsFromEuros(fields.free_over),
    extra_minutes: numberFromText(fields.extra_minutes),
    enabled: fields.enabled,
  });

/** Each field's first refusal, by the field's name in the form. */
const FIELD_OF: Record<string, keyof Fields | 'area'> = {
  fee_cents: 'fee',
  fee_base_km: 'base_km',
  fee_per_km_cents: 'per_km',
  minimum_order_cents: 'minimum',
  free_delivery_over_cents: 'free_over',
};

function PreviewResult({ preview }: { preview: ZonePreviewResponse }) {
  return (
    <Notice role="status" tone="success">
      <p>{m.previewResult(preview.orders, preview.of)}</p>
      {preview.fees.length > 0 && (
        <p>{preview.fees.map((fee) => m.previewFee(euros(fee.fee_cents), fee.orders)).join(', ')}</p>
      )}
    </Notice>
  );
}

export type ZoneFormProps = {
  zone: StaffZone | null;
  /** The shape drawn on the map for this zone: a new one, or the zone's own */
  area: ZoneArea | null;
  drawMode: DrawMode;
  onDraw: (mode: DrawMode) => void;
  onDone: (message: string | null) => void;
};

/** A zone's terms, checked with the server's schema as they are sent; its shape comes from the map. */
export function ZoneForm({ zone, area, drawMode, onDraw, onDone }: ZoneFormProps) {
  const [fields, setFields] = useState(() => fieldsOf(zone));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'area', string>>>({});
  const save = useSaveZone();
  const remove = useDeleteZone();
  const preview = usePreviewZone();
  const headingId = useId();
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((now) => ({ ...now, [name]: event.target.value }));
  const checked = () => {
    const parsed = zoneOf(fields, area);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: typeof errors = {};
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      const field = FIELD_OF[String(first)] ?? (String(first) as keyof Fields | 'area');
      found[field] ??= field === 'area' && area === null ? m.drawFirst : issue.message;
    }
    setErrors(found);
    return null;
  };
  const distance = fields.fee_kind === 'distance';
  return (
    <form
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border-2 border-saffron bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const checkedZone = checked();
        if (checkedZone)
          save.mutate(
            { zoneId: zone?.id ?? null, zone: checkedZone },
            { onSuccess: (saved) => onDone(m.saved(saved.name)) },
          );
      }}
    >
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {zone ? m.edit(zone.name) : m.add}
      </h2>
      <div className="flex flex-wrap gap-2">
        {(['polygon', 'circle'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={drawMode === mode}
            className={buttonClasses(drawMode === mode ? 'primary' : 'secondary')}
            onClick={() => onDraw(drawMode === mode ? null : mode)}
          >
            {mode === 'polygon' ? m.drawPolygon : m.drawCircle}
          </button>
        ))}
      </div>
      <p className="text-sm text-ink-muted" role="status">
        {drawMode === 'polygon' && m.drawHint}
        {drawMode === 'circle' && m.circleHint}
        {!drawMode && area?.type === 'polygon' && m.drawn((area.rings[0]?.length ?? 1) - 1)}
        {!drawMode && area?.type === 'circle' && m.drawnCircle(String(area.radius_km))}
      </p>
      {errors.area && (
        <Notice tone="danger" role="alert">
          {errors.area}
        </Notice>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={m.name} value={fields.name} onChange={set('name')} error={errors.name} />
        <fieldset className="space-y-1">
          <legend className="mb-1.5 text-sm font-semibold">{m.feeKind}</legend>
          {(['fixed', 'distance'] as const).map((kind) => (
            <RadioField
              key={kind}
              name="fee_kind"
              label={kind === 'fixed' ? m.fixed : m.distance}
              value={kind}
              checked={fields.fee_kind === kind}
              onChange={() => setFields((now) => ({ ...now, fee_kind: kind }))}
            />
          ))}
        </fieldset>
        <MoneyField
          label={distance ? m.baseFee : m.fee}
          value={fields.fee}
          onChange={set('fee')}
          error={errors.fee}
        />
        {distance && (
          <>
            <TextField
              label={m.baseKm}
              inputMode="decimal"
              value={fields.base_km}
              onChange={set('base_km')}
              error={errors.base_km}
            />
            <MoneyField
              label={m.perKm}
              value={fields.per_km}
              onChange={set('per_km')}
              error={errors.per_km}
            />
          </>
        )}
        <MoneyField
          label={m.minimum}
          value={fields.minimum}
          onChange={set('minimum')}
          error={errors.minimum}
        />
        <MoneyField
          label={m.freeOver}
          value={fields.free_over}
          onChange={set('free_over')}
          error={errors.free_over}
        />
        <TextField
          label={m.extraMinutes}
          inputMode="numeric"
          value={fields.extra_minutes}
          onChange={set('extra_minutes')}
          error={errors.extra_minutes}
        />
      </div>
      <CheckboxField
        label={m.enabled}
        className="font-semibold"
        checked={fields.enabled}
        onChange={(event) => setFields((now) => ({ ...now, enabled: event.target.checked }))}
      />
      {preview.data && <PreviewResult preview={preview.data} />}
      {(save.error ?? remove.error ?? preview.error) && (
        <Notice tone="danger" role="alert">
          {(save.error ?? remove.error ?? preview.error)?.message}
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses('primary')} disabled={save.isPending}>
          {m.save}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={preview.isPending}
          onClick={() => {
            const checkedZone = checked();
            if (checkedZone) preview.mutate(checkedZone);
          }}
        >
          {m.preview}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => onDone(null)}>
          {m.cancel}
        </button>
        {zone && (
          <button
            type="button"
            className={buttonClasses('danger')}
            disabled={remove.isPending}
            onClick={() =>
              // The form goes with its zone from the list: the promise, not mutate's callback,
              // which is not called once the form is gone. A refusal shows from remove.error.
              remove.mutateAsync(zone.id).then(
                () => onDone(m.removed),
                () => undefined,
              )
            }
          >
            {m.remove}
          </button>
        )}
      </div>
    </form>
  );
}
