import {
  acceptOrderSchema,
  type BoardOrder,
  formatDublinTime12h,
  MINUTE_MS,
  staffMessages,
} from '@tiffin/core';
import { Form, formSchema, useSchemaForm } from '@/components/form/form';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useChangeOrderStatus } from '../api/change-order-status';

const text = staffMessages.accept;
const MINUTE_CHOICES = [10, 15, 20, 30, 45, 60] as const;
/** An order due later than this from now is, by default, ready at the time the customer asked for. */
const LATER_THAN_MINUTES = 20;

type AcceptOrderDialogProps = { order: BoardOrder | null; boardNow: number; onClose: () => void };

/** Accept a new order with the time it will be ready: at the time asked, or in so many minutes. */
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
  const scheduled = Date.parse(order.scheduled_at);
  const askedLater = scheduled - boardNow > LATER_THAN_MINUTES * MINUTE_MS;
  const defaultMinutes = order.fulfilment === 'delivery' ? 45 : 20;
  const form = useSchemaForm(acceptForm, {
    defaultValues: { ready_in: askedLater ? 'asked' : String(defaultMinutes) },
  });
  const choices: { value: number | 'asked'; label: string }[] = [
    ...(askedLater
      ? [{ value: 'asked' as const, label: text.atTheirTime(formatDublinTime12h(new Date(scheduled))) }]
      : []),
    ...MINUTE_CHOICES.map((minutes) => ({ value: minutes, label: text.inMinutes(minutes) })),
  ];

  return (
    <Form
      form={form}
      onSubmit={(body) => accept.mutate({ kind: 'accept', orderId: order.id, body }, { onSuccess: onDone })}
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
