import {
  acceptOrderSchema,
  type BoardOrder,
  dublinDate,
  formatDublinDate,
  formatDublinTime12h,
} from '@tiffin/core';
import { useState } from 'react';
import { Form, formSchema, useSchemaForm } from '@/components/form/form';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useChangeOrderStatus } from '../api/change-order-status';
import { readyChoices } from '../utils/ready-choices';

const text = staffMessages.accept;

type AcceptOrderDialogProps = { order: BoardOrder | null; boardNow: number; onClose: () => void };

/**
 * Accept a new order with the time it will be ready: at the time asked, or in so many minutes, only
 * the times the server takes (never before the time asked).
 */
export function AcceptOrderDialog({ order, boardNow, onClose }: AcceptOrderDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? text.title(order.reference) : ''}
      closeLabel={text.close}
    >
      {order && <AcceptForm order={order} boardNow={boardNow} onDone={onClose} />}
    </Dialog>
  );
}

/** The time chosen: 'asked' (the customer's), or a number of minutes from now. */
const acceptForm = formSchema(acceptOrderSchema, (fields: { ready_in: string }) =>
  fields.ready_in === 'asked' ? {} : { ready_in_minutes: Number(fields.ready_in) },
);

function AcceptForm({
  order,
  boardNow,
  onDone,
}: {
  order: BoardOrder;
  boardNow: number;
  onDone: () => void;
}) {
  const accept = useChangeOrderStatus();
  // Fixed when the dialog opens, so no radio goes while chosen: each stays valid as time passes
  // (minutes count from the server's now; the time asked, once passed, is now).
  const [{ choices: offered, chosen }] = useState(() => readyChoices(order, boardNow));
  const form = useSchemaForm(acceptForm, { defaultValues: { ready_in: String(chosen) } });
  const scheduled = new Date(order.scheduled_at);
  // An order for another day names the day, as its card does.
  const day = dublinDate(scheduled) === dublinDate(new Date(boardNow)) ? null : formatDublinDate(scheduled);
  const askedTime = formatDublinTime12h(scheduled);
  const asked = text.atTheirTime(day ? `${askedTime}, ${day}` : askedTime);
  const choices = offered.map((value) => ({
    value,
    label: value === 'asked' ? asked : text.inMinutes(value),
  }));

  return (
    <Form
      form={form}
      onSubmit={(body) =>
        // The version it shows: changed meanwhile, the acceptance is refused, not blind (issue 49).
        accept.mutate(
          { kind: 'accept', orderId: order.id, body: { ...body, version: order.version } },
          { onSuccess: onDone },
        )
      }
      className="space-y-4 p-5"
    >
      <fieldset>
        <legend className="mb-2 font-semibold">{text.question}</legend>
        <div className="grid grid-cols-2 gap-2">
          {choices.map((option) => (
            <label
              key={option.value}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm has-[:checked]:border-saffron has-[:checked]:bg-saffron-soft has-[:checked]:font-semibold ${option.value === 'asked' ? 'col-span-2' : ''}`}
            >
              <input
                type="radio"
                value={option.value}
                className="accent-saffron"
                {...form.register('ready_in')}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {accept.error && (
        <Notice tone="danger" role="alert">
          {accept.error.message}
        </Notice>
      )}
      <button type="submit" className={buttonClasses('primary', 'w-full')} disabled={accept.isPending}>
        {accept.isPending && <Spinner />}
        {text.submit}
      </button>
    </Form>
  );
}
