import { orderMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  buildCoupon,
  buildDraft,
  buildLine,
  buildQuote,
  buildSavedAddress,
  buildSlots,
} from '../testing/place-order-fixtures';
import {
  checkChosenSlot,
  checkCoupon,
  checkCouponRefusal,
  checkOrderBasics,
  couponRefusalText,
  isPastDateRefusal,
  itemsSubtotalCents,
  missingItems,
} from './validate-order';

const m = orderMessages.checkout.missingInformation;
const MINIMUM = 1500;

describe('the place-order checks of §5, in order', () => {
  it('an empty cart comes first, whatever else is missing', () => {
    const draft = buildDraft({ contactName: '', time: null });
    expect(checkOrderBasics({ draft, lines: [], quote: undefined, minimumOrderCents: MINIMUM })).toEqual({
      kind: 'cartEmpty',
    });
  });

  it('then the minimum, from the server’s subtotal when the quote is there, with the difference', () => {
    const draft = buildDraft({ contactName: '' });
    // The basket's preview says €19.00; the server's subtotal is what counts.
    const lines = [buildLine()];
    expect(
      checkOrderBasics({
        draft,
        lines,
        quote: buildQuote({ subtotal: '12.40' }),
        minimumOrderCents: MINIMUM,
      }),
    ).toEqual({ kind: 'minimum', currentCents: 1240, minimumCents: 1500, differenceCents: 260 });
  });

  it('the minimum from the lines when there is no quote yet', () => {
    const lines = [buildLine({ quantity: 1, unitPriceCents: 1100 })];
    expect(
      checkOrderBasics({ draft: buildDraft(), lines, quote: undefined, minimumOrderCents: MINIMUM }),
    ).toMatchObject({ kind: 'minimum', currentCents: 1100, differenceCents: 400 });
    expect(
      itemsSubtotalCents([buildLine(), buildLine({ quantity: 1, unitPriceCents: 300 })], undefined),
    ).toBe(2200);
  });

  it('exactly the minimum is enough', () => {
    const lines = [buildLine()];
    expect(
      checkOrderBasics({
        draft: buildDraft(),
        lines,
        quote: buildQuote({ subtotal: '15.00' }),
        minimumOrderCents: MINIMUM,
      }),
    ).toEqual({ kind: 'ok' });
  });

  it('then every missing item, in the spec’s order, each with the modal that completes it', () => {
    const draft = buildDraft({
      mode: 'delivery',
      contactName: ' ',
      contactPhone: '',
      time: null,
      address: null,
    });
    expect(
      checkOrderBasics({ draft, lines: [buildLine()], quote: buildQuote(), minimumOrderCents: MINIMUM }),
    ).toEqual({
      kind: 'missing',
      items: [
        { label: m.name, modal: 'details' },
        { label: m.phone, modal: 'details' },
        { label: m.time, modal: 'time' },
        { label: m.deliveryAddress, modal: 'address' },
      ],
    });
  });

  it('asks for an address only for delivery, and for a time when the date is missing too', () => {
    expect(missingItems(buildDraft({ mode: 'collection', address: null }))).toEqual([]);
    expect(missingItems(buildDraft({ mode: 'delivery', address: buildSavedAddress() }))).toEqual([]);
    expect(missingItems(buildDraft({ date: null }))).toEqual([{ label: m.time, modal: 'time' }]);
    expect(missingItems(buildDraft({ contactPhone: '' }))).toEqual([{ label: m.phone, modal: 'details' }]);
  });

  it('asks again for an address kept from before the form asked for a house, road or Eircode', () => {
    const pointOnly = buildSavedAddress({ house: null, road: null, eircode: null });
    expect(missingItems(buildDraft({ mode: 'delivery', address: pointOnly }))).toEqual([
      { label: m.deliveryAddress, modal: 'address' },
    ]);
    expect(
      missingItems(buildDraft({ mode: 'delivery', address: { ...pointOnly, eircode: 'E25 X9T4' } })),
    ).toEqual([]);
  });
});

