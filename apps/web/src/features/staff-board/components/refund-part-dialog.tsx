import {
  type BoardOrder,
  formatDublinDate,
  formatDublinTime12h,
  formatEuro,
  type OrderRefunds,
  partRefundRequestSchema,
  REFUND_REASON_MAX,
  refundMessages,
} from '@tiffin/core';
import { useState } from 'react';
import { centsFromEuros } from '@/components/form/form-values';
import { MoneyField } from '@/components/form/money-field';
import { staffTextarea } from '@/components/form/staff-control-styles';
import { TextareaField } from '@/components/form/textarea-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { staffRefundMessages as text } from '@/lib/messages/staff-refund-messages';
import { useOrderRefunds } from '../api/get-order-refunds';
import { useRefundOrderPart } from '../api/refund-order-part';
import { ReasonPresets } from './reason-presets';

type RefundPartDialogProps = { order: BoardOrder | null; onClose: () => void };

/**
 * "Refund part" (issue 49): dishes with their quantities, or an amount, and the reason the customer
 * is shown; the method is the order's (to the card, or cash handed back), the most still refundable
 * is said, and the refunds so far are listed. The server decides; its refusals are shown here.
 */
export function RefundPartDialog({ order, onClose }: RefundPartDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? text.title(order.reference) : ''}
      closeLabel={text.close}
    >
      {order && <RefundPart orderId={order.id} />}
    </Dialog>
  );
}

function RefundPart({ orderId }: { orderId: number }) {
  const refunds = useOrderRefunds(orderId);
  return (
    <div className="space-y-4 p-5">
      {refunds.data ? (
        <RefundForm refunds={refunds.data} />
      ) : (
        <QueryState query={refunds} loading={text.loading} failed={text.failed} retry={text.retry} />
      )}
    </div>
  );
}

type Mode = 'lines' | 'amount';

function RefundForm({ refunds }: { refunds: OrderRefunds }) {
  const refund = useRefundOrderPart();
  const [mode, setMode] = useState<Mode>('lines');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<number | null>(null);
  const method = refundMessages.methods[refunds.method];
  const amountCents = mode === 'amount' ? centsFromEuros(amount) : Number.NaN;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The last refund's confirmation is not left beside this one's answer.
    setDone(null);
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([lineId, quantity]) => ({ line_id: Number(lineId), quantity }));
    const body = mode === 'lines' ? { reason, lines } : { reason, amount_cents: amountCents };
    // The same schema as the server's: a reason, and dishes or an amount.
    const parsed = partRefundRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    refund.mutate(
      { orderId: refunds.order_id, body: parsed.data },
      {
        onSuccess: (next) => {
          setDone(next.refunds.at(-1)?.amount_cents ?? 0);
          setQuantities({});
          setAmount('');
          setReason('');
        },
      },
    );
  }

  return (
    <>
      <p className="flex flex-wrap gap-x-4 text-sm">
        <span>{text.paid(refunds.paid_cents)}</span>
        <span>{text.refunded(refunds.refunded_cents)}</span>
        <strong>{text.most(refunds.refundable_cents)}</strong>
      </p>
      {done !== null && (
        <Notice tone="success" role="status">
          {text.done(done)}
        </Notice>
      )}
      {refunds.refusal ? (
        <Notice tone="warning">{refunds.refusal}</Notice>
      ) : (
        refunds.refundable_cents > 0 && (
          <form onSubmit={submit} noValidate className="space-y-4">
            <fieldset className="flex gap-2">
              <legend className="mb-1 font-semibold">{text.how}</legend>
              {(['lines', 'amount'] as const).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={mode === choice}
                  onClick={() => setMode(choice)}
                  className="min-h-11 rounded-full border border-line px-4 aria-pressed:border-saffron aria-pressed:bg-saffron-soft"
                >
                  {choice === 'lines' ? text.byLines : text.byAmount}
                </button>
              ))}
            </fieldset>
            {mode === 'lines' ? (
              <ul className="space-y-2">
                {refunds.lines.map((line) => (
                  <li key={line.line_id} className="flex items-center justify-between gap-3">
                    <span>
                      <span className="font-semibold">{line.name}</span>
                      <span className="block text-sm text-ink-muted">
                        {text.ofLine(line.refundable_quantity, line.quantity)} ·{' '}
                        {formatEuro(line.line_total_cents)}
                      </span>
                    </span>
                    <QuantityStepper
                      value={quantities[line.line_id] ?? 0}
                      min={0}
                      max={line.refundable_quantity}
                      onChange={(next) => setQuantities({ ...quantities, [line.line_id]: next })}
                      label={text.quantityOf(line.name)}
                      decreaseLabel={text.fewer(line.name)}
                      increaseLabel={text.more(line.name)}
                      size="sm"
                    />
                  </li>
                ))}
                {errors.lines && <li className="text-sm font-semibold text-danger">{errors.lines}</li>}
              </ul>
            ) : (
              <MoneyField
                label={text.amount}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                error={errors.amount_cents}
                placeholder={(refunds.refundable_cents / 100).toFixed(2)}
              />
            )}
            {mode === 'lines' && errors.amount_cents && (
              <p className="text-sm font-semibold text-danger">{errors.amount_cents}</p>
            )}
            <ReasonPresets presets={text.reasons} value={reason} onChoose={setReason} />
            <TextareaField
              label={text.reason}
              rows={2}
              maxLength={REFUND_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={errors.reason}
              labelClassName="mb-1 block font-semibold"
              controlClassName={staffTextarea}
            />
            {refund.error && (
              <Notice tone="danger" role="alert">
                {refund.error.message}
              </Notice>
            )}
            <button type="submit" className={buttonClasses('danger', 'w-full')} disabled={refund.isPending}>
              {refund.isPending && <Spinner />}
              {text.submit(Number.isNaN(amountCents) ? null : amountCents, method)}
            </button>
          </form>
        )
      )}
      <section aria-labelledby="refunds-so-far" className="space-y-2 border-t border-line pt-3">
        <h3 id="refunds-so-far" className="font-semibold">
          {text.earlier}
        </h3>
        {refunds.refunds.length === 0 ? (
          <p className="text-sm text-ink-muted">{text.none}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {refunds.refunds.map((made) => (
              <li key={made.id}>
                <span className="font-semibold">{formatEuro(made.amount_cents)}</span> ·{' '}
                {refundMessages.methods[made.method]} · {refundMessages.statuses[made.status]}
                <span className="block">{made.reason}</span>
                <span className="block text-ink-muted">
                  {formatDublinDate(new Date(made.created_at))}{' '}
                  {formatDublinTime12h(new Date(made.created_at))}
                  {made.lines.length > 0 &&
                    ` · ${made.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}`}
                  {made.staff_name && ` · ${made.staff_name}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
