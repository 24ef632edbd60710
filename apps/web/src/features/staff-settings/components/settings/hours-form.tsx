import { type StaffSettings, staffOpeningHoursSchema } from '@tiffin/core';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { checkedWhenSent, useSchemaForm } from '@/components/form/form';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { staffSettingsMessages } from '@/lib/messages/staff-settings-messages';
import { useChangeSettings } from '../../api/change-settings';
import { SettingsSection } from './settings-section';

const text = staffSettingsMessages;

type DayHours = { open: boolean; opens_at: string; closes_at: string };
/** The week as the form shows it, Monday first: each day open or not, with its times. */
type HoursFields = { days: DayHours[] };
const DAY_FIELDS = ['opens_at', 'closes_at'] as const;

/**
 * The week turned into the payload (the open days only, 1 Monday … 7 Sunday), checked by core's
 * schema; a refusal of an open day is put back on that day of the form.
 */
const hoursForm = z.custom<HoursFields>().transform((fields, context) => {
  const open = fields.days.flatMap((day, index) => (day.open ? [{ ...day, index }] : []));
  const parsed = staffOpeningHoursSchema.safeParse({
    hours: open.map((day) => ({ weekday: day.index + 1, opens_at: day.opens_at, closes_at: day.closes_at })),
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const at = issue.path[1];
    const day = typeof at === 'number' ? open[at]?.index : undefined;
    context.addIssue({
      code: 'custom',
      message: issue.message,
      path: day === undefined ? ['days'] : ['days', day, ...issue.path.slice(2)],
    });
  }
  return z.NEVER;
});

/** The first refusal, as one line: 'Wednesday: Closing comes after opening'. */
function problemOf(errors: FieldErrors<HoursFields>): string | null {
  if (errors.days?.message) return errors.days.message;
  for (const [index, day] of text.weekdays.entries()) {
    const dayErrors = errors.days?.[index];
    const message = DAY_FIELDS.map((field) => dayErrors?.[field]?.message).find(Boolean);
    if (message) return `${day}: ${message}`;
  }
  return null;
}

/** The opening hours: a range a day, or closed. */
export function HoursForm({ hours }: { hours: StaffSettings['hours'] }) {
  const change = useChangeSettings();
  const form = useSchemaForm(hoursForm, {
    ...checkedWhenSent,
    defaultValues: {
      days: text.weekdays.map((_, index) => {
        const range = hours.find((row) => row.weekday === index + 1);
        return {
          open: range !== undefined,
          opens_at: range?.opens_at ?? '17:00',
          closes_at: range?.closes_at ?? '22:00',
        };
      }),
    },
  });
  const days = form.watch('days');
  const problem = problemOf(form.formState.errors);
  return (
    <SettingsSection
      title={text.hours}
      change={change}
      form={form}
      onSubmit={(body) => change.mutate({ kind: 'hours', body })}
    >
      <ul className="space-y-2">
        {text.weekdays.map((day, index) => {
          const closed = !days[index]?.open;
          return (
            <li key={day} className="flex flex-wrap items-center gap-3">
              <CheckboxField
                label={day}
                aria-label={text.open(day)}
                className="w-40 font-semibold"
                {...form.register(`days.${index}.open`)}
              />
              <input
                type="time"
                aria-label={text.opensAt(day)}
                disabled={closed}
                className="min-h-11 rounded-lg border border-line px-2"
                {...form.register(`days.${index}.opens_at`)}
              />
              <span aria-hidden="true">–</span>
              <input
                type="time"
                aria-label={text.closesAt(day)}
                disabled={closed}
                className="min-h-11 rounded-lg border border-line px-2"
                {...form.register(`days.${index}.closes_at`)}
              />
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className="text-sm text-danger" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className={buttonClasses('primary')} disabled={change.isPending}>
        {change.isPending && <Spinner />}
        {text.save}
      </button>
    </SettingsSection>
  );
}
