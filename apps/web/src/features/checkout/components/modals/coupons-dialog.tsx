import {
  COUPON_COPIED_MS,
  type Coupon,
  type CouponAvailability,
  couponAvailability,
  couponRulesOf,
  dublinDate,
  euroStringToCents,
  formatEuro,
  formMessages,
  messages,
  orderMessages,
} from '@tiffin/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { controlBase } from '@/components/form/field-frame';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useApplyCoupon, useCoupons } from '../../api/coupons';
import { couponRefusalText } from '../../utils/validate-order';

const m = orderMessages.coupons;
const d = orderMessages.checkout.couponDialog;

type CouponsDialogProps = {
  open: boolean;
  onClose: () => void;
  /** A coupon the server accepted: the draft keeps its code and the quote shows the discount. */
  onApplied: (coupon: Coupon) => void;
  now?: () => Date;
};

/**
 * Coupons and offers (§2.6, §4 "Coupon", §5 "Coupon entry"): the restaurant's coupons with
 * 'Expired', 'Limit Reached' (and its overlay) or 'Inactive', a copy button that says so for 2 s, and
 * the entry whose Apply asks the server.
 */
export function CouponsDialog({ open, onClose, ...props }: CouponsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={orderMessages.checkout.couponsAndOffers}
      closeLabel={messages.common.close}
    >
      <CouponsContent {...props} onClose={onClose} />
    </Dialog>
  );
}

const LABELS: Partial<Record<CouponAvailability, string>> = {
  expired: m.expired,
  limit_reached: m.limitReached,
  inactive: m.inactive,
  // Not yet started: not usable today, shown as the spec's 'Inactive'.
  not_started: m.inactive,
};

function CouponsContent({ onApplied, onClose, now = () => new Date() }: Omit<CouponsDialogProps, 'open'>) {
  const coupons = useCoupons();
  const apply = useApplyCoupon();
  const [code, setCode] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const [copied, setCopied] = useState<number | null>(null);
  const id = useId();
  const today = dublinDate(now());

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COUPON_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = (coupon: Coupon) => {
    // Without the clipboard (an insecure page, a refusal) the code is still put in the entry.
    navigator.clipboard?.writeText(coupon.code).catch(() => undefined);
    setCode(coupon.code);
    setEntryError(null);
    setCopied(coupon.id);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    if (code.trim() === '') {
      setEntryError(formMessages.validation.couponCodeRequired);
      return;
    }
    setEntryError(null);
    try {
      const coupon = await apply.mutateAsync(code);
      onApplied(coupon);
      onClose();
    } catch (error) {
      // A refusal says its reason by its code; any other failure in its own words.
      setEntryError(
        couponRefusalText(error) ?? (error instanceof Error && error.message ? error.message : m.applyFailed),
      );
    }
  };

  return (
    <div className="grid gap-5 p-5">
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold">
          {d.code}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            value={code}
            readOnly={apply.isPending}
            autoCapitalize="characters"
            aria-invalid={entryError ? true : undefined}
            aria-describedby={entryError ? `${id}-error` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setEntryError(null);
            }}
            className={`${controlBase} min-h-12 uppercase ${entryError ? 'border-danger' : 'border-line'}`}
          />
          <button
            type="submit"
            className={buttonClasses('primary', 'shrink-0')}
            disabled={code.trim() === '' || apply.isPending}
          >
            {apply.isPending ? d.applying : d.apply}
          </button>
        </div>
        {entryError && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {entryError}
          </p>
        )}
      </form>

      <section aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`} className="mb-2 text-sm font-semibold">
          {d.available}
        </h3>
        {coupons.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" /> {d.loading}
          </p>
        ) : coupons.isError ? (
          <Notice tone="danger" role="alert">
            {coupons.error.message || m.fetchFailed}
          </Notice>
        ) : coupons.data.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.none}</p>
        ) : (
          <ul className="grid gap-3">
            {coupons.data.map((coupon) => (
              <CouponCard
                key={coupon.id}
                coupon={coupon}
                availability={couponAvailability(couponRulesOf(coupon), today)}
                copied={copied === coupon.id}
                onCopy={() => copy(coupon)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

type CouponCardProps = {
  coupon: Coupon;
  availability: CouponAvailability;
  copied: boolean;
  onCopy: () => void;
};

function CouponCard({ coupon, availability, copied, onCopy }: CouponCardProps) {
  const label = LABELS[availability];
  const minPurchaseCents = euroStringToCents(coupon.min_purchase);
  const off =
    coupon.discount_type === 'percent'
      ? d.percentOff(String(Number(coupon.discount)))
      : d.amountOff(formatEuro(euroStringToCents(coupon.discount)));
  return (
    <li
      aria-label={coupon.title}
      className={`relative overflow-hidden rounded-xl border border-dashed p-4 ${label ? 'border-line bg-cream-deep text-ink-muted' : 'border-saffron bg-white'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{coupon.title}</p>
          <p className="text-sm">{off}</p>
          {minPurchaseCents > 0 && (
            <p className="text-xs text-ink-muted">{m.minPurchase(minPurchaseCents)}</p>
          )}
          <p className="text-xs text-ink-muted">{d.validUntil(coupon.expire_date)}</p>
        </div>
        {label && (
          <span className="shrink-0 rounded-full bg-danger-soft px-2.5 py-1 text-xs font-semibold text-danger">
            {label}
          </span>
        )}
      </div>
      <div className="mt-3 flex items-center gap-3">
        <code
          id={`coupon-code-${coupon.id}`}
          className="rounded-lg bg-cream px-2.5 py-1 font-mono text-sm font-semibold"
        >
          {coupon.code}
        </code>
        {label === undefined && (
          <button
            type="button"
            onClick={onCopy}
            aria-describedby={`coupon-code-${coupon.id}`}
            className={buttonClasses('secondary', 'min-h-9 px-3 text-xs')}
          >
            {copied ? m.copied : d.copy}
          </button>
        )}
        <span aria-live="polite" className="sr-only">
          {copied ? m.copied : ''}
        </span>
      </div>
      {availability === 'limit_reached' && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          <span className="-rotate-12 rounded-lg border-2 border-danger px-3 py-1 font-display text-lg font-bold text-danger">
            {m.limitReachedOverlay}
          </span>
        </div>
      )}
    </li>
  );
}
