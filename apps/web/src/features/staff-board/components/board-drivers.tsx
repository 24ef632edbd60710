import type { BoardOrder, DeliveryBoard } from '@tiffin/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { boardDriverMessages as text } from '@/lib/messages/driver-messages';
import { useAssignDriver } from '../api/assign-driver';

/** Each driver's state on the board (issue 50): free, waiting to leave, or out; a link to their run. */
export function BoardDrivers({ deliveries }: { deliveries: DeliveryBoard | undefined }) {
  if (!deliveries) return null;
  return (
    <section aria-label={text.heading} className="flex flex-wrap items-center gap-2 px-3 pt-3">
      <h2 className="font-semibold">{text.heading}</h2>
      {deliveries.drivers.length === 0 && <p className="text-sm text-ink-muted">{text.none}</p>}
      {deliveries.drivers.map((driver) => (
        <Link
          key={driver.id}
          to={`/staff/drivers/${driver.id}`}
          aria-label={text.open(driver.name)}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${driver.state === 'out' ? 'border-ink bg-ink text-white' : driver.state === 'assigned' ? 'border-saffron bg-saffron-soft' : 'border-line bg-white'}`}
        >
          {driver.name} ·{' '}
          {driver.state === 'free'
            ? text.free
            : driver.state === 'out'
              ? text.out(driver.stops.length)
              : text.assigned(driver.stops.length)}
        </Link>
      ))}
    </section>
  );
}

/** On a delivery order's card: whose run it is on, why it came back, or a choice of driver to put it on one. */
export function RunControl({
  order,
  deliveries,
}: {
  order: BoardOrder;
  deliveries: DeliveryBoard | undefined;
}) {
  const assign = useAssignDriver();
  const [driverId, setDriverId] = useState('');
  if (!deliveries || order.fulfilment !== 'delivery') return null;
  const delivery = deliveries.deliveries.find((row) => row.order_id === order.id);
  const returned = delivery?.state === 'returned';
  const assignable =
    order.status === 'confirmed' ||
    order.status === 'processing' ||
    (order.status === 'handover' && returned);
  return (
    <div className="space-y-2">
      {delivery && !returned && (
        <p className="rounded-lg bg-cream-deep px-3 py-2 text-sm font-semibold">
          {delivery.state === 'picked_up'
            ? text.outWith(delivery.driver_name)
            : text.onRun(delivery.driver_name)}
        </p>
      )}
      {returned && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-bold">
          {text.returned(delivery.driver_name, delivery.reason ?? '')}
        </p>
      )}
      {assignable && (!delivery || returned) && deliveries.drivers.length > 0 && (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (driverId) assign.mutate({ orderId: order.id, driverId: Number(driverId) });
          }}
        >
          <select
            aria-label={text.assignTo(order.reference)}
            className="min-h-11 min-w-0 grow rounded-lg border border-line bg-white px-2"
            value={driverId}
            onChange={(event) => setDriverId(event.target.value)}
          >
            <option value="">{text.choose}</option>
            {deliveries.drivers.map((driver) => (
              <option key={driver.id} value={driver.id}>
                {driver.name}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className={buttonClasses('secondary', 'min-h-11')}
            disabled={!driverId || assign.isPending}
          >
            {text.put}
          </button>
        </form>
      )}
      {assign.isError && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {assign.error.message}
        </p>
      )}
    </div>
  );
}
