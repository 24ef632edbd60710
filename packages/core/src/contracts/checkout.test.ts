import { describe, expect, it } from 'vitest';
import { couponAvailability } from '../order-rules.ts';
import { discountCents } from '../pricing.ts';
import {
  addressChoiceSchema,
  type Coupon,
  couponApplyQuerySchema,
  couponDiscountOf,
  couponRulesOf,
  orderContactSchema,
  orderNoteSchema,
  slotChoiceSchema,
  slotsRequestSchema,
} from './checkout.ts';

const coupon: Coupon = {
  id: 1,
  code: 'SAVE5',
  title: '€5 off orders over €30',
  discount: '5.00',
  discount_type: 'amount',
  start_date: '2026-01-01',
  expire_date: '2030-12-31',
  total_uses: 41,
  limit: 500,
  min_purchase: '30.00',
  status: 1,
};

describe('checkout contracts', () => {
  it('takes a real Dublin date only', () => {
    expect(slotsRequestSchema.parse({ date: ' 2026-11-23 ' })).toEqual({ date: '2026-11-23' });
    const messageFor = (date: unknown) => slotsRequestSchema.safeParse({ date }).error?.issues[0]?.message;
    expect(messageFor('')).toBe('Please choose a date');
    expect(messageFor(undefined)).toBe('Please choose a date');
    expect(messageFor('2026-02-30')).toBe('Please choose a valid date');
    expect(messageFor('23/11/2026')).toBe('Please choose a valid date');
  });

  it("asks for a coupon code in the spec's words and takes the spec's restaurant_id as text", () => {
    expect(couponApplyQuerySchema.safeParse({ code: '  ' }).error?.issues[0]?.message).toBe(
      'Please enter a coupon code',
    );
    expect(couponApplyQuerySchema.parse({ code: ' save5 ', restaurant_id: '2' })).toEqual({
      code: 'save5',
      restaurant_id: 2,
    });
    expect(couponApplyQuerySchema.parse({ code: 'SAVE5' })).toEqual({ code: 'SAVE5' });
  });

  it("reads a coupon's discount and rules as core's pricing takes them", () => {
    expect(couponDiscountOf(coupon)).toEqual({ discountType: 'amount', discount: 500 });
    expect(discountCents(couponDiscountOf(coupon), 3000)).toBe(500);
    const percent = { ...coupon, discount: '10.00', discount_type: 'percent' as const };
    expect(couponDiscountOf(percent)).toEqual({ discountType: 'percent', discount: 10 });
    expect(discountCents(couponDiscountOf(percent), 2345)).toBe(235);
    expect(couponAvailability(couponRulesOf(coupon), '2026-11-23')).toBe('available');
    expect(couponAvailability(couponRulesOf({ ...coupon, total_uses: 500 }), '2026-11-23')).toBe(
      'limit_reached',
    );
  });
});

describe('the checkout dialogs’ choices', () => {
  const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('needs the contact’s name and phone, and keeps them as typed', () => {
    expect(messagesOf(orderContactSchema.safeParse({ name: ' ', phone: '' }))).toEqual([
      'name: Full name is required',
      'phone: Phone number is required',
    ]);
    expect(orderContactSchema.parse({ name: ' Aoife ', phone: '087 1' })).toEqual({
      name: ' Aoife ',
      phone: '087 1',
    });
  });

  it('keeps the order note as typed, up to its length', () => {
    expect(orderNoteSchema.parse({ note: ' Ring twice ' })).toEqual({ note: ' Ring twice ' });
    expect(orderNoteSchema.safeParse({ note: 'x'.repeat(501) }).success).toBe(false);
  });

  it('refuses in the dialogs what the order would refuse: a line break or an override in the contact, a NUL in the note', () => {
    expect(messagesOf(orderContactSchema.safeParse({ name: 'Aoife\u202E', phone: '087\r\n1' }))).toEqual([
      'name: Please remove the hidden characters from this field',
      'phone: Please remove the hidden characters from this field',
    ]);
    expect(orderNoteSchema.parse({ note: 'Ring\nKnock' })).toEqual({ note: 'Ring\nKnock' });
    expect(orderNoteSchema.safeParse({ note: 'Ring\u0000' }).success).toBe(false);
  });

  it('needs a date and one of its slots', () => {
    expect(slotChoiceSchema.parse({ date: '2026-11-23', time: '6:15 PM' })).toEqual({
      date: '2026-11-23',
      time: '6:15 PM',
    });
    expect(messagesOf(slotChoiceSchema.safeParse({ date: '2026-11-23', time: '' }))).toEqual([
      'time: Select a time slot',
    ]);
  });

  it('reads the chosen address’s id from the radio’s value', () => {
    expect(addressChoiceSchema.parse({ address_id: '3' })).toEqual({ address_id: 3 });
  });
});
