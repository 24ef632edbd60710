import {
  type DeliveryMode,
  earliestOrderableDate,
  messages,
  orderMessages,
  portionMessages,
  slotChoiceSchema,
} from '@tiffin/core';
import { useEffect, useId, useState } from 'react';
import { controlBase } from '@/components/form/field-frame';
import { Form, useSchemaForm } from '@/components/form/form';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { type SlotAsk, useSlots } from '../../api/get-slots';

const m = orderMessages.checkout.timeDialog;
const s = orderMessages.slots;

type TimeDialogProps = {
  open: boolean;
  onClose: () => void;
  mode: DeliveryMode;
  date: string | null;
  time: string | null;
  /** The basket's dishes: a large order is offered later slots (issue 33) */
  ask: SlotAsk;
  /** What the customer is told while online ordering is paused (issue 47); null while it is not */
  paused: string | null;
  onSave: (date: string, time: string) => void;
  /** The clock, for the earliest date (tests pass their own). */
  now?: () => Date;
};

/**
 * The time picker (§2.6, §4 "Time modal", §5): a date from the earliest orderable one (today in
 * Dublin, tomorrow from 22:00), the slots of that date and mode as choices, the first one chosen
 * when none is. Cancel keeps the page's choice; Save needs a date and a time.
 */
export function TimeDialog({ open, onClose, mode, ...props }: TimeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mode === 'delivery' ? m.deliveryTitle : m.collectionTitle}
      closeLabel={messages.common.close}
    >
      <TimeForm {...props} mode={mode} onClose={onClose} />
    </Dialog>
  );
}

function TimeForm({
  mode,
  date,
  time,
  ask,
  paused,
  onSave,
  onClose,
  now = () => new Date(),
}: Omit<TimeDialogProps, 'open'>) {
  const [earliest] = useState(() => earliestOrderableDate(now()));
  const form = useSchemaForm(slotChoiceSchema, {
    defaultValues: {
      date: chosenDateOf(date, earliest),
      // The time chosen before stays chosen only on its own date.
      time: (date === chosenDateOf(date, earliest) ? time : null) ?? '',
    },
  });
  const chosenDate = form.watch('date');
  const chosenTime = form.watch('time') || null;
  const slots = useSlots(mode, chosenDate, ask);
  const largeOrderMinutes = slots.isPlaceholderData ? 0 : (slots.data?.large_order_minutes ?? 0);
  const id = useId();
  const offered = slots.isPlaceholderData ? [] : (slots.data?.slots ?? []);

  // A slot fetch chooses the first slot when none is chosen (§4 "Date").
  useEffect(() => {
    if (chosenTime === null && !slots.isPlaceholderData && slots.data?.first_slot)
      form.setValue('time', slots.data.first_slot);
  }, [chosenTime, slots.data, slots.isPlaceholderData, form.setValue]);

  const changeDate = (value: string) => {
    // §5: an earlier date is corrected to the minimum.
    const next = value === '' || value < earliest ? earliest : value;
    if (next !== value) form.setValue('date', next);
    if (next !== chosenDate) form.setValue('time', '');
  };

  const loading = slots.isPending || slots.isPlaceholderData;
  return (
    <Form
      form={form}
      onSubmit={(choice) => {
        onSave(choice.date, choice.time);
        onClose();
      }}
      className="grid gap-4 p-5"
    >
      <div>
        <label htmlFor={`${id}-date`} className="mb-1.5 block text-sm font-semibold">
          {m.date}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          min={earliest}
          className={`${controlBase} min-h-12 border-line`}
          {...form.register('date', { onChange: (event) => changeDate(event.target.value) })}
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold">{m.slots}</legend>
        {/* Paused: why no time, or no earlier time, is offered (issue 47). */}
        {paused !== null && offered.length > 0 && <p className="mb-2 text-sm text-ink-muted">{paused}</p>}
        {largeOrderMinutes > 0 && (
          <p className="mb-2 text-sm text-ink-muted">{portionMessages.largeOrderNote(largeOrderMinutes)}</p>
        )}
        {loading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" /> {s.loading}
          </p>
        ) : slots.isError ? (
          <Notice tone="danger" role="alert">
            {slots.error.message || s.fetchFailed}
          </Notice>
        ) : offered.length === 0 ? (
          // A day the restaurant does not open says so; 'No slots available' is a day that is full or over.
          <p className="text-sm text-ink-muted">{slots.data?.closed ? s.closedDay : (paused ?? s.none)}</p>
        ) : (
          <>
            {chosenTime === null && <p className="mb-2 text-sm text-ink-muted">{s.select}</p>}
            <div className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
              {offered.map((slot) => (
                <label
                  key={slot}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line bg-white px-2 text-sm font-semibold has-checked:border-saffron has-checked:bg-saffron-soft has-focus-visible:outline-2 has-focus-visible:outline-saffron"
                >
                  <input type="radio" value={slot} className="sr-only" {...form.register('time')} />
                  {slot}
                </label>
              ))}
            </div>
          </>
        )}
      </fieldset>
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClasses('ghost')} onClick={onClose}>
          {messages.common.cancel}
        </button>
        <button type="submit" className={buttonClasses('primary')} disabled={chosenTime === null || loading}>
          {messages.common.save}
        </button>
      </div>
    </Form>
  );
}

function chosenDateOf(date: string | null, earliest: string): string {
  return date === null || date < earliest ? earliest : date;
}
