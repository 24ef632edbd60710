import { dublinDate, formatEuro, type TipsLedger as Ledger, tipPayoutRequestSchema } from '@tiffin/core';
import { useId } from 'react';
import { checkedWhenSent, Form, formSchema, useSchemaForm } from '@/components/form/form';
import { centsFromEuros } from '@/components/form/form-values';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { tipPayoutWords as text } from '@/lib/messages/tip-payout-messages';
import { useTipsLedger } from '../api/get-tips-ledger';
import { useRecordTipPayout } from '../api/record-tip-payout';

/**
 * The tips ledger by payout (issue 51, decision 081): the card tips to date against what was handed
 * on to the staff, the last payouts, and the form that records one.
 */
export function TipsLedgerSection() {
  const headingId = useId();
  const ledger = useTipsLedger();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-line bg-white p-4">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        {text.heading}
      </h2>
      <p className="text-sm text-ink-muted">{text.intro}</p>
      <QueryState query={ledger} loading={text.loading} failed={text.failed} retry={text.retry} />
      {ledger.data && <LedgerFigures ledger={ledger.data} />}
      <PayoutForm />
    </section>
  );
}

function LedgerFigures({ ledger }: { ledger: Ledger }) {
  const rows: [string, string][] = [
    [text.taken, formatEuro(ledger.taken_cents)],
    [text.refunded, formatEuro(ledger.refunded_cents)],
    [text.paidOut, formatEuro(ledger.paid_out_cents)],
    ledger.held_cents >= 0
      ? [text.held, formatEuro(ledger.held_cents)]
      : [text.overpaid, formatEuro(-ledger.held_cents)],
  ];
  return (
    <>
      <dl className="grid gap-2 text-sm sm:grid-cols-4">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt className="font-semibold text-ink-muted">{label}</dt>
            <dd className="text-base font-bold">{amount}</dd>
          </div>
        ))}
      </dl>
      <h3 className="font-semibold">{text.latest}</h3>
      {ledger.payouts.length === 0 ? (
        <p className="text-sm">{text.none}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {ledger.payouts.map((payout) => (
            <li key={payout.id} className="flex flex-wrap justify-between gap-x-4 py-2">
              <span>
                <span className="font-semibold">{payout.paid_on}</span> · {payout.note}
                <span className="block text-ink-muted">{text.recordedBy(payout.recorded_by)}</span>
              </span>
              <span className="font-semibold">{formatEuro(payout.amount_cents)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The amount as typed, in euros: read as cents for the payload. */
type PayoutFields = { paid_on: string; amount_cents: string; note: string };

const payoutForm = formSchema(tipPayoutRequestSchema, (fields: PayoutFields) => ({
  paid_on: fields.paid_on,
  amount_cents: centsFromEuros(fields.amount_cents),
  note: fields.note,
}));

/** The day, the amount in euros and how it was shared, checked with the server's own schema. */
function PayoutForm() {
  const headingId = useId();
  const record = useRecordTipPayout();
  const form = useSchemaForm(payoutForm, {
    ...checkedWhenSent,
    defaultValues: { paid_on: dublinDate(new Date()), amount_cents: '', note: '' },
  });
  const { register } = form;
  const { errors } = form.formState;
  return (
    <Form
      form={form}
      onSubmit={(payout) =>
        record.mutate(payout, {
          onSuccess: (saved) => form.reset({ paid_on: saved.paid_on, amount_cents: '', note: '' }),
        })
      }
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl bg-cream p-4"
    >
      <h3 id={headingId} className="font-semibold">
        {text.formHeading}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={text.paidOn} type="date" error={errors.paid_on?.message} {...register('paid_on')} />
        <MoneyField label={text.amount} error={errors.amount_cents?.message} {...register('amount_cents')} />
      </div>
      <TextField label={text.note} hint={text.noteHint} error={errors.note?.message} {...register('note')} />
      {record.error && (
        <Notice tone="danger" role="alert">
          {record.error.message}
        </Notice>
      )}
      {record.isSuccess && <Notice role="status">{text.recorded}</Notice>}
      <button type="submit" className={buttonClasses('primary', 'min-h-12')} disabled={record.isPending}>
        {record.isPending ? text.recording : text.record}
      </button>
    </Form>
  );
}
