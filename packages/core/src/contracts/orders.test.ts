import { describe, expect, it } from 'vitest';
import { euroAmountSchema, quoteRequestSchema } from './orders.ts';

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

describe("an order's free text (issue 30)", () => {
  const base = {
    order_type: 'take_away',
    restaurant_id: '2',
    cart: [{ item_id: 1, quantity: 1, variations: [{ name: 'Portion', values: { label: ['Six chops'] } }] }],
  };
  const messageOf = (body: Record<string, unknown>) =>
    quoteRequestSchema.safeParse({ ...base, ...body }).error?.issues[0]?.message;
  const hidden = 'Please remove the hidden characters from this field';

  it('refuses a NUL, a direction override or a line break in a one-line field', () => {
    for (const field of [
      'contact_person_name',
      'contact_person_number',
      'address',
      'house',
      'floor',
      'road',
    ]) {
      for (const bad of ['Aoife\u0000', 'Aoife \u202EPAID - cash only', 'Aoife\r\nRyan']) {
        expect(messageOf({ [field]: bad }), `${field}: ${JSON.stringify(bad)}`).toBe(hidden);
      }
    }
    expect(messageOf({ coupon_code: 'SAVE\n5' })).toBe(hidden);
    const label = {
      cart: [
        { item_id: 1, quantity: 1, variations: [{ name: 'Portion', values: { label: ['Six\u202Echops'] } }] },
      ],
    };
    expect(messageOf(label)).toBe(hidden);
  });

  it('takes line breaks in a note, but no other control character and nothing invisible', () => {
    expect(messageOf({ order_note: 'Ring the bell\r\nthen knock' })).toBeUndefined();
    expect(messageOf({ cart: [{ item_id: 1, quantity: 1, item_note: 'Mild\nplease' }] })).toBeUndefined();
    expect(messageOf({ order_note: 'Ring\u0000' })).toBe(hidden);
    expect(messageOf({ order_note: 'Ring \u202Ethe bell' })).toBe(hidden);
    expect(messageOf({ cart: [{ item_id: 1, quantity: 1, item_note: '\u2066PAID' }] })).toBe(hidden);
  });

  it('lets through the joiners Indic names need', () => {
    expect(messageOf({ contact_person_name: 'क्\u200Dष' })).toBeUndefined();
  });
});
