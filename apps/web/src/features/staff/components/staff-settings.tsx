import {
  type ClosedDate,
  centsToEuroString,
  euroStringToCents,
  formatDublinDate,
  type OrderingSettings,
  orderingSettingsSchema,
  POLICY_BODY_MAX_LENGTH,
  type PolicyPageChange,
  policyPageChangeSchema,
  type RestaurantDetails,
  restaurantDetailsSchema,
  type StaffSettings,
  staffMessages,
  staffOpeningHoursSchema,
} from '@tiffin/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { type SettingsChange, useChangeSettings } from '../api/change-settings';
import { useStaffSettings } from '../api/get-staff-settings';
import { useStaffSession } from '../stores/staff-session';
import { StaffFrame } from './staff-frame';

const text = staffMessages.settings;

/** /staff/settings: what orders may be, the opening hours and the closed dates; admins change them. */
export function StaffSettingsPage({ restaurantName }: { restaurantName: string }) {
  const settings = useStaffSettings();
  const admin = useStaffSession((state) => state.session?.member.role === 'admin');
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-3xl space-y-8 p-4">
        {!admin && <Notice role="status">{text.readOnly}</Notice>}
        {settings.isPending && (
          <p className="flex items-center gap-2" role="status">
            <Spinner /> {text.loading}
          </p>
        )}
        {settings.isError && (
          <div className="space-y-2" role="alert">
            <p>{text.failed}</p>
            <button type="button" className={buttonClasses('secondary')} onClick={() => settings.refetch()}>
              {text.retry}
            </button>
          </div>
        )}
        {settings.data && (
          // Each form starts from the settings as loaded and keeps what is typed: a refetch (the
          // window refocused) does not wipe an edit in progress, and a save keeps its 'Saved.'.
          <fieldset disabled={!admin} className="space-y-8">
            <OrderingForm ordering={settings.data.ordering} />
            <HoursForm hours={settings.data.hours} />
            <ClosedDates closed={settings.data.closed_dates} />
            <DetailsForm details={settings.data.details} />
            <Policies policies={settings.data.policies} />
          </fieldset>
        )}
      </main>
    </StaffFrame>
  );
}

/** A settings section with its save button, its error and its saved note. */
function Section({
  title,
  change,
  onSubmit,
  children,
}: {
  title: string;
  change: ReturnType<typeof useChangeSettings>;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {title}
      </h2>
      <form noValidate onSubmit={onSubmit} className="space-y-3 rounded-xl border border-line bg-white p-4">
        {children}
        {change.error && (
          <Notice tone="danger" role="alert">
            {change.error.message}
          </Notice>
        )}
        {change.isSuccess && <p role="status">{text.saved}</p>}
      </form>
    </section>
  );
}

const MONEY_FIELDS = ['minimum_order_cents', 'delivery_base_fee_cents', 'delivery_per_km_cents'] as const;
type Field = keyof OrderingSettings;
const FIELDS = Object.keys(text.fields) as Field[];
const isMoney = (field: Field) => (MONEY_FIELDS as readonly string[]).includes(field);

