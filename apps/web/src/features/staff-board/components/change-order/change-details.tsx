import { staffTextarea } from '@/components/form/staff-control-styles';
import { orderChangeWords as text } from '@/lib/messages/order-change-messages';
import type { Draft } from './change-draft';

type DetailsProps = { draft: Draft; onChange: (draft: Draft) => void };

const field = 'block text-sm';
const label = 'mb-1 block font-semibold';

/** The time, the mode and address, the customer's name and phone, the order's note. */
export function ChangeDetails({ draft, onChange }: DetailsProps) {
  const [date = '', time = ''] = draft.schedule_at.split(' ');
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const text_ = (name: 'address' | 'house' | 'road' | 'eircode', title: string) => (
    <label className={field}>
      <span className={label}>{title}</span>
      <input
        className={staffTextarea}
        value={draft[name] ?? ''}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </label>
  );
  const coordinate = (name: 'latitude' | 'longitude', title: string) => (
    <label className={field}>
      <span className={label}>{title}</span>
      <input
        className={staffTextarea}
        inputMode="decimal"
        value={draft[name] ?? ''}
        onChange={(e) => set({ [name]: e.target.value === '' ? undefined : Number(e.target.value) })}
      />
    </label>
  );
  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className={label}>{text.mode}</legend>
        {(['take_away', 'delivery'] as const).map((mode) => (
          <label key={mode} className="flex min-h-11 items-center gap-2 rounded-full border border-line px-3">
            <input
              type="radio"
              name="order_type"
              checked={draft.order_type === mode}
              onChange={() => set({ order_type: mode })}
            />
            {mode === 'delivery' ? text.delivery : text.collection}
          </label>
        ))}
      </fieldset>
      {draft.order_type === 'delivery' && (
        <div className="grid gap-3 sm:grid-cols-2">
          {text_('address', text.address)}
          {text_('house', text.house)}
          {text_('road', text.road)}
          {text_('eircode', text.eircode)}
          {coordinate('latitude', text.latitude)}
          {coordinate('longitude', text.longitude)}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={field}>
          <span className={label}>{text.date}</span>
          <input
            type="date"
            className={staffTextarea}
            value={date}
            onChange={(e) => set({ schedule_at: `${e.target.value} ${time}` })}
          />
        </label>
        <label className={field}>
          <span className={label}>{text.time}</span>
          <input
            type="time"
            step={900}
            className={staffTextarea}
            value={time.slice(0, 5)}
            onChange={(e) => set({ schedule_at: `${date} ${e.target.value}:00` })}
          />
        </label>
        <label className={field}>
          <span className={label}>{text.name}</span>
          <input
            className={staffTextarea}
            value={draft.contact_person_name}
            onChange={(e) => set({ contact_person_name: e.target.value })}
          />
        </label>
        <label className={field}>
          <span className={label}>{text.phone}</span>
          <input
            type="tel"
            className={staffTextarea}
            value={draft.contact_person_number}
            onChange={(e) => set({ contact_person_number: e.target.value })}
          />
        </label>
      </div>
      <label className={field}>
        <span className={label}>{text.orderNote}</span>
        <textarea
          rows={2}
          className={staffTextarea}
          value={draft.order_note ?? ''}
          onChange={(e) => set({ order_note: e.target.value })}
        />
      </label>
    </div>
  );
}
