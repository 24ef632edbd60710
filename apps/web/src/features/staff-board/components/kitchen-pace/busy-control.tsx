import {
  BUSY_EXTRA_MINUTES,
  BUSY_PERIOD_MINUTES,
  type BusyRequest,
  busyRequestSchema,
  type KitchenPace,
  paceMessages,
  paceTimeLabel,
} from '@tiffin/core';
import { useId } from 'react';
import { RadioField } from '@/components/form/checkbox-field';
import { FieldError } from '@/components/form/field-error';
import { checkedWhenSent, Form, formSchema, useSchemaForm } from '@/components/form/form';
import { numberFromText } from '@/components/form/form-values';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useChangePace } from '../../api/change-pace';
import { bigButton, bigChoice } from './choice-styles';
import { PaceOn } from './pace-on';

const text = paceMessages.board;
const UNTIL_CLOSING = 'closing';

/** The choices as the radios hold them: minutes as text, and "until closing". */
type BusyFields = { extra_minutes: string; for_minutes: string };
const busyForm = formSchema(
  busyRequestSchema,
  (fields: BusyFields): BusyRequest => ({
    extra_minutes: numberFromText(fields.extra_minutes),
    for_minutes: fields.for_minutes === UNTIL_CLOSING ? null : numberFromText(fields.for_minutes),
  }),
);

/**
 * Busy mode from the board (issue 33): while on, "Busy: +20 min until 19:45" and End now; otherwise
 * the minutes to add and for how long, one tap each, and Start.
 */
export function BusyControl({ busy, boardNow }: { busy: KitchenPace['busy']; boardNow: number }) {
  const change = useChangePace();
  const form = useSchemaForm(busyForm, {
    ...checkedWhenSent,
    defaultValues: { extra_minutes: '20', for_minutes: '60' },
  });
  const { errors } = form.formState;
  const id = useId();

  if (busy) {
    return (
      <PaceOn
        heading={text.busyHeading}
        status={text.busyOn(busy.extra_minutes, paceTimeLabel(new Date(busy.until), new Date(boardNow)))}
        action={text.endBusy}
        tone="secondary"
        pending={change.isPending}
        error={change.error}
        onAction={() => change.mutate({ kind: 'end-busy' })}
      />
    );
  }

  return (
    <Form
      form={form}
      onSubmit={(body) => change.mutate({ kind: 'busy', body })}
      aria-label={text.busyHeading}
      className="space-y-3"
    >
      <p className="text-sm text-ink-muted">{text.busyIntro}</p>
      <fieldset>
        <legend className="mb-1.5 font-semibold">{text.extraLabel}</legend>
        <div className="grid grid-cols-3 gap-2">
          {BUSY_EXTRA_MINUTES.map((minutes) => (
            <RadioField
              key={minutes}
              label={text.extra(minutes)}
              value={String(minutes)}
              className={bigChoice}
              {...form.register('extra_minutes')}
            />
          ))}
        </div>
        {errors.extra_minutes?.message && (
          <FieldError id={`${id}-extra`}>{errors.extra_minutes.message}</FieldError>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 font-semibold">{text.periodLabel}</legend>
        <div className="grid grid-cols-2 gap-2">
          {[...BUSY_PERIOD_MINUTES.map(String), UNTIL_CLOSING].map((value) => (
            <RadioField
              key={value}
              label={value === UNTIL_CLOSING ? text.untilClosing : text.period(Number(value))}
              value={value}
              className={bigChoice}
              {...form.register('for_minutes')}
            />
          ))}
        </div>
        {errors.for_minutes?.message && (
          <FieldError id={`${id}-period`}>{errors.for_minutes.message}</FieldError>
        )}
      </fieldset>
      {change.error && (
        <Notice tone="danger" role="alert">
          {change.error.message}
        </Notice>
      )}
      <button type="submit" className={buttonClasses('primary', bigButton)} disabled={change.isPending}>
        {change.isPending && <Spinner />}
        {text.startBusy}
      </button>
    </Form>
  );
}
