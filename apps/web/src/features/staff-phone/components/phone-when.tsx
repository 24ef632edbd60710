import { phoneOrderWords as text } from '@/lib/messages/phone-order-messages';
import { PhoneAddress } from './phone-address';
import { bigInput, choice, field, label } from './phone-customer';
import type { PhoneDraft } from './phone-draft';

type Props = { draft: PhoneDraft; onChange: (patch: Partial<PhoneDraft>) => void };

type AddressField = 'house' | 'road' | 'floor' | 'eircode';

/** Collection or delivery (the address found by the server's search, its details), and the time. */
export function PhoneWhen({ draft, onChange }: Props) {
  const input = (name: AddressField, title: string) => (
    <label className={field}>
      <span className={label}>{title}</span>
      <input
        className={bigInput}
        maxLength={255}
        value={draft[name]}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
    </label>
  );
  return (
    <>
      <fieldset className="space-y-3">
        <legend className="text-xl font-bold">{text.mode}</legend>
        <div className="flex flex-wrap gap-2">
          {(['take_away', 'delivery'] as const).map((mode) => (
            <label key={mode} className={choice}>
              <input
                type="radio"
                name="order_type"
                className="size-5"
                checked={draft.order_type === mode}
                onChange={() => onChange({ order_type: mode })}
              />
              {mode === 'delivery' ? text.delivery : text.collection}
            </label>
          ))}
        </div>
        {draft.order_type === 'delivery' && <PhoneAddress draft={draft} onChange={onChange} />}
        {draft.order_type === 'delivery' && draft.place && (
          <div className="grid gap-3 md:grid-cols-2">
            {input('eircode', text.eircode)}
            {input('house', text.house)}
            {input('road', text.road)}
            {input('floor', text.floor)}
          </div>
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-xl font-bold">{text.when}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          <label className={field}>
            <span className={label}>{text.date}</span>
            <input
              type="date"
              className={bigInput}
              value={draft.date}
              onChange={(e) => onChange({ date: e.target.value })}
            />
          </label>
          <label className={field}>
            <span className={label}>{text.time}</span>
            <input
              type="time"
              step={900}
              className={bigInput}
              value={draft.time}
              onChange={(e) => onChange({ time: e.target.value.slice(0, 5) })}
            />
          </label>
        </div>
        <label className={choice}>
          <input
            type="checkbox"
            className="size-5"
            checked={draft.any_time}
            aria-describedby="phone-any-time-note"
            onChange={(e) => onChange({ any_time: e.target.checked })}
          />
          {text.anyTime}
        </label>
        <p id="phone-any-time-note" className="text-sm text-ink-muted">
          {text.anyTimeNote}
        </p>
      </fieldset>
    </>
  );
}
