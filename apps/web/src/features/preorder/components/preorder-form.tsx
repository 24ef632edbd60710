import { zodResolver } from '@hookform/resolvers/zod';
import {
  dublinDate,
  dublinWallClock,
  messages,
  PREORDER_ERROR_MS,
  PREORDER_MESSAGE_MAX_LENGTH,
  PREORDER_SEATS_MAX,
  PREORDER_SEATS_MIN,
  PREORDER_SUCCESS_MS,
  PREORDER_TIME_CHOICES,
  preorderSchema,
} from '@tiffin/core';
import { useEffect, useId, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { siteText } from '@/lib/site-text';
import { toast } from '@/lib/toast';
import { type PreorderRequest, useSubmitPreorder } from '../api/submit-preorder';
import { SelectField, TextareaField } from './choice-fields';

const text = siteText.preorder;

/** What the inputs hold: text, as typed (the schema turns seats into a number). */
export type PreorderFormValues = {
  name: string;
  email: string;
  date: string;
  time: string;
  people: string;
  phone: string;
  message: string;
};

const FIELDS = ['name', 'email', 'date', 'time', 'people', 'phone', 'message'] as const;

const emptyValues: PreorderFormValues = {
  name: '',
  email: '',
  date: '',
  time: '',
  people: '',
  phone: '',
  message: '',
};

/**
 * core's schema with today's date in Dublin taken at each check, so a page left open past midnight
 * does not accept yesterday. The form holds text; the schema's output is the request.
 */
function preorderResolver(
  ...args: Parameters<Resolver<PreorderFormValues, unknown, PreorderRequest>>
): ReturnType<Resolver<PreorderFormValues, unknown, PreorderRequest>> {
  const resolver = zodResolver(preorderSchema({ today: dublinDate(new Date()) }));
  return (resolver as unknown as Resolver<PreorderFormValues, unknown, PreorderRequest>)(...args);
}

/**
 * Each field keeps the room of a one-line error below it until it has one, so an error appearing
 * when a field is left does not move the button being pressed (the press would miss it).
 */
const errorRoom = 'pb-6.5 has-[[aria-invalid=true]]:pb-0';

type Outcome = { kind: 'success' } | { kind: 'error'; message: string };

/** The server's words for a refused request (4xx); a failure or no answer gets the spec's fallback. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message !== '') {
    return error.message;
  }
  return messages.preorder.failed;
}

type PreorderFormProps = {
  /** The id of the heading that names the form. */
  labelledBy?: string;
};

/**
 * The table pre-order / reservation enquiry (visitor-side §2, §4, §5; checkout-and-account §2.4,
 * §5), one component on the home page and the contact page (DECISIONS.md): seats 1-20, message
 * optional, the time sent as 'HH:mm'. Fields are checked on leaving them, then on every change.
 */
