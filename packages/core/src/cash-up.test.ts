import { describe, expect, it } from 'vitest';
import { type CashUpOrder, cashToCollectCents, cashUpFigures, expectedCashCents } from './cash-up.ts';

const cash = (totalDueCents: number, more: Partial<CashUpOrder> = {}): CashUpOrder => ({
  paymentMethod: 'cash_on_delivery',
  totalDueCents,
  cashRefundedCents: 0,
  cashChangeCents: 0,
  ...more,
});
const card = (totalDueCents: number, more: Partial<CashUpOrder> = {}): CashUpOrder => ({
  ...cash(totalDueCents, more),
  paymentMethod: 'digital_payment',
  ...more,
});

describe('cashToCollectCents', () => {
  it('is a cash order’s total due, and nothing for a card order', () => {
    expect(cashToCollectCents(cash(2_345))).toBe(2_345);
    expect(cashToCollectCents(card(2_345))).toBe(0);
  });

  it('takes off the cash handed back, and adds what a change asks, to the cent', () => {
    expect(cashToCollectCents(cash(3_199, { cashRefundedCents: 451 }))).toBe(2_748);
    expect(cashToCollectCents(cash(3_199, { cashChangeCents: -1 }))).toBe(3_198);
    // A card order whose change cost €4.50 more, taken in cash at the door
    expect(cashToCollectCents(card(3_199, { cashChangeCents: 450 }))).toBe(450);
  });

  it('never asks a driver to hand money over at the door', () => {
    expect(cashToCollectCents(cash(1_000, { cashRefundedCents: 1_000 }))).toBe(0);
    expect(cashToCollectCents(card(1_000, { cashChangeCents: -300 }))).toBe(0);
  });

  it('refuses what is not whole cents', () => {
    expect(() => cashToCollectCents(cash(10.5))).toThrow(RangeError);
  });
});

describe('cashUpFigures', () => {
  it('adds up the orders with refunds and changes, and the difference to the cent', () => {
    const orders = [
      cash(2_345),
      cash(1_899, { cashRefundedCents: 350 }),
      cash(4_120, { cashChangeCents: -615 }),
      card(2_999),
      card(1_500, { cashChangeCents: 275 }),
    ];
    // 2345 + (1899 − 350) + (4120 − 615) + 0 + 275
    expect(expectedCashCents(orders)).toBe(7_674);
    expect(cashUpFigures(orders, 7_600)).toEqual({
      expectedCents: 7_674,
      countedCents: 7_600,
      differenceCents: -74,
    });
    expect(cashUpFigures(orders, 7_675).differenceCents).toBe(1);
    expect(cashUpFigures(orders, 7_674).differenceCents).toBe(0);
  });

  it('expects nothing of a shift without orders', () => {
    expect(cashUpFigures([], 0)).toEqual({ expectedCents: 0, countedCents: 0, differenceCents: 0 });
  });
});
