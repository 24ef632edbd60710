import { placeOrderRequestSchema } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { buildDraft, buildLine, buildQuote, buildSavedAddress } from '../testing/place-order-fixtures';
import { cartLineOf } from '../utils/order-payload';
import { buildPlaceOrderPayload } from './place-order';

describe('the order payload (§7 call 6)', () => {
  it('a collection order in cash: every field from the draft, the lines and the quote', () => {
    const result = buildPlaceOrderPayload({
      draft: buildDraft({ couponCode: 'WELCOME10' }),
      lines: [buildLine()],
      quote: buildQuote({ total: '17.10' }),
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        order_amount: '17.10',
        payment_method: 'cash_on_delivery',
        order_type: 'take_away',
        restaurant_id: '2',
        cart: [
          {
            item_id: 7,
            item_type: 'App\\Models\\Food',
            quantity: 2,
            price: '19.00',
            add_on_ids: [],
            add_on_qtys: [],
            variations: [{ name: 'Portion', values: { label: ['Six chops'] } }],
            item_note: 'Well done',
          },
        ],
        is_buy_now: 'false',
        unavailable_item_note: 'Please call if items unavailable',
        order_note: 'Ring the bell',
        cutlery: 'false',
        schedule_at: '2026-11-23 18:15:00',
        coupon_code: 'WELCOME10',
        contact_person_name: 'Aoife Ryan',
        contact_person_number: '087 123 4567',
      },
    });
    expect(result.ok && placeOrderRequestSchema.safeParse(result.payload).success).toBe(true);
  });

  it('a delivery order names the saved address and carries its fields, with no coupon when none', () => {
    const result = buildPlaceOrderPayload({
      draft: buildDraft({ mode: 'delivery', address: buildSavedAddress(), time: '12:30 PM' }),
      lines: [buildLine()],
      quote: buildQuote(),
    });
    if (!result.ok) throw new Error('expected a payload');
    expect(result.payload).toMatchObject({
      order_type: 'delivery',
      address_id: 12,
      address: '3 Friar Street, Cashel',
      latitude: '52.5200000',
      longitude: '-7.8850000',
      distance: 0.54,
      house: '3',
      road: 'Friar Street',
      schedule_at: '2026-11-23 12:30:00',
    });
    expect(result.payload).not.toHaveProperty('floor');
    expect(result.payload).not.toHaveProperty('coupon_code');
    expect(placeOrderRequestSchema.safeParse(result.payload).success).toBe(true);
  });

  it('fills nothing in: a missing address, contact, quote or time is a problem, never a default', () => {
    const lines = [buildLine()];
    const quote = buildQuote();
    expect(buildPlaceOrderPayload({ draft: buildDraft({ mode: 'delivery' }), lines, quote })).toEqual({
      ok: false,
      problem: 'missingAddress',
    });
    expect(buildPlaceOrderPayload({ draft: buildDraft({ contactName: '  ' }), lines, quote })).toEqual({
      ok: false,
      problem: 'missingContact',
    });
    expect(buildPlaceOrderPayload({ draft: buildDraft({ contactPhone: '' }), lines, quote })).toEqual({
      ok: false,
      problem: 'missingContact',
    });
    expect(buildPlaceOrderPayload({ draft: buildDraft(), lines, quote: undefined })).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(buildPlaceOrderPayload({ draft: buildDraft({ time: null }), lines, quote })).toEqual({
      ok: false,
      problem: 'invalid',
    });
  });

  it('a dish without options sends no variation; an empty note is sent empty', () => {
    expect(cartLineOf(buildLine({ options: [], note: '', quantity: 1, unitPriceCents: 650 }))).toMatchObject({
      price: '6.50',
      variations: [],
      item_note: '',
    });
  });
});