function OrderingForm({ ordering }: { ordering: OrderingSettings }) {
  const change = useChangeSettings();
  const [values, setValues] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(
        FIELDS.map((field) => [
          field,
          isMoney(field) ? centsToEuroString(ordering[field]) : String(ordering[field]),
        ]),
      ) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = orderingSettingsSchema.safeParse(
      Object.fromEntries(
        FIELDS.map((field) => {
          const value = values[field].trim();
          if (!isMoney(field)) return [field, value === '' ? Number.NaN : Number(value)];
          try {
            return [field, euroStringToCents(value)];
          } catch {
            return [field, Number.NaN];
          }
        }),
      ),
    );
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    change.mutate({ kind: 'ordering', body: parsed.data } satisfies SettingsChange);
  };
  return (
    <Section title={text.ordering} change={change} onSubmit={submit}>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={text.fields[field]}
            inputMode="decimal"
            value={values[field]}
            error={errors[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </div>
      <button type="submit" className={buttonClasses('primary')} disabled={change.isPending}>
        {change.isPending && <Spinner />}
        {text.save}
      </button>
    </Section>
  );
}

type DayHours = { open: boolean; opens_at: string; closes_at: string };

function HoursForm({ hours }: { hours: StaffSettings['hours'] }) {
  const change = useChangeSettings();
  const [days, setDays] = useState<DayHours[]>(() =>
    text.weekdays.map((_, index) => {
      const range = hours.find((row) => row.weekday === index + 1);
      return {
        open: range !== undefined,
        opens_at: range?.opens_at ?? '17:00',
        closes_at: range?.closes_at ?? '22:00',
      };
    }),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const update = (index: number, patch: Partial<DayHours>) =>
    setDays((current) => current.map((day, at) => (at === index ? { ...day, ...patch } : day)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      hours: days.flatMap((day, index) =>
        day.open ? [{ weekday: index + 1, opens_at: day.opens_at, closes_at: day.closes_at }] : [],
      ),
    };
    const parsed = staffOpeningHoursSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const day = typeof issue?.path[1] === 'number' ? body.hours[issue.path[1]]?.weekday : undefined;
      setProblem(`${day ? `${text.weekdays[day - 1]}: ` : ''}${issue?.message ?? ''}`);
      return;
    }
    setProblem(null);
    change.mutate({ kind: 'hours', body: parsed.data });
  };
  return (
    <Section title={text.hours} change={change} onSubmit={submit}>
      <ul className="space-y-2">
        {text.weekdays.map((day, index) => {
          const hoursOfDay = days[index] as DayHours;
          return (
            <li key={day} className="flex flex-wrap items-center gap-3">
              <label className="flex min-h-11 w-40 items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  checked={hoursOfDay.open}
                  onChange={(event) => update(index, { open: event.target.checked })}
                  aria-label={text.open(day)}
                  className="size-5 accent-saffron"
                />
                {day}
              </label>
              <input
                type="time"
                aria-label={text.opensAt(day)}
                value={hoursOfDay.opens_at}
                disabled={!hoursOfDay.open}
                onChange={(event) => update(index, { opens_at: event.target.value })}
                className="min-h-11 rounded-lg border border-line px-2"
              />
              <span aria-hidden="true">–</span>
              <input
                type="time"
                aria-label={text.closesAt(day)}
                value={hoursOfDay.closes_at}
                disabled={!hoursOfDay.open}
                onChange={(event) => update(index, { closes_at: event.target.value })}
                className="min-h-11 rounded-lg border border-line px-2"
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
    </Section>
  );
}

function ClosedDates({ closed }: { closed: ClosedDate[] }) {
  const change = useChangeSettings();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date === '') return;
    change.mutate({
      kind: 'close-date',
      body: { date, reason: reason.trim() === '' ? null : reason.trim() },
    });
  };
  return (
    <Section title={text.closedDates} change={change} onSubmit={submit}>
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
        <TextField
          label={text.date}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <TextField
          label={text.reason}
          value={reason}
          maxLength={100}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <button type="submit" className={buttonClasses('secondary')} disabled={change.isPending || date === ''}>
        {change.isPending && <Spinner />}
        {text.close}
      </button>
    </Section>
  );
}

type DetailField = keyof typeof text.detailFields;
const DETAIL_FIELDS = Object.keys(text.detailFields) as DetailField[];
const NUMBER_FIELDS: readonly DetailField[] = [
  'latitude',
  'longitude',
  'wait_min_minutes',
  'wait_max_minutes',
];

function DetailsForm({ details }: { details: RestaurantDetails }) {
  const change = useChangeSettings();
  const [values, setValues] = useState<Record<DetailField, string>>(
    () =>
      Object.fromEntries(DETAIL_FIELDS.map((field) => [field, String(details[field])])) as Record<
        DetailField,
        string
      >,
  );
  const [phones, setPhones] = useState(details.phones.join('\n'));
  const [errors, setErrors] = useState<Partial<Record<keyof RestaurantDetails, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = restaurantDetailsSchema.safeParse({
      ...Object.fromEntries(
        DETAIL_FIELDS.map((field) => {
          const value = values[field].trim();
          if (!NUMBER_FIELDS.includes(field)) return [field, value];
          return [field, value === '' ? Number.NaN : Number(value)];
        }),
      ),
      phones: phones
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    change.mutate({ kind: 'details', body: parsed.data });
  };
  const phonesId = useId();
  return (
    <Section title={text.details} change={change} onSubmit={submit}>
      <div className="grid gap-3 sm:grid-cols-2">
        {DETAIL_FIELDS.map((field) => (
          <TextField
            key={field}
            label={text.detailFields[field]}
            inputMode={NUMBER_FIELDS.includes(field) ? 'decimal' : undefined}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </div>
      <div>
        <label htmlFor={phonesId} className="mb-1.5 block text-sm font-semibold">
          {text.phones}
        </label>
        <textarea
          id={phonesId}
          value={phones}
          rows={3}
          onChange={(event) => setPhones(event.target.value)}
          aria-invalid={errors.phones ? true : undefined}
          aria-describedby={errors.phones ? `${phonesId}-error` : undefined}
          className="w-full rounded-xl border border-line bg-white px-3 py-2"
        />
        {errors.phones && (
          <p id={`${phonesId}-error`} className="mt-1 text-sm text-danger">
            {errors.phones}
          </p>
        )}
      </div>
      <button type="submit" className={buttonClasses('primary')} disabled={change.isPending}>
        {change.isPending && <Spinner />}
        {text.save}
      </button>
    </Section>
  );
}

function Policies({ policies }: { policies: StaffSettings['policies'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {text.policies}
      </h2>
      <p className="text-sm text-ink-muted">{text.placeholders}</p>
      {policies.map((policy) => (
        <PolicyForm key={policy.slug} policy={policy} />
      ))}
    </section>
  );
}

function PolicyForm({ policy }: { policy: StaffSettings['policies'][number] }) {
  const change = useChangeSettings();
  const [title, setTitle] = useState(policy.title);
  const [body, setBody] = useState(policy.body);
  const [errors, setErrors] = useState<Partial<Record<keyof PolicyPageChange, string>>>({});
  const bodyId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = policyPageChangeSchema.safeParse({ title, body });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    change.mutate({ kind: 'policy', slug: policy.slug, body: parsed.data });
  };
  return (
    <details className="rounded-xl border border-line bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">
        {policy.title}{' '}
        <span className="ml-2 font-mono text-sm font-normal text-ink-muted">/{policy.slug}</span>
      </summary>
      <form noValidate onSubmit={submit} className="space-y-3 border-t border-line p-4">
        <TextField
          label={text.policyTitle}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div>
          <label htmlFor={bodyId} className="mb-1.5 block text-sm font-semibold">
            {text.policyBody}
          </label>
          <textarea
            id={bodyId}
            value={body}
            rows={12}
            maxLength={POLICY_BODY_MAX_LENGTH}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${bodyId}-error` : undefined}
            className="w-full rounded-xl border border-line bg-white px-3 py-2 font-mono text-sm"
          />
          {errors.body && (
            <p id={`${bodyId}-error`} className="mt-1 text-sm text-danger">
              {errors.body}
            </p>
          )}
        </div>
        {change.error && (
          <Notice tone="danger" role="alert">
            {change.error.message}
          </Notice>
        )}
        {change.isSuccess && <p role="status">{text.saved}</p>}
        <button type="submit" className={buttonClasses('primary')} disabled={change.isPending}>
          {change.isPending && <Spinner />}
          {text.savePolicy(policy.title)}
        </button>
      </form>
    </details>
  );
}
