import {
  addDays,
  type CouponChange,
  centsToEuroString,
  couponAvailability,
  couponChangeSchema,
  dublinDate,
  type StaffCoupon,
} from '@tiffin/core';
import { useId, useState } from 'react';
import { CheckboxField, RadioField } from '@/components/form/checkbox-field';
import { checkedWhenSent, Form, formSchema, useSchemaForm } from '@/components/form/form';
import { centsFromEuros, numberFromText } from '@/components/form/form-values';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useStaffCoupons } from '../api/get-staff-coupons';
import { useSaveCoupon } from '../api/save-coupon';

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

/** The coupon as typed: the discount a percent or euros, the minimum in euros. */
type CouponFields = Record<Exclude<keyof CouponChange, 'active' | 'discount_type'>, string> &
  Pick<CouponChange, 'active' | 'discount_type'>;

function fieldsOf(coupon: StaffCoupon | null): CouponFields {
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

const couponForm = formSchema(couponChangeSchema, (fields: CouponFields) => ({
  ...fields,
  discount:
    fields.discount_type === 'percent' ? numberFromText(fields.discount) : centsFromEuros(fields.discount),
  min_purchase_cents: centsFromEuros(fields.min_purchase_cents),
  limit: numberFromText(fields.limit),
}));

/** The coupon form: euros and percent as the admin types them, checked with the server's schema. */
function CouponForm({
  coupon,
  onDone,
}: {
  coupon: StaffCoupon | null;
  onDone: (savedCode: string | null) => void;
}) {
  const save = useSaveCoupon();
  const form = useSchemaForm(couponForm, { ...checkedWhenSent, defaultValues: fieldsOf(coupon) });
  const { register } = form;
  const { errors } = form.formState;
  const percent = form.watch('discount_type') === 'percent';
  const headingId = useId();
  return (
    <Form
      form={form}
      onSubmit={(saved) =>
        save.mutate(
          { couponId: coupon?.id ?? null, coupon: saved },
          { onSuccess: (savedCoupon) => onDone(savedCoupon.code) },
        )
      }
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border-2 border-saffron bg-white p-4"
    >
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {coupon ? text.edit(coupon.code) : text.add}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={text.code} error={errors.code?.message} {...register('code')} />
        <TextField label={text.couponTitle} error={errors.title?.message} {...register('title')} />
        <fieldset className="space-y-1">
          <legend className="mb-1.5 text-sm font-semibold">{text.discountType}</legend>
          {(['percent', 'amount'] as const).map((type) => (
            <RadioField
              key={type}
              label={type === 'percent' ? text.percent : text.amount}
              value={type}
              {...register('discount_type')}
            />
          ))}
        </fieldset>
        {/* One input for both: a percent, or euros read as cents; the label says which. */}
        <TextField
          label={percent ? text.discountPercent : text.discountAmount}
          inputMode="decimal"
          error={errors.discount?.message}
          {...register('discount')}
        />
        <MoneyField
          label={text.minPurchase}
          error={errors.min_purchase_cents?.message}
          {...register('min_purchase_cents')}
        />
        <TextField
          label={text.limit}
          inputMode="decimal"
          error={errors.limit?.message}
          {...register('limit')}
        />
        <TextField
          label={text.startDate}
          type="date"
          error={errors.start_date?.message}
          {...register('start_date')}
        />
        <TextField
          label={text.expireDate}
          type="date"
          error={errors.expire_date?.message}
          {...register('expire_date')}
        />
      </div>
      <CheckboxField label={text.active} className="font-semibold" {...register('active')} />
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
    </Form>
  );
}
