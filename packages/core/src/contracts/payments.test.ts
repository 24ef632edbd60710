import { describe, expect, it } from 'vitest';
import { parseCardExpiry, simulatedCardFormSchema } from './payments.ts';

describe('the simulated gateway’s card form', () => {
  const messagesOf = (value: unknown) =>
    simulatedCardFormSchema
      .safeParse(value)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('needs the number, an expiry as MM/YY and the CVC, each said under its field', () => {
    expect(messagesOf({ number: ' ', expiry: ' ', cvc: '' })).toEqual([
      'number: Please fill this in.',
      'expiry: Please fill this in.',
      'cvc: Please fill this in.',
    ]);
  });

  it('says a filled expiry that is not a date should read MM / YY, not that it is empty', () => {
    expect(messagesOf({ number: '4242', expiry: '13', cvc: '123' })).toEqual([
      'expiry: Please enter the expiry date as MM / YY.',
    ]);
  });

  it('reads the digits a phone’s number pad types: 1229 is December 2029', () => {
    expect(simulatedCardFormSchema.parse({ number: '4242', expiry: '1229', cvc: '123' })).toMatchObject({
      expMonth: 12,
      expYear: 29,
    });
    expect(parseCardExpiry('122029')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseCardExpiry('12 / 29')).toEqual({ expMonth: 12, expYear: 29 });
    expect(parseCardExpiry('122')).toBeNull();
  });

  it('reads the expiry as month and year, and trims the number and the CVC', () => {
    expect(
      simulatedCardFormSchema.parse({ number: ' 4242 4242 ', expiry: ' 12 / 2030 ', cvc: '123 ' }),
    ).toEqual({
      number: '4242 4242',
      cvc: '123',
      expMonth: 12,
      expYear: 2030,
    });
    expect(parseCardExpiry('1/30')).toEqual({ expMonth: 1, expYear: 30 });
    expect(parseCardExpiry('12-30')).toBeNull();
  });
});