describe('the chosen time (§5 step 4)', () => {
  it('is fine while the slots still offer it and it is later than now', () => {
    expect(checkChosenSlot('6:15 PM', buildSlots())).toBe('ok');
  });

  it('is no longer available when the slots left it out (a full slot)', () => {
    expect(checkChosenSlot('6:15 PM', buildSlots({ slots: ['6:00 PM', '6:30 PM'] }))).toBe('slotUnavailable');
  });

  it('is in the past today by the server’s Dublin clock, which is said before “no longer available”', () => {
    expect(checkChosenSlot('6:15 PM', buildSlots({ current_time: '18:15', slots: ['6:30 PM'] }))).toBe(
      'pastTime',
    );
    expect(checkChosenSlot('6:15 PM', buildSlots({ current_time: '18:20', slots: [] }))).toBe('pastTime');
    // Another day: the clock does not matter.
    expect(checkChosenSlot('6:15 PM', buildSlots({ is_today: false, current_time: '21:00' }))).toBe('ok');
  });

  it('a date the server refuses as before its today is in the past; its other refusals are not', () => {
    const refusal = (message: string, code = 'date') => new ApiError(400, message, [{ code, message }]);
    expect(isPastDateRefusal(refusal(orderMessages.slots.dateInPast))).toBe(true);
    expect(isPastDateRefusal(refusal(orderMessages.slots.dateTooFar(7)))).toBe(false);
    expect(isPastDateRefusal(new ApiError(0, 'Network error'))).toBe(false);
  });

  it('a label it cannot read cannot be validated', () => {
    expect(checkChosenSlot('quarter past six', buildSlots())).toBe('unableToValidate');
  });
});

describe('the coupon (§5 step 5)', () => {
  const today = '2026-11-23';

  it('passes a usable coupon whose minimum the subtotal reaches', () => {
    expect(checkCoupon(buildCoupon(), 1500, today)).toEqual({ kind: 'ok' });
  });

  it('the minimum purchase first, then expiry, then the limit', () => {
    const everythingWrong = buildCoupon({
      min_purchase: '30.00',
      expire_date: '2026-11-01',
      total_uses: 100,
    });
    expect(checkCoupon(everythingWrong, 1900, today)).toEqual({ kind: 'minimum', minPurchaseCents: 3000 });
    expect(checkCoupon(everythingWrong, 3000, today)).toEqual({ kind: 'expired' });
    expect(checkCoupon(buildCoupon({ total_uses: 100 }), 3000, today)).toEqual({ kind: 'limit' });
  });

  it('a coupon switched off or not started is unusable in the server’s words', () => {
    expect(checkCoupon(buildCoupon({ status: 0 }), 3000, today)).toEqual({
      kind: 'unusable',
      message: orderMessages.coupons.refusals.inactive,
    });
    expect(checkCoupon(buildCoupon({ start_date: '2026-12-01' }), 3000, today)).toEqual({
      kind: 'unusable',
      message: orderMessages.coupons.refusals.not_started,
    });
  });

  it('reads the apply call’s refusal by its code, whatever its message says', () => {
    const { refusals } = orderMessages.coupons;
    const refused = (code: string, message = 'Something else entirely.') =>
      new ApiError(422, message, [{ code, message }]);
    expect(checkCouponRefusal(refused('coupon_expired'))).toEqual({ kind: 'expired' });
    expect(checkCouponRefusal(refused('coupon_limit_reached'))).toEqual({ kind: 'limit' });
    expect(checkCouponRefusal(refused('coupon_not_found'))).toEqual({
      kind: 'unusable',
      message: refusals.not_found,
    });
    expect(checkCouponRefusal(refused('coupon_inactive'))).toEqual({
      kind: 'unusable',
      message: refusals.inactive,
    });
    expect(checkCouponRefusal(refused('coupon_not_started'))).toEqual({
      kind: 'unusable',
      message: refusals.not_started,
    });
    // The minimum's text names its amount: the server's words.
    const minimum = orderMessages.coupons.minimumNotMet.message(3000);
    expect(checkCouponRefusal(refused('coupon_minimum', minimum))).toEqual({
      kind: 'unusable',
      message: minimum,
    });
    // The texts once matched on no longer decide: another code, or no answer, is not a refusal.
    expect(checkCouponRefusal(refused('invalid_coupon', refusals.expired))).toBeNull();
    expect(checkCouponRefusal(new ApiError(0, refusals.limit_reached))).toBeNull();
    expect(checkCouponRefusal(new Error(refusals.expired))).toBeNull();
  });

  it('words a refusal by its code for the coupon entry, and nothing else', () => {
    const { refusals } = orderMessages.coupons;
    const refused = (code: string) => new ApiError(422, 'Other words.', [{ code, message: 'Other words.' }]);
    expect(couponRefusalText(refused('coupon_not_found'))).toBe(refusals.not_found);
    expect(couponRefusalText(refused('coupon_inactive'))).toBe(refusals.inactive);
    expect(couponRefusalText(refused('coupon_expired'))).toBe(refusals.expired);
    expect(couponRefusalText(refused('coupon_not_started'))).toBe(refusals.not_started);
    expect(couponRefusalText(refused('coupon_limit_reached'))).toBe(refusals.limit_reached);
    expect(couponRefusalText(refused('code'))).toBeNull();
    expect(couponRefusalText(new ApiError(0, orderMessages.coupons.applyFailed))).toBeNull();
  });
});