export function PreorderForm({ labelledBy }: PreorderFormProps) {
  const idPrefix = useId();
  const fieldId = (field: (typeof FIELDS)[number]) => `${idPrefix}-${field}`;
  const submission = useSubmitPreorder();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<PreorderFormValues, unknown, PreorderRequest>({
    mode: 'onTouched',
    resolver: preorderResolver,
    defaultValues: emptyValues,
  });

  // Success shows for PREORDER_SUCCESS_MS and then clears the form; an error clears after
  // PREORDER_ERROR_MS (visitor-side §4).
  useEffect(() => {
    if (outcome === null) return;
    const timer = window.setTimeout(
      () => {
        if (outcome.kind === 'success') reset(emptyValues);
        setOutcome(null);
      },
      outcome.kind === 'success' ? PREORDER_SUCCESS_MS : PREORDER_ERROR_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, reset]);

  const onValid = async ({ message, ...request }: PreorderRequest) => {
    setOutcome(null);
    try {
      // An empty message is left out rather than sent as ''.
      await submission.mutateAsync(message ? { ...request, message } : request);
      setOutcome({ kind: 'success' });
    } catch (error) {
      // A refused field (the server's check of e-mail domain or date) is shown beside it too.
      if (error instanceof ApiError) {
        for (const item of error.errors) {
          const field = FIELDS.find((name) => name === item.code);
          if (field !== undefined && item.message !== '') setError(field, { message: item.message });
        }
      }
      setOutcome({ kind: 'error', message: failureMessage(error) });
    }
  };

  const onInvalid = () => {
    toast.error(messages.common.fixErrors, { id: messages.common.fixErrors });
  };

  const today = dublinDate(new Date());
  const chosenDate = useWatch({ control, name: 'date' });
  const now = dublinWallClock(new Date());
  // A time already past today cannot be booked for today (ours: the schema allows it).
  const isPast = (time: string) => chosenDate === today && time <= now.time;

  const busy = submission.isPending;
  const succeeded = outcome?.kind === 'success';
  // checkout-and-account §5: no sending while busy or while the e-mail or phone is wrong. The button
  // stays focusable (aria-disabled); a press with errors shows which fields to fix instead of sending.
  const blockedByErrors = errors.email !== undefined || errors.phone !== undefined;

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : text.formLabel}
      aria-busy={busy}
      onSubmit={(event) => {
        // Not sent again while it is being sent or shows as sent.
        if (busy || succeeded) event.preventDefault();
        else void handleSubmit(onValid, onInvalid)(event);
      }}
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-7"
    >
      <p className="mb-5 text-sm text-ink-muted">{text.required}</p>
      <div className="relative">
        <fieldset inert={succeeded} className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          <TextField
            id={fieldId('name')}
            label={text.name}
            error={errors.name?.message}
            autoComplete="name"
            className={errorRoom}
            {...register('name')}
          />
          <TextField
            id={fieldId('email')}
            label={text.email}
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            className={errorRoom}
            {...register('email')}
          />
          <TextField
            id={fieldId('date')}
            label={text.date}
            error={errors.date?.message}
            type="date"
            min={today}
            className={errorRoom}
            {...register('date')}
          />
          <SelectField
            id={fieldId('time')}
            label={text.time}
            error={errors.time?.message}
            {...register('time')}
          >
            <option value="">{text.timePlaceholder}</option>
            {PREORDER_TIME_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value} disabled={isPast(choice.value)}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <TextField
            id={fieldId('people')}
            label={text.seats}
            hint={text.seatsHint(PREORDER_SEATS_MIN, PREORDER_SEATS_MAX)}
            error={errors.people?.message}
            type="number"
            inputMode="numeric"
            min={PREORDER_SEATS_MIN}
            max={PREORDER_SEATS_MAX}
            step={1}
            className={errorRoom}
            {...register('people')}
          />
          <TextField
            id={fieldId('phone')}
            label={text.phone}
            hint={text.phoneHint}
            error={errors.phone?.message}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={errorRoom}
            {...register('phone')}
          />
          <TextareaField
            id={fieldId('message')}
            label={text.message}
            placeholder={text.messagePlaceholder}
            error={errors.message?.message}
            maxLength={PREORDER_MESSAGE_MAX_LENGTH}
            rows={4}
            className={`sm:col-span-2 ${errorRoom}`}
            {...register('message')}
          />
        </fieldset>
        {succeeded && <SuccessOverlay />}
      </div>

      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          // aria-disabled, not disabled: a disabled button loses the keyboard focus it has.
          aria-disabled={busy || blockedByErrors || succeeded || undefined}
          className={buttonClasses(
            'primary',
            `w-full px-8 sm:w-auto ${busy || blockedByErrors || succeeded ? 'cursor-not-allowed opacity-60' : ''}`,
          )}
        >
          {busy && <Spinner className="size-4" />}
          {busy ? messages.preorder.sending : messages.preorder.sendMessage}
        </button>
        {/* Live regions stay on the page so that what appears in them is announced. */}
        <p role="status" className="text-sm font-semibold text-chutney">
          {succeeded ? messages.preorder.sent : ''}
        </p>
      </div>
      <div role="alert">
        {outcome?.kind === 'error' && (
          <p className="mt-4 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}

/** Covers the sent fields while the form shows as sent (checkout-and-account §2.4). */
function SuccessOverlay() {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center bg-white px-6 text-center motion-safe:animate-fade-in">
      <span className="flex size-16 items-center justify-center rounded-full bg-chutney-soft text-chutney">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-9" fill="none">
          <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </span>
      <p className="mt-4 font-display text-3xl font-bold text-ink">{messages.preorder.successTitle}</p>
      <p className="mt-2 max-w-xs text-ink-muted">{messages.preorder.successText}</p>
    </div>
  );
}
