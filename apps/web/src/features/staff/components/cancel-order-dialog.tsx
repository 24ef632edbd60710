import { type BoardOrder, cancelOrderSchema, staffMessages } from '@tiffin/core';
import { useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useChangeOrderStatus } from '../api/change-order-status';

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
  const [reason, setReason] = useState<string>(text.reasons[0]);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const problemId = useId();
  const rejecting = order.status === 'pending';

  return (
    <form
      className="space-y-4 p-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = cancelOrderSchema.safeParse({ reason });
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message ?? null);
          return;
        }
        setProblem(null);
        cancel.mutate({ kind: 'cancel', orderId: order.id, body: parsed.data }, { onSuccess: onDone });
      }}
    >
      <div className="flex flex-wrap gap-2">
        {text.reasons.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={reason === preset}
            onClick={() => setReason(preset)}
            className="min-h-11 rounded-full border border-line px-3 text-left text-sm aria-pressed:border-saffron aria-pressed:bg-saffron-soft"
          >
            {preset}
          </button>
        ))}
      </div>
      <div>
        <label htmlFor={reasonId} className="mb-1 block font-semibold">
          {text.reason}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={300}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className="w-full rounded-xl border border-line bg-white px-3 py-2"
        />
        {problem && (
          <p id={problemId} className="mt-1 text-sm text-danger">
            {problem}
          </p>
        )}
      </div>
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
    </form>
  );
}
