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
    payment: { state: 'cash_due', totalCents: 2500, ...payment },
  };
}

describe("the e-mails' payment line", () => {
  it('says how the order is paid in the words of every surface', () => {
    expect(paymentLine({ state: 'card_paid', totalCents: 2500 })).toBe('Payment: Paid by card');
    expect(paymentLine({ state: 'cash_due', totalCents: 2500 })).toBe('Payment: Cash due €25.00');
    expect(paymentLine({ state: 'cash_paid', totalCents: 2500 })).toBe('Payment: Paid in cash');
    expect(paymentLine({ state: 'card_refunded', totalCents: 2500, refundedCents: 2500 })).toBe(
      'Payment: Refunded €25.00 (5-10 business days)',
    );
    expect(paymentLine({ state: 'nothing_due', totalCents: 2500 })).toBe('Payment: Nothing due');
  });

  it('is on the receipt and the kitchen copy: a card order never reads as cash', () => {
    const card = order({ state: 'card_paid' });
    expect(orderReceipt(card, restaurant).text).toContain('Payment: Paid by card');
    expect(orderReceipt(card, restaurant).text).not.toMatch(/\bcash\b/i);
    expect(kitchenCopy(card, restaurant).text).toContain('Payment: Paid by card');
    expect(kitchenCopy(card, restaurant).text).not.toMatch(/\bcash\b/i);
    expect(orderReceipt(order(), restaurant).text).toContain('Payment: Cash due €25.00');
    expect(kitchenCopy(order(), restaurant).text).toContain('Payment: Cash due €25.00');
  });

  it('closes the story in the last e-mail: cash paid when collected, the card refunded when cancelled', () => {
    const changed = {
      reference: 'ACD347',
      fulfilment: 'collection' as const,
      readyAt: null,
      cancelReason: 'We are out of chicken.',
      totalCents: 2500,
      canceledByCustomer: false,
    };
    const collected = orderStatusNews(
      { ...changed, status: 'delivered', payment: { state: 'cash_paid', totalCents: 2500 } },
      { firstName: 'Aoife' },
      restaurant,
    );
    expect(collected.letter.text).toContain('Payment: Paid in cash');
    const refunded = orderStatusNews(
      {
        ...changed,
        status: 'refunded',
        payment: { state: 'card_refunded', totalCents: 2500, refundedCents: 2500 },
      },
      { firstName: 'Aoife' },
      restaurant,
    );
    expect(refunded.title).toBe('Order #ACD347 cancelled and refunded');
    expect(refunded.letter.text).toContain('Payment: Refunded €25.00 (5-10 business days)');
    const canceled = orderStatusNews(
      { ...changed, status: 'canceled', payment: { state: 'nothing_due', totalCents: 2500 } },
      { firstName: 'Aoife' },
      restaurant,
    );
    expect(canceled.title).toBe('Order #ACD347 cancelled');
    expect(canceled.letter.text).toContain('Tiffin cancelled your order #ACD347: We are out of chicken.');
    expect(canceled.letter.text).toContain('Payment: Nothing due');
    const accepted = orderStatusNews(
      { ...changed, status: 'confirmed', payment: { state: 'cash_due', totalCents: 2500 } },
      { firstName: 'Aoife' },
      restaurant,
    );
    expect(accepted.letter.text).not.toContain('Payment:');
  });
});
