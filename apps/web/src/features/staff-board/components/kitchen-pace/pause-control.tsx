import {
  dublinDate,
  dublinInstant,
  isTimeString,
  type KitchenPace,
  MINUTE_MS,
  type PauseRequest,
  paceMessages,
  paceTimeLabel,
  pauseRequestSchema,
} from '@tiffin/core';
import { useId, useRef } from 'react';
import { RadioField } from '@/components/form/checkbox-field';
import { checkedWhenSent, Form, formSchema, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useChangePace } from '../../api/change-pace';
import { bigButton, bigChoice } from './choice-styles';
import { PaceOn } from './pace-on';

const text = paceMessages.board;
const CHOICES = ['30', '60', 'resume', 'time'] as const;
type PauseChoice = (typeof CHOICES)[number];

/** The choice, and the time typed when the choice is "until a time" (today, Dublin's wall clock). */
type PauseFields = { choice: PauseChoice; until: string };

/**
 * The payload of the choice at the board's clock (the server's): 30 minutes or an hour from now,
 * null until resumed, or today's typed time in Dublin. A time not typed as HH:mm is sent as typed,
 * which core's schema refuses in its own words.
 */
const pauseForm = (boardNow: number) =>
  formSchema(pauseRequestSchema, ({ choice, until }: PauseFields): PauseRequest => {
    if (choice === 'resume') return { until: null };
    if (choice === 'time')
      return {
        until: isTimeString(until)
          ? dublinInstant(dublinDate(new Date(boardNow)), until).toISOString()
          : until,
      };
    return { until: new Date(boardNow + Number(choice) * MINUTE_MS).toISOString() };
  });

const choiceLabel = (choice: PauseChoice) =>
  choice === 'resume' ? text.untilResume : choice === 'time' ? text.untilTime : text.pauseFor(Number(choice));

/**
 * Pausing online ordering from the board (issue 33): while paused, until when and Resume ordering;
 * otherwise for 30 minutes, an hour, until resumed or until a time today, and Pause.
 */
export function PauseControl({ pause, boardNow }: { pause: KitchenPace['pause']; boardNow: number }) {
  const change = useChangePace();
  // The server's clock runs this far from the device's; read at the moment the form is checked.
  const clockOffsetMs = useRef(0);
  clockOffsetMs.current = boardNow - Date.now();
  const form = useSchemaForm(() => pauseForm(Date.now() + clockOffsetMs.current), {
    ...checkedWhenSent,
    defaultValues: { choice: '30', until: '' },
  });
  const { errors } = form.formState;
  const timeChosen = form.watch('choice') === 'time';
  const id = useId();

  if (pause) {
    return (
      <PaceOn
        heading={text.pauseHeading}
        status={
          pause.until
            ? text.pausedUntil(paceTimeLabel(new Date(pause.until), new Date(boardNow)))
            : text.pausedForNow
        }
        action={text.resume}
        tone="primary"
        pending={change.isPending}
        error={change.error}
        onAction={() => change.mutate({ kind: 'resume' })}
      />
    );
  }

  return (
    <Form
      form={form}
      onSubmit={(body) => change.mutate({ kind: 'pause', body })}
      aria-label={text.pauseHeading}
      className="space-y-3"
    >
      <p className="text-sm text-ink-muted">{text.pauseIntro}</p>
      <fieldset>
        <legend className="sr-only">{text.pauseHeading}</legend>
        <div className="grid grid-cols-2 gap-2">
          {CHOICES.map((choice) => (
            <RadioField
              key={choice}
              label={choiceLabel(choice)}
              value={choice}
              className={bigChoice}
              {...form.register('choice')}
            />
          ))}
        </div>
      </fieldset>
      {timeChosen && (
        <TextField
          id={`${id}-until`}
          type="time"
          label={text.untilTimeLabel}
          error={errors.until?.message}
          className="max-w-xs"
          {...form.register('until')}
        />
      )}
      {!timeChosen && errors.until?.message && (
        <Notice tone="danger" role="alert">
          {errors.until.message}
        </Notice>
      )}
      {change.error && (
        <Notice tone="danger" role="alert">
          {change.error.message}
        </Notice>
      )}
      <button type="submit" className={buttonClasses('danger', bigButton)} disabled={change.isPending}>
        {change.isPending && <Spinner />}
        {text.startPause}
      </button>
    </Form>
  );
}
