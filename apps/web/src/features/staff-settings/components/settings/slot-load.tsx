import { useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { staffSettingsMessages } from '@/lib/messages/staff-settings-messages';
import { useSlotLoad } from '../../api/get-slot-load';

const text = staffSettingsMessages.load;

/** Today's load per slot (issue 33): each slot's orders and portions against the limits. */
export function SlotLoad() {
  const load = useSlotLoad();
  const headingId = useId();
  const data = load.data;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {text.heading}
      </h2>
      <div className="space-y-2 rounded-xl border border-line bg-white p-4">
        <p className="text-sm text-ink-muted">{text.intro}</p>
        {load.isPending && <Spinner />}
        {load.isError && <p role="alert">{text.failed}</p>}
        {data && data.slots.length === 0 && <p>{text.empty}</p>}
        {data && data.slots.length > 0 && (
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{text.time}</th>
                <th scope="col">{text.orders}</th>
                <th scope="col">{text.portions}</th>
              </tr>
            </thead>
            <tbody>
              {data.slots.map((slot) => (
                <tr key={slot.time} className="border-t border-line">
                  <th scope="row" className="py-1 font-semibold">
                    {slot.time}
                  </th>
                  <td>{text.of(slot.orders, data.order_capacity)}</td>
                  <td>
                    {data.portion_capacity > 0
                      ? text.of(slot.portions, data.portion_capacity)
                      : text.noLimit(slot.portions)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
