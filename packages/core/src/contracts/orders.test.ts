import { describe, expect, it } from 'vitest';
import { euroAmountSchema } from './orders.ts';

describe('a euro amount in a request', () => {
  it('reads euros into cents, and refuses an amount too large to count in cents as a validation issue', () => {
    expect(euroAmountSchema.parse('12.50')).toBe(1250);
    expect(euroAmountSchema.parse(7)).toBe(700);
    expect(euroAmountSchema.safeParse('12.345').success).toBe(false);
    for (const huge of [9007199254740992, '90071992547409.92', '1000000000.01']) {
      expect(euroAmountSchema.safeParse(huge).error?.issues[0]?.message).toBe('The amount is too large');
    }
  });
});
