import { dublinInstant, type PricedOrder } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import type { RestaurantSettings } from '../modules/restaurant/index.ts';
import { orderStatusNews } from './order-news.ts';
import { kitchenCopy, orderReceipt, type Payment, paymentLine, type ReceiptOrder } from './order-receipt.ts';

const restaurant = {
  name: 'Tiffin',
  email: 'orders@tiffin.ie',
  phones: ['+353 62 61234'],
  addressLine: '1 Main Street',
  town: 'Cashel',
  county: 'Co. Tipperary',
  vatRateBasisPoints: 1350,
} as RestaurantSettings;

const priced: PricedOrder = {
  lines: [{ unitPriceCents: 1250, lineTotalCents: 2500, quantity: 2 }],
  totals: { subtotalCents: 2500, deliveryFeeCents: 0, discountCents: 0, totalCents: 2500 },
};

function order(payment: Partial<Payment> = {}): ReceiptOrder {
  return {
    reference: 'ACD347',
    contact: { name: 'Aoife', number: '0871234567' },
    delivery: null,
    scheduledAt: dublinInstant('2026-11-27', '18:30'),
    scheduledTime: '18:30',
    lines: [{ name: 'Chicken Tikka', quantity: 2, options: [], note: null, allergens: ['milk'] }],
    priced,
    couponCode: null,
    vatCents: 298,
    orderNote: null,
    payment: { method: 'cash_on_delivery', fulfilment: 'collection', state: 'due', ...payment },
  };
}

describe("the receipt's payment line", () => {
  it('says how the order is paid: card, cash due, cash paid, refunded', () => {
    expect(paymentLine({ method: 'digital_payment', fulfilment: 'delivery', state: 'due' })).toBe(
      'Payment: paid by card',
    );
    expect(paymentLine({ method: 'cash_on_delivery', fulfilment: 'delivery', state: 'due' })).toBe(
      'Payment: cash due on delivery',
    );
    expect(paymentLine({ method: 'cash_on_delivery', fulfilment: 'collection', state: 'paid' })).toBe(
      'Payment: paid in cash on collection',
    );
    expect(paymentLine({ method: 'digital_payment', fulfilment: 'collection', state: 'refunded' })).toBe(
      'Payment: by card, refunded',
    );
    expect(paymentLine({ method: 'cash_on_delivery', fulfilment: 'collection', state: 'refunded' })).toBe(
      'Payment: nothing due',
    );
  });

  it('is on the receipt and the kitchen copy: a card order never reads as cash', () => {
    const card = order({ method: 'digital_payment' });
    expect(orderReceipt(card, restaurant).text).toContain('Payment: paid by card');
    expect(orderReceipt(card, restaurant).text).not.toContain('cash');
    expect(kitchenCopy(card, restaurant).text).toContain('Payment: paid by card');
    expect(orderReceipt(order(), restaurant).text).toContain('Payment: cash due on collection');
  });

  it('closes the story in the last e-mail: cash paid when collected, the card refunded when canceled', () => {
    const changed = {
      reference: 'ACD347',
      fulfilment: 'collection' as const,
      readyAt: null,
      cancelReason: 'We are out of chicken.',
      totalCents: 2500,
      canceledByCustomer: false,
    };
    const collected = orderStatusNews(
      { ...changed, status: 'delivered', paymentMethod: 'cash_on_delivery' },
      { firstName: 'Aoife' },
      restaurant,
    );
    expect(collected.letter.text).toContain('Payment: paid in cash on collection');
    const refunded = orderStatusNews(
      { ...changed, status: 'refunded', paymentMethod: 'digital_payment' },
      { firstName: 'Aoife' },
      restaurant,
    );
    expect(refunded.letter.text).toContain('Payment: by card, refunded');
    const accepted = orderStatusNews(
      { ...changed, status: 'confirmed', paymentMethod: 'cash_on_delivery' },
      { firstName: 'Aoife' },
      restaurant,
    );
    expect(accepted.letter.text).not.toContain('Payment:');
  });
});
