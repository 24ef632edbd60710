import { type DriverRun, euroStringToCents, formatEuro } from '@tiffin/core';
import { useId, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { driverPageMessages as text } from '@/lib/messages/driver-messages';
import { useCashUpDriver } from '../api/cash-up-driver';

const signed = (cents: number) => (cents < 0 ? `−${formatEuro(-cents)}` : formatEuro(cents));
const centsOf = (typed: string): number | null => {
  try {
    return euroStringToCents(typed.trim().replace(/^€/, ''));
  } catch {
    return null;
  }
};

/** A member counts the driver's cash (issue 50): the expected figure, the count, the difference and its note. */
export function CashUpForm({ run }: { run: DriverRun }) {
  const headingId = useId();
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const cashUp = useCashUpDriver(run.driver.id);
  const countedCents = centsOf(counted);
  const difference = countedCents === null ? null : countedCents - run.expected_cents;
  const nothing = run.finished.length === 0;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <h2 id={headingId} className="font-display text-xl font-bold">
        {text.cashUpHeading}
      </h2>
      {run.last_cash_up && (
        <p className="text-sm text-ink-muted">
          {text.lastCashUp(
            new Date(run.last_cash_up.at).toLocaleTimeString('en-IE', {
              timeZone: 'Europe/Dublin',
              hour: '2-digit',
              minute: '2-digit',
            }),
            formatEuro(run.last_cash_up.counted_cents),
            signed(run.last_cash_up.difference_cents),
          )}
        </p>
      )}
      {cashUp.isSuccess && (
        <Notice role="status" tone="success">
          {text.recorded(signed(cashUp.data.difference_cents))}
          {cashUp.data.tips_cents > 0 && <> {text.tipsRecorded(formatEuro(cashUp.data.tips_cents))}</>}
        </Notice>
      )}
      {nothing ? (
        <p role="status">{text.nothingToCount}</p>
      ) : (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (countedCents === null) return;
            cashUp.mutate({
              driverId: run.driver.id,
              body: { counted_cents: countedCents, ...(note.trim() ? { note: note.trim() } : {}) },
            });
          }}
        >
          <p className="text-lg">
            {text.expected}: <strong className="text-2xl">{formatEuro(run.expected_cents)}</strong>
          </p>
          <TextField
            label={text.counted}
            hint={text.countedHint}
            inputMode="decimal"
            value={counted}
            onChange={(event) => setCounted(event.target.value)}
            required
          />
          {difference !== null && (
            <p className={`text-lg font-bold ${difference === 0 ? '' : 'text-red-700'}`}>
              {text.difference(signed(difference))}
            </p>
          )}
          <TextField
            label={text.noteLabel}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={300}
          />
          {cashUp.isError && <Notice role="alert">{cashUp.error.message}</Notice>}
          <button
            type="submit"
            className={buttonClasses('primary', 'min-h-14 w-full text-base')}
            disabled={cashUp.isPending}
          >
            {text.record}
          </button>
        </form>
      )}
    </section>
  );
}
