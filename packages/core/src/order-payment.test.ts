import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-constants.ts';
import { orderPaymentWording, paymentStateOf, paymentWording } from './order-payment.ts';

describe("an order's payment state", () => {
  it('a card order is never cash due: paid while its payment stands, refunded once it went back', () => {
    for (const status of ORDER_STATUSES) {
      const state = paymentStateOf({ method: 'digital_payment', status, cardPayment: 'placed' });
      expect(state).toBe(status === 'refunded' ? 'card_refunded' : 'card_paid');
      expect(paymentStateOf({ method: 'digital_payment', status, cardPayment: 'refunded' })).toBe(
        'card_refunded',
      );
    }
  });

  it('a cash order is due until handed over, paid once delivered or collected, nothing due once cancelled', () => {
    const cash = (status: (typeof ORDER_STATUSES)[number]) =>
      paymentStateOf({ method: 'cash_on_delivery', status, cardPayment: null });
    for (const status of ['pending', 'confirmed', 'processing', 'handover'] as const) {
      expect(cash(status)).toBe('cash_due');
    }
    expect(cash('delivered')).toBe('cash_paid');
    expect(cash('canceled')).toBe('nothing_due');
    expect(cash('failed')).toBe('nothing_due');
  });
});

describe("an order's payment wording", () => {
  it('says each state in the words of the issue', () => {
    expect(paymentWording({ state: 'card_paid', totalCents: 4608 })).toBe('Paid by card');
    expect(paymentWording({ state: 'cash_due', totalCents: 3390 })).toBe('Cash due €33.90');
    expect(paymentWording({ state: 'cash_paid', totalCents: 3390 })).toBe('Paid in cash');
    expect(paymentWording({ state: 'nothing_due', totalCents: 3390 })).toBe('Nothing due');
    expect(paymentWording({ state: 'card_refunded', totalCents: 4608 })).toBe(
      'Refunded €46.08 (5-10 business days)',
    );
  });

  it('names the amount refunded, the total when it is not known', () => {
    expect(
      orderPaymentWording({ payment_state: 'card_refunded', total_cents: 4608, refunded_cents: 4000 }),
    ).toBe('Refunded €40.00 (5-10 business days)');
    expect(
      orderPaymentWording({ payment_state: 'card_refunded', total_cents: 4608, refunded_cents: null }),
    ).toBe('Refunded €46.08 (5-10 business days)');
  });
});
