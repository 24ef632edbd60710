import {
  dublinDate,
  dublinWallClock,
  messages,
  PREORDER_ERROR_MS,
  PREORDER_SUCCESS_MS,
  preorderMessages,
  preorderSchema,
} from '@tiffin/core';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formSchema, useSchemaForm } from '@/components/form/form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type PreorderRequest, useSubmitPreorder } from '../api/submit-preorder';
import {
  PREORDER_FIELDS,
  type PreorderField,
  type PreorderFormValues,
  PreorderFormView,
} from './preorder-form-view';

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
const preorderForm = () =>
  formSchema(preorderSchema({ today: dublinDate(new Date()) }), (fields: PreorderFormValues) => fields);

type Outcome = { kind: 'success' } | { kind: 'error'; message: string };

/** The server's words for a refused request (4xx); a failure or no answer gets the spec's fallback. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message !== '') {
    return error.message;
  }
  return preorderMessages.failed;
}

/** What was done in the form before this code arrived (preorder-form-on-demand.tsx), carried on. */
export type PreorderFormStart = {
  values: Partial<PreorderFormValues>;
  /** Fields already left: checked at once, as leaving them here would have. */
  touched: readonly PreorderField[];
  /** The field that has the focus. */
  focused: PreorderField | null;
  /** Send was pressed: it is sent now. */
  submit: boolean;
};

type PreorderFormProps = {
  /** The id of the heading that names the form. */
  labelledBy?: string;
  start?: PreorderFormStart;
};

/**
 * The table pre-order / reservation enquiry (visitor-side §2, §4, §5; checkout-and-account §2.4,
 * §5), one component on the home page and the contact page (DECISIONS.md): seats 1-20, message
 * optional, the time sent as 'HH:mm'. Fields are checked on leaving them, then on every change.
 */
export function PreorderForm({ labelledBy, start }: PreorderFormProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useSubmitPreorder();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useSchemaForm(preorderForm, {
    mode: 'onTouched',
    defaultValues: { ...emptyValues, ...start?.values },
  });
  const { register, handleSubmit, reset, setError, setValue, setFocus, control } = form;
  const { errors } = form.formState;

  // Carries on from the form shown before this code loaded: the focus is put back before anything
  // else can happen (a key pressed next goes to the field it was meant for), left fields are checked,
  // a pressed Send is sent.
  useLayoutEffect(() => {
    if (start === undefined) return;
    if (start.focused !== null) setFocus(start.focused);
    for (const name of start.touched) {
      setValue(name, start.values[name] ?? '', { shouldTouch: true, shouldValidate: true });
    }
    if (start.submit) formRef.current?.requestSubmit();
  }, [start, setValue, setFocus]);

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
          const field = PREORDER_FIELDS.find((name) => name === item.code);
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
  const chosenTime = useWatch({ control, name: 'time' });
  const now = dublinWallClock(new Date());
  // A time already past today cannot be booked for today (ours: the schema allows it).
  const isPast = (time: string) => chosenDate === today && time <= now.time;
  const chosenTimeIsPast = chosenTime !== '' && isPast(chosenTime);

  // A time chosen for another date that is past once the date is today (or once the clock passes
  // it) is cleared, and the field says a time is needed, rather than staying chosen, greyed out.
  useEffect(() => {
    if (chosenTimeIsPast) setValue('time', '', { shouldTouch: true, shouldValidate: true });
  }, [chosenTimeIsPast, setValue]);
  const busy = submission.isPending;
  const succeeded = outcome?.kind === 'success';

  return (
    <PreorderFormView
      labelledBy={labelledBy}
      idPrefix={idPrefix}
      formRef={formRef}
      field={register}
      errors={Object.fromEntries(PREORDER_FIELDS.map((name) => [name, errors[name]?.message]))}
      today={today}
      isPast={isPast}
      busy={busy}
      succeeded={succeeded}
      // checkout-and-account §5: no sending while busy or while the e-mail or phone is wrong. The
      // button stays focusable (aria-disabled); a press with errors shows which fields to fix.
      blocked={errors.email !== undefined || errors.phone !== undefined}
      failure={outcome?.kind === 'error' ? outcome.message : null}
      onSubmit={(event) => {
        // Not sent again while it is being sent or shows as sent.
        if (busy || succeeded) event.preventDefault();
        else void handleSubmit(onValid, onInvalid)(event);
      }}
    />
  );
}
