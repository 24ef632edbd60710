import {
  type ScheduleRequest,
  type ScheduleWindow,
  scheduleMessages,
  scheduleRequestSchema,
} from '@tiffin/core';
import { useId } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldError } from '@/components/form/field-error';
import { checkedWhenSent, Form, firstErrorMessage, formSchema, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';

const text = scheduleMessages.staff;

/** The fields: the weekdays ticked ('1' … '7') and one time range for all of them. */
type ScheduleFields = { days: string[] | string | false; from: string; to: string };

/** No day ticked is "whenever we are open": no windows. */
const scheduleForm = formSchema(scheduleRequestSchema, (fields: ScheduleFields) => {
  const days = Array.isArray(fields.days) ? fields.days : fields.days ? [fields.days] : [];
  return {
    windows: days.map((day) => ({ weekday: Number(day), from: fields.from, to: fields.to })),
  };
});

/** 'Mon, Tue 12:00–15:00' for the summary line; the first window's times stand for all. */
export function scheduleSummary(windows: readonly ScheduleWindow[]): string {
  const [first] = windows;
  if (!first) return text.always;
  const days = [...new Set(windows.map((window) => window.weekday))]
    .sort()
    .map((weekday) => scheduleMessages.weekdaysShort[weekday - 1])
    .join(', ');
  return `${days} ${first.from}–${first.to}`;
}

/**
 * When a dish or a category is offered (issue 33, admins): weekday checkboxes and one from/to range,
 * checked with core's schema when sent (decision 036). The API takes a range per weekday; this simple
 * editor sets the same range on every day ticked.
 */
export function ScheduleEditor({
  name,
  windows,
  saving,
  onSave,
}: {
  /** The dish's or category's name, for the labels */
  name: string;
  windows: readonly ScheduleWindow[];
  saving: boolean;
  onSave: (body: ScheduleRequest) => void;
}) {
  const [first] = windows;
  const form = useSchemaForm(scheduleForm, {
    ...checkedWhenSent,
    defaultValues: {
      days: windows.map((window) => String(window.weekday)),
      from: first?.from ?? '12:00',
      to: first?.to ?? '15:00',
    },
  });
  const errorId = useId();
  const error = firstErrorMessage(form.formState.errors);
  return (
    <details className="pl-3">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold">
        {text.scheduleHeading}: {scheduleSummary(windows)}
      </summary>
      <Form
        form={form}
        onSubmit={onSave}
        className="space-y-2"
        aria-label={`${text.scheduleHeading}: ${name}`}
      >
        <fieldset className="flex flex-wrap gap-x-4">
          <legend className="sr-only">{`${text.scheduleHeading}: ${name}`}</legend>
          {scheduleMessages.weekdaysShort.map((day, index) => (
            <CheckboxField
              key={day}
              label={day}
              value={String(index + 1)}
              aria-label={scheduleMessages.weekdays[index]}
              {...form.register('days')}
            />
          ))}
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          <TextField label={text.from} type="time" className="w-36" {...form.register('from')} />
          <TextField label={text.to} type="time" className="w-36" {...form.register('to')} />
          <button type="submit" className={buttonClasses('secondary')} disabled={saving}>
            {saving && <Spinner />}
            {text.save}
          </button>
        </div>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </Form>
    </details>
  );
}
