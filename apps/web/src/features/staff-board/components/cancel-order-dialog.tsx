import { type BoardOrder, cancelOrderSchema } from '@tiffin/core';
import { checkedWhenSent, Form, useSchemaForm } from '@/components/form/form';
import { staffTextarea } from '@/components/form/staff-control-styles';
import { TextareaField } from '@/components/form/textarea-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useChangeOrderStatus } from '../api/change-order-status';
import { ReasonPresets } from './reason-presets';

const text = staffMessages.cancel;

type CancelOrderDialogProps = { order: BoardOrder | null; onClose: () => void };

/** Reject a new order, or cancel one not yet handed over, with the reason the customer is told. */
export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const title = order
    ? (order.status === 'pending' ? text.rejectTitle : text.cancelTitle)(order.reference)
    : '';
  return (
    <Dialog open={order !== null} onClose={onClose} title={title} closeLabel={text.close}>
      {order && <CancelForm order={order} onDone={onClose} />}
    </Dialog>
  );
}

function CancelForm({ order, onDone }: { order: BoardOrder; onDone: () => void }) {
  const cancel = useChangeOrderStatus();
  const form = useSchemaForm(cancelOrderSchema, {
    ...checkedWhenSent,
    defaultValues: { reason: text.reasons[0] },
  });
  const reason = form.watch('reason');
  const rejecting = order.status === 'pending';

  return (
    <Form
      form={form}
      onSubmit={(body) => cancel.mutate({ kind: 'cancel', orderId: order.id, body }, { onSuccess: onDone })}
      className="space-y-4 p-5"
    >
      <ReasonPresets
        presets={text.reasons}
        value={reason}
        onChoose={(preset) => form.setValue('reason', preset)}
      />
      <TextareaField
        label={text.reason}
        rows={3}
        maxLength={300}
        error={form.formState.errors.reason?.message}
        labelClassName="mb-1 block font-semibold"
        controlClassName={staffTextarea}
        {...form.register('reason')}
      />
      {order.paid && <p className="text-sm">{text.refundNote}</p>}
      {cancel.error && (
        <Notice tone="danger" role="alert">
          {cancel.error.message}
        </Notice>
      )}
      <button type="submit" className={buttonClasses('danger', 'w-full')} disabled={cancel.isPending}>
        {cancel.isPending && <Spinner />}
        {rejecting ? text.submitReject : text.submitCancel}
      </button>
    </Form>
  );
}
