import {
  addDays,
  type CouponChange,
  centsToEuroString,
  couponAvailability,
  couponChangeSchema,
  dublinDate,
  euroStringToCents,
  type StaffCoupon,
  staffMessages,
} from '@tiffin/core';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useStaffCoupons } from '../api/get-staff-coupons';
import { useSaveCoupon } from '../api/save-coupon';
import { useStaffSession } from '../stores/staff-session';
import { QueryState } from './query-state';
import { StaffFrame } from './staff-frame';

const text = staffMessages.coupons;
const euros = (cents: number) => `€${centsToEuroString(cents)}`;
const shortDate = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (date: string) => shortDate.format(new Date(`${date}T12:00:00Z`));
/** A new coupon runs for a month from today, 100 uses, unless the admin says otherwise. */
const NEW_COUPON_DAYS = 30;
const NEW_COUPON_LIMIT = 100;

/** Whether customers can use it today (Dublin): on, off, ended, not started or used up. */
function AvailabilityBadge({ coupon }: { coupon: StaffCoupon }) {
  const availability = couponAvailability(
    {
      status: coupon.active ? 1 : 0,
      startDate: coupon.start_date,
      expireDate: coupon.expire_date,
      totalUses: coupon.total_uses,
      limit: coupon.limit,
    },
    dublinDate(new Date()),
  );
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${availability === 'available' ? 'bg-chutney-soft text-chutney' : 'bg-cream-deep text-ink-muted'}`}
    >
      {text.availability[availability]}
    </span>
  );
}

/** Which coupon the form edits: a new one, an existing one, or none (the form is closed). */
type Editing = { coupon: StaffCoupon | null } | null;

/** /staff/coupons: every coupon with its uses; admins create, change and switch them off. */
export function StaffCoupons({ restaurantName }: { restaurantName: string }) {
  const coupons = useStaffCoupons();
  const admin = useStaffSession((state) => state.session?.member.role === 'admin');
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const edit = (coupon: StaffCoupon | null) => {
    setSaved(null);
    setEditing({ coupon });
  };
  const done = (savedCode: string | null) => {
    setSaved(savedCode);
    setEditing(null);
  };
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-3xl space-y-4 p-4">
        {!admin && <Notice role="status">{text.adminsOnly}</Notice>}
        {saved && (
          <Notice tone="success" role="status">
            {text.saved(saved)}
          </Notice>
        )}
        {admin && editing === null && (
          <button type="button" className={buttonClasses('primary')} onClick={() => edit(null)}>
            {text.add}
          </button>
        )}
        {editing?.coupon === null && <CouponForm coupon={null} onDone={done} />}
        <QueryState query={coupons} loading={text.loading} failed={text.failed} retry={text.retry} />
        {coupons.data?.coupons.length === 0 && <p>{text.none}</p>}
        <ul className="space-y-3">
          {coupons.data?.coupons.map((coupon) =>
            editing?.coupon?.id === coupon.id ? (
              <li key={coupon.id}>
                <CouponForm coupon={coupon} onDone={done} />
              </li>
            ) : (
              <li
                key={coupon.id}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-4"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-lg font-bold">{coupon.code}</span>
                    <AvailabilityBadge coupon={coupon} />
                  </p>
                  <p>{coupon.title}</p>
                  <p className="text-sm text-ink-muted">
                    {text.off(
                      coupon.discount_type === 'percent' ? `${coupon.discount}%` : euros(coupon.discount),
                    )}
                    {coupon.min_purchase_cents > 0 && ` ${text.minimum(euros(coupon.min_purchase_cents))}`} ·{' '}
                    {text.dates(dateOf(coupon.start_date), dateOf(coupon.expire_date))} ·{' '}
                    {text.uses(coupon.total_uses, coupon.limit)}
                  </p>
                </div>
                {admin && editing === null && (
                  <button
                    type="button"
                    className={buttonClasses('secondary')}
                    onClick={() => edit(coupon)}
                    aria-label={text.edit(coupon.code)}
                  >
                    {text.editButton}
                  </button>
                )}
              </li>
            ),
          )}
        </ul>
      </main>
    </StaffFrame>
  );
}

type FormValues = Record<Exclude<keyof CouponChange, 'active' | 'discount_type'>, string> &
  Pick<CouponChange, 'active' | 'discount_type'>;

function valuesOf(coupon: StaffCoupon | null): FormValues {
  if (!coupon) {
    const today = dublinDate(new Date());
    return {
      code: '',
      title: '',
      discount_type: 'percent',
      discount: '',
      min_purchase_cents: '0.00',
      start_date: today,
      expire_date: addDays(today, NEW_COUPON_DAYS),
      limit: String(NEW_COUPON_LIMIT),
      active: true,
    };
  }
  return {
    code: coupon.code,
    title: coupon.title,
    discount_type: coupon.discount_type,
    discount:
      coupon.discount_type === 'percent' ? String(coupon.discount) : centsToEuroString(coupon.discount),
    min_purchase_cents: centsToEuroString(coupon.min_purchase_cents),
    start_date: coupon.start_date,
    expire_date: coupon.expire_date,
    limit: String(coupon.limit),
    active: coupon.active,
  };
}

const centsOrNaN = (euros: string) => {
  try {
    return euroStringToCents(euros.trim());
  } catch {
    return Number.NaN;
  }
};
const numberOrNaN = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The coupon form: euros and percent as the admin types them, checked with the server's schema. */
function CouponForm({
  coupon,
  onDone,
}: {
  coupon: StaffCoupon | null;
  onDone: (savedCode: string | null) => void;
}) {
  const save = useSaveCoupon();
  const [values, setValues] = useState(() => valuesOf(coupon));
  const [errors, setErrors] = useState<Partial<Record<keyof CouponChange, string>>>({});
  const headingId = useId();
  const set = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = couponChangeSchema.safeParse({
      ...values,
      discount:
        values.discount_type === 'percent' ? numberOrNaN(values.discount) : centsOrNaN(values.discount),
      min_purchase_cents: centsOrNaN(values.min_purchase_cents),
      limit: numberOrNaN(values.limit),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { couponId: coupon?.id ?? null, coupon: parsed.data },
      { onSuccess: (savedCoupon) => onDone(savedCoupon.code) },
    );
  };
  const field = (
    name: Exclude<keyof FormValues, 'active' | 'discount_type'>,
    label: string,
    type = 'text',
  ) => (
    <TextField
      label={label}
      type={type}
      inputMode={type === 'text' && name !== 'code' && name !== 'title' ? 'decimal' : undefined}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border-2 border-saffron bg-white p-4"
    >
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {coupon ? text.edit(coupon.code) : text.add}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('code', text.code)}
        {field('title', text.couponTitle)}
        <fieldset className="space-y-1">
          <legend className="mb-1.5 text-sm font-semibold">{text.discountType}</legend>
          {(['percent', 'amount'] as const).map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="discount_type"
                checked={values.discount_type === type}
                onChange={() => set({ discount_type: type })}
                className="size-5 accent-saffron"
              />
              {type === 'percent' ? text.percent : text.amount}
            </label>
          ))}
        </fieldset>
        {field('discount', values.discount_type === 'percent' ? text.discountPercent : text.discountAmount)}
        {field('min_purchase_cents', text.minPurchase)}
        {field('limit', text.limit)}
        {field('start_date', text.startDate, 'date')}
        {field('expire_date', text.expireDate, 'date')}
      </div>
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => set({ active: event.target.checked })}
          className="size-5 accent-saffron"
        />
        {text.active}
      </label>
      {save.error && (
        <Notice tone="danger" role="alert">
          {save.error.message}
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses('primary')} disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {coupon ? text.save : text.create}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => onDone(null)}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
