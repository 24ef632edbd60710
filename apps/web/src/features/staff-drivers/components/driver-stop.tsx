import { deliveryAddressLines, formatDublinTime12h, formatEuro, type DriverStop as Stop } from '@tiffin/core';
import { useId, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { driverPageMessages as text } from '@/lib/messages/driver-messages';
import type { StopMove } from '../api/move-stop';
import type { DeliveryStep } from '../api/step-delivery';

/** Thumb-sized for a phone in a car: 56 px tall, the whole width. */
const big = 'min-h-14 w-full text-base';

/**
 * One stop of the run, for the driver at the car door: who, where (the Eircode large), the note,
 * what to collect, and the two or three things to press — directions, call, and the step.
 */
export function DriverStop({
  stop,
  position,
  own,
  step,
  pending,
  move,
}: {
  stop: Stop;
  position: number;
  /** The driver's own run: the steps are shown */
  own: boolean;
  step: (change: DeliveryStep) => void;
  pending: boolean;
  /** On the driver's own run of two stops or more: which way this one can move, and the move */
  move?: { earlier: boolean; later: boolean; to: (change: StopMove) => void; pending: boolean };
}) {
  const headingId = useId();
  const [reasonOpen, setReasonOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { address } = stop;
  const cash = stop.cash_to_collect_cents > 0;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl border-2 border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl font-bold">
          {text.stop(position, stop.reference)}
        </h2>
        <span className="text-sm font-semibold text-ink-muted">
          {stop.state === 'picked_up' && stop.picked_up_at
            ? text.onItsWay(formatDublinTime12h(new Date(stop.picked_up_at)))
            : text.waiting}
        </span>
      </div>
      {move && (
        <div className="grid grid-cols-2 gap-3">
          {(['earlier', 'later'] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              className={buttonClasses('ghost', 'min-h-12 w-full border border-line text-base')}
              aria-label={text.moveLabel(stop.reference, direction)}
              disabled={!move[direction] || move.pending}
              onClick={() => move.to({ deliveryId: stop.delivery_id, direction })}
            >
              {text.move[direction]}
            </button>
          ))}
        </div>
      )}
      <p className="text-lg font-semibold">{stop.name}</p>
      <address className="text-lg not-italic leading-snug">
        {deliveryAddressLines(address).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      {address.eircode && (
        <p className="text-lg">
          {text.eircode}: <strong className="font-mono text-2xl tracking-wide">{address.eircode}</strong>
        </p>
      )}
      {stop.note && (
        <p className="rounded-xl bg-saffron-soft p-3 text-base">
          <strong>{text.note}:</strong> {stop.note}
        </p>
      )}
      <p
        className={`rounded-xl p-3 text-center text-2xl font-bold ${cash ? 'bg-ink text-white' : 'bg-green-100 text-green-900'}`}
      >
        {cash ? text.collect(formatEuro(stop.cash_to_collect_cents)) : text.paid}
      </p>
      <div className="grid grid-cols-2 gap-3">
        {address.map_url && (
          <a
            href={address.map_url}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary', big)}
          >
            {text.directions}
          </a>
        )}
        <a href={stop.tel_url} className={buttonClasses('secondary', big)}>
          {text.call(stop.name.split(' ')[0] ?? stop.name)}
        </a>
      </div>
      {own && stop.state === 'assigned' && (
        <button
          type="button"
          className={buttonClasses('primary', big)}
          disabled={pending}
          onClick={() => step({ deliveryId: stop.delivery_id, step: 'picked-up' })}
        >
          {pending ? text.working : text.pickedUp}
        </button>
      )}
      {own && stop.state === 'picked_up' && !reasonOpen && (
        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            className={buttonClasses('primary', big)}
            disabled={pending}
            onClick={() => step({ deliveryId: stop.delivery_id, step: 'delivered' })}
          >
            {pending ? text.working : text.delivered}
          </button>
          <button type="button" className={buttonClasses('danger', big)} onClick={() => setReasonOpen(true)}>
            {text.couldNotDeliver}
          </button>
        </div>
      )}
      {own && reasonOpen && (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            step({ deliveryId: stop.delivery_id, step: 'not-delivered', reason });
          }}
        >
          <TextField
            label={text.reason}
            hint={text.reasonHint}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={300}
            required
            minLength={3}
          />
          <div className="grid grid-cols-2 gap-3">
            <button type="submit" className={buttonClasses('danger', big)} disabled={pending}>
              {text.sendBack}
            </button>
            <button
              type="button"
              className={buttonClasses('ghost', big)}
              onClick={() => setReasonOpen(false)}
            >
              {text.cancel}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
