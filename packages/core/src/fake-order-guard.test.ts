import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GUARD_RULES,
  type GuardedOrder,
  type GuardRules,
  guardRulesSchema,
  internationalPhone,
  markValueOf,
  trippedRules,
} from './fake-order-guard.ts';

const everyRule: GuardRules = {
  firstOrder: true,
  basketOver: { on: true, amountCents: 8_000 },
  lateAfter: { on: true, time: '22:30' },
  newAddress: true,
  phonePrefixes: ['+353'],
};
const ordinary: GuardedOrder = {
  paymentMethod: 'cash_on_delivery',
  firstOrder: false,
  totalCents: 4_000,
  placedAt: '19:00',
  newAddress: false,
};

describe('trippedRules', () => {
  it('an ordinary cash order trips nothing; the defaults are all off', () => {
    expect(trippedRules(everyRule, ordinary)).toEqual([]);
    const suspicious = {
      ...ordinary,
      firstOrder: true,
      totalCents: 90_000,
      newAddress: true,
      placedAt: '23:00',
    };
    expect(trippedRules(DEFAULT_GUARD_RULES, suspicious)).toEqual([]);
  });

  it('each rule on trips on its own condition, in the rules order', () => {
    expect(trippedRules(everyRule, { ...ordinary, firstOrder: true })).toEqual(['firstOrder']);
    expect(trippedRules(everyRule, { ...ordinary, totalCents: 8_001 })).toEqual(['basketOver']);
    expect(trippedRules(everyRule, { ...ordinary, totalCents: 8_000 })).toEqual([]);
    expect(trippedRules(everyRule, { ...ordinary, placedAt: '22:30' })).toEqual(['lateAfter']);
    expect(trippedRules(everyRule, { ...ordinary, placedAt: '01:15' })).toEqual(['lateAfter']);
    expect(trippedRules(everyRule, { ...ordinary, placedAt: '22:29' })).toEqual([]);
    expect(trippedRules(everyRule, { ...ordinary, newAddress: true })).toEqual(['newAddress']);
    expect(
      trippedRules(everyRule, { ...ordinary, firstOrder: true, totalCents: 9_000, newAddress: true }),
    ).toEqual(['firstOrder', 'basketOver', 'newAddress']);
  });

  it('a rule off does not trip, and a card order trips none', () => {
    const firstOnly = { ...DEFAULT_GUARD_RULES, firstOrder: true };
    expect(trippedRules(firstOnly, { ...ordinary, firstOrder: true, totalCents: 90_000 })).toEqual([
      'firstOrder',
    ]);
    expect(
      trippedRules(everyRule, { ...ordinary, paymentMethod: 'digital_payment', firstOrder: true }),
    ).toEqual([]);
  });

  it('the rules schema refuses a time or country code it cannot read', () => {
    expect(guardRulesSchema.safeParse(everyRule).success).toBe(true);
    expect(guardRulesSchema.safeParse({ ...everyRule, lateAfter: { on: true, time: '25:00' } }).success).toBe(
      false,
    );
    expect(guardRulesSchema.safeParse({ ...everyRule, phonePrefixes: ['353'] }).success).toBe(false);
    expect(guardRulesSchema.safeParse({ ...everyRule, phonePrefixes: [] }).success).toBe(false);
  });
});

describe('internationalPhone', () => {
  it('Irish numbers in any usual form, others only when their country code is allowed', () => {
    expect(internationalPhone('087 123 4567', ['+353'])).toBe('+353871234567');
    expect(internationalPhone('+353 87 123 4567', ['+353'])).toBe('+353871234567');
    expect(internationalPhone('00353871234567', ['+353'])).toBe('+353871234567');
    expect(internationalPhone('+44 7700 900123', ['+353'])).toBeNull();
    expect(internationalPhone('+44 7700 900123', ['+353', '+44'])).toBe('+447700900123');
    expect(internationalPhone('call me', ['+353'])).toBeNull();
  });

  it('marks compare phones in the international form, the rest case and spacing aside', () => {
    expect(markValueOf('phone', '087 123 4567')).toBe('+353871234567');
    expect(markValueOf('email', ' Aoife@Example.IE ')).toBe('aoife@example.ie');
    expect(markValueOf('address', ' 4  Rock View, Cashel ')).toBe('4 rock view, cashel');
    // An Eircode as the staff type it matches the compact one an order keeps.
    expect(markValueOf('address', 'D02  X285')).toBe('d02x285');
    expect(markValueOf('address', 'D02X285')).toBe('d02x285');
  });
});
