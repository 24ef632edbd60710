import {
  addDays,
  PREORDER_MAX_DAYS_AHEAD,
  PREORDER_MESSAGE_MAX_LENGTH,
  PREORDER_SEATS_MAX,
  PREORDER_SEATS_MIN,
  PREORDER_TIME_CHOICES,
  preorderMessages,
} from '@tiffin/core';
import {
  type FocusEventHandler,
  type FormEventHandler,
  type PointerEventHandler,
  type Ref,
  useEffect,
  useRef,
} from 'react';
import { errorRoom } from '@/components/form/field-frame';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { scrollIntoViewAndFocus } from '@/lib/scroll';
import { storefrontText } from '@/lib/storefront-text';

const text = storefrontText.preorder;

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

export type PreorderField = keyof PreorderFormValues;

export const PREORDER_FIELDS = ['name', 'email', 'date', 'time', 'people', 'phone', 'message'] as const;

/** What an input needs from the form: react-hook-form's `register(name)`, or just its name. */
export type FieldBinding = {
  name: string;
  ref?: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
};

type PreorderFormViewProps = {
  /** The id of the heading that names the form. */
  labelledBy?: string | undefined;
  /** Makes the fields' ids unique on the page. */
  idPrefix: string;
  field: (name: PreorderField) => FieldBinding;
  errors: Partial<Record<PreorderField, string>>;
  /** Today in Dublin (YYYY-MM-DD): no earlier date can be chosen. */
  today: string;
  /** A time that can no longer be booked for the chosen date. */
  isPast: (time: string) => boolean;
  busy: boolean;
  succeeded: boolean;
  /** The e-mail or phone is wrong: the button does not send (checkout-and-account §5). */
  blocked: boolean;
  /** Why the last request failed, shown under the button. */
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement> | undefined;
  onPointerDown?: PointerEventHandler<HTMLFormElement> | undefined;
  formRef?: Ref<HTMLFormElement> | undefined;
};

/**
 * The table request's fields, button and messages as they look (preorder-form.tsx checks and sends
 * them). Free of react-hook-form and zod, so the page can show the form before that code has loaded
 * (preorder-form-on-demand.tsx).
 */
export function PreorderFormView({
  labelledBy,
  idPrefix,
  field,
  errors,
  today,
  isPast,
  busy,
  succeeded,
  blocked,
  failure,
  onSubmit,
  onFocus,
  onPointerDown,
  formRef,
}: PreorderFormViewProps) {
  const fieldId = (name: PreorderField) => `${idPrefix}-${name}`;
  // From the last time on (22:00), every time of the chosen date is greyed out: the field says why.
  const noTimesLeft = PREORDER_TIME_CHOICES.every((choice) => isPast(choice.value));
  const lastTime = PREORDER_TIME_CHOICES.at(-1)?.label ?? '';
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : text.formLabel}
      aria-busy={busy}
      onSubmit={onSubmit}
      onFocus={onFocus}
      onPointerDown={onPointerDown}
      ref={formRef}
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-7"
    >
      <p className="mb-5 text-sm text-ink-muted">{text.required}</p>
      <div className="relative">
        <fieldset inert={succeeded} className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          <TextField
            id={fieldId('name')}
            label={text.name}
            error={errors.name}
            autoComplete="name"
            className={errorRoom}
            {...field('name')}
          />
          <TextField
            id={fieldId('email')}
            label={text.email}
            error={errors.email}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            className={errorRoom}
            {...field('email')}
          />
          <TextField
            id={fieldId('date')}
            label={text.date}
            error={errors.date}
            type="date"
            min={today}
            max={addDays(today, PREORDER_MAX_DAYS_AHEAD)}
            className={errorRoom}
            {...field('date')}
          />
          <SelectField
            id={fieldId('time')}
            label={text.time}
            hint={noTimesLeft ? text.noTimesLeftToday(lastTime) : undefined}
            error={errors.time}
            {...field('time')}
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
            error={errors.people}
            type="number"
            inputMode="numeric"
            min={PREORDER_SEATS_MIN}
            max={PREORDER_SEATS_MAX}
            step={1}
            className={errorRoom}
            {...field('people')}
          />
          <TextField
            id={fieldId('phone')}
            label={text.phone}
            hint={text.phoneHint}
            error={errors.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={errorRoom}
            {...field('phone')}
          />
          <TextareaField
            id={fieldId('message')}
            label={text.message}
            placeholder={text.messagePlaceholder}
            error={errors.message}
            maxLength={PREORDER_MESSAGE_MAX_LENGTH}
            rows={4}
            className={`sm:col-span-2 ${errorRoom}`}
            {...field('message')}
          />
        </fieldset>
        {succeeded && <SuccessOverlay />}
      </div>

      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          // aria-disabled, not disabled: a disabled button loses the keyboard focus it has.
          aria-disabled={busy || blocked || succeeded || undefined}
          className={buttonClasses(
            'primary',
            `w-full px-8 sm:w-auto ${busy || blocked || succeeded ? 'cursor-not-allowed opacity-60' : ''}`,
          )}
        >
          {busy && <Spinner className="size-4" />}
          {busy ? preorderMessages.sending : preorderMessages.sendMessage}
        </button>
        {/* Live regions stay on the page so that what appears in them is announced. */}
        <p role="status" className="text-sm font-semibold text-chutney">
          {succeeded ? preorderMessages.sent : ''}
        </p>
      </div>
      <div role="alert">
        {failure && (
          <p className="mt-4 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}

/** Covers the sent fields while the form shows as sent (checkout-and-account §2.4). */
function SuccessOverlay() {
  const messageRef = useRef<HTMLDivElement>(null);
  // On a phone the form is taller than the screen and the message sits in its middle, above the
  // button just pressed: it is brought into view and takes the focus (read out, kept in place).
  useEffect(() => {
    if (messageRef.current !== null) scrollIntoViewAndFocus(messageRef.current, 'center');
  }, []);
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center bg-white px-6 text-center motion-safe:animate-fade-in">
      <div ref={messageRef} tabIndex={-1} className="flex flex-col items-center outline-none">
        <span className="flex size-16 items-center justify-center rounded-full bg-chutney-soft text-chutney">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-9" fill="none">
            <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </span>
        <p className="mt-4 font-display text-3xl font-bold text-ink">{preorderMessages.successTitle}</p>
        <p className="mt-2 max-w-xs text-ink-muted">{preorderMessages.successText}</p>
      </div>
    </div>
  );
}
