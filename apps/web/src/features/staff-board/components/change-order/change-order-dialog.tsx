import { type BoardOrder, formatEuro, type OrderChangeForm, type OrderChangeResponse } from '@tiffin/core';
import { useState } from 'react';
import { PaymentLinkShown } from '@/components/payments/payment-link-shown';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { orderChangeWords as text } from '@/lib/messages/order-change-messages';
import { useOrderChangeForm } from '../../api/get-order-change-form';
import { usePreviewOrderChange, useSaveOrderChange } from '../../api/send-order-change';
import { ChangeDetails } from './change-details';
import { ChangeDifference } from './change-difference';
import { type Draft, draftOf, payloadOf } from './change-draft';
import { ChangeLines } from './change-lines';

type ChangeOrderDialogProps = { order: BoardOrder | null; onClose: () => void };

/**
 * "Change order" (issue 49): the order's dishes, time, mode and address, name and phone, edited;
 * the server's difference shown before it is saved; a refusal shown with the rule's own message.
 */
export function ChangeOrderDialog({ order, onClose }: ChangeOrderDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? text.title(order.reference) : ''}
      closeLabel={text.close}
      size="lg"
    >
      {order && <ChangeFormLoader orderId={order.id} onDone={onClose} />}
    </Dialog>
  );
}

function ChangeFormLoader({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const form = useOrderChangeForm(orderId);
  if (!form.data)
    return (
      <div className="p-5">
        <QueryState query={form} loading={text.loading} failed={text.failed} retry={text.retry} />
      </div>
    );
  return <ChangeForm orderId={orderId} form={form.data} onDone={onDone} />;
}

function ChangeForm({
  orderId,
  form,
  onDone,
}: {
  orderId: number;
  form: OrderChangeForm;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(form));
  // The difference shown is for the draft as it was when asked: any edit asks for it again.
  const [shown, setShown] = useState<{ draft: Draft; answer: OrderChangeResponse } | null>(null);
  // Saved with a payment link for the difference: the link stays on screen for the customer.
  const [savedWithLink, setSavedWithLink] = useState<OrderChangeResponse | null>(null);
  const preview = usePreviewOrderChange();
  const save = useSaveOrderChange();
  const edit = (next: Draft) => {
    setDraft(next);
    setShown(null);
    preview.reset();
    save.reset();
  };
  const card = form.payment_method === 'digital_payment';
  const error = preview.error ?? save.error;
  const current = shown?.draft === draft ? shown.answer : null;
  if (savedWithLink?.payment_url)
    return <SavedWithLink url={savedWithLink.payment_url} answer={savedWithLink} onDone={onDone} />;

  return (
    <div className="space-y-5 p-5">
      <ChangeLines lines={draft.cart} menu={form.menu} onChange={(cart) => edit({ ...draft, cart })} />
      <ChangeDetails draft={draft} onChange={edit} />
      {card && (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{text.settle}</legend>
          {(['cash', 'link'] as const).map((settle) => (
            <label key={settle} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="settle"
                checked={draft.settle === settle}
                onChange={() => edit({ ...draft, settle })}
              />
              {settle === 'cash' ? text.settleCash : text.settleLink}
            </label>
          ))}
        </fieldset>
      )}
      {current && <ChangeDifference summary={current.summary} />}
      {error && (
        <Notice tone="danger" role="alert">
          {error.message}
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('secondary', 'grow')}
          disabled={preview.isPending}
          onClick={() =>
            preview.mutate(
              { orderId, body: payloadOf(draft) },
              { onSuccess: (answer) => setShown({ draft, answer }) },
            )
          }
        >
          {preview.isPending && <Spinner />}
          {text.preview}
        </button>
        <button
          type="button"
          className={buttonClasses('primary', 'grow')}
          disabled={!current || save.isPending}
          aria-describedby={current ? undefined : 'change-preview-first'}
          onClick={() =>
            save.mutate(
              { orderId, body: payloadOf(draft) },
              { onSuccess: (answer) => (answer.payment_url ? setSavedWithLink(answer) : onDone()) },
            )
          }
        >
          {save.isPending && <Spinner />}
          {text.save}
        </button>
      </div>
      {!current && (
        <p id="change-preview-first" className="text-sm text-ink-muted">
          {text.previewFirst}
        </p>
      )}
    </div>
  );
}

/** The change saved, the difference to be paid by the link: shown big, and as a QR code. */
function SavedWithLink({
  url,
  answer,
  onDone,
}: {
  url: string;
  answer: OrderChangeResponse;
  onDone: () => void;
}) {
  return (
    <div className="space-y-4 p-5" aria-live="polite">
      <p className="font-semibold">{text.saved}</p>
      <PaymentLinkShown
        url={url}
        intro={text.linkIntro(formatEuro(answer.summary.difference_cents))}
        qrLabel={text.qrLabel}
      />
      <button type="button" className={buttonClasses('primary', 'min-h-12')} onClick={onDone}>
        {text.done}
      </button>
    </div>
  );
}
