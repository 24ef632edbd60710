import { type ClosedDate, closedDateSchema, formatDublinDate } from '@tiffin/core';
import { checkedWhenSent, formSchema, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { staffSettingsMessages } from '@/lib/messages/staff-settings-messages';
import { useChangeSettings } from '../../api/change-settings';
import { SettingsSection } from './settings-section';

const text = staffSettingsMessages;

/** A date to close, and why (an empty reason is none). */
const closedDateForm = formSchema(closedDateSchema, (fields: { date: string; reason: string }) => ({
  date: fields.date,
  reason: fields.reason.trim() === '' ? null : fields.reason,
}));

/** The days the restaurant is closed, each reopened with a press; a date closed with its reason. */
export function ClosedDates({ closed }: { closed: ClosedDate[] }) {
  const change = useChangeSettings();
  const form = useSchemaForm(closedDateForm, { ...checkedWhenSent, defaultValues: { date: '', reason: '' } });
  const { errors } = form.formState;
  const noDate = form.watch('date') === '';
  return (
    <SettingsSection
      title={text.closedDates}
      change={change}
      form={form}
      onSubmit={(body) => change.mutate({ kind: 'close-date', body })}
    >
      {closed.length === 0 && <p className="text-ink-muted">{text.noClosedDates}</p>}
      <ul className="divide-y divide-line">
        {closed.map((day) => {
          const label = formatDublinDate(new Date(`${day.date}T12:00:00Z`));
          return (
            <li key={day.date} className="flex flex-wrap items-center gap-3 py-2">
              <span className="font-semibold">{label}</span>
              {day.reason && <span className="text-ink-muted">{day.reason}</span>}
              <button
                type="button"
                className={buttonClasses('ghost', 'ml-auto')}
                onClick={() => change.mutate({ kind: 'open-date', date: day.date })}
              >
                {text.reopen(label)}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={text.date} type="date" error={errors.date?.message} {...form.register('date')} />
        <TextField
          label={text.reason}
          maxLength={100}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </div>
      <button type="submit" className={buttonClasses('secondary')} disabled={change.isPending || noDate}>
        {change.isPending && <Spinner />}
        {text.close}
      </button>
    </SettingsSection>
  );
}
