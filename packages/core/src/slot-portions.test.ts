import { describe, expect, it } from 'vitest';
import { largeOrderExtraMinutes, orderPortions, portionMessages } from './slot-portions.ts';

describe('orderPortions', () => {
  it('counts the quantities of dishes and leaves out the exempt categories', () => {
    const lines = [
      { quantity: 3, portionsExempt: false },
      { quantity: 4, portionsExempt: true },
      { quantity: 2, portionsExempt: false },
    ];
    expect(orderPortions(lines)).toBe(5);
    expect(orderPortions([])).toBe(0);
  });
});

describe('largeOrderExtraMinutes', () => {
  const rule = { largeOrderPortions: 20, largeOrderExtraMinutes: 30 };
  it('adds the minutes only over the threshold', () => {
    expect(largeOrderExtraMinutes(rule, 20)).toBe(0);
    expect(largeOrderExtraMinutes(rule, 21)).toBe(30);
  });
  it('adds nothing while the threshold is 0 (off)', () => {
    expect(largeOrderExtraMinutes({ ...rule, largeOrderPortions: 0 }, 500)).toBe(0);
  });
  it('words the refusal with the minutes', () => {
    expect(portionMessages.largeOrderTooEarly(30)).toBe(
      'Large orders need at least 30 minutes more: choose a later time.',
    );
  });
});
