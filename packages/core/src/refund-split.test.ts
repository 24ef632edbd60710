import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type RefundableOrder,
  type RefundSplit,
  refundableOf,
  splitAmountRefund,
  splitLinesRefund,
} from './refund-split.ts';
import { vatByRate } from './vat.ts';

// The reports' card order (decision 048): 3 onion bhajis at €6.50 (9%) and 2 cans at €2.50 (23%,
// €0.15 deposit each), 10% off: €17.55 of food, €4.50 of drink, €0.30 deposit, €22.35 in all.
const BHAJIS = { lineId: 1, quantity: 3, lineTotalCents: 1950, rateBasisPoints: 900, depositCents: 0 };
const CANS = { lineId: 2, quantity: 2, lineTotalCents: 500, rateBasisPoints: 2300, depositCents: 15 };

function orderOf(
  lines = [BHAJIS, CANS],
  { discountCents = 245, deliveryFeeCents = 0 } = {},
): RefundableOrder {
  const vat = vatByRate(
    lines.map((line) => ({ grossCents: line.lineTotalCents, rateBasisPoints: line.rateBasisPoints })),
    discountCents,
    { feeCents: deliveryFeeCents, rateBasisPoints: 900 },
  );
  return {
    lines,
    discountCents,
    vat,
    depositCents: lines.reduce((sum, line) => sum + line.depositCents * line.quantity, 0),
    refunded: { vat: [], depositCents: 0, lines: [] },
  };
}

/** The order after a refund: what it gave back added to what earlier refunds did. */
function withRefund(
  order: RefundableOrder,
  split: RefundSplit,
  lines: { lineId: number; quantity: number }[] = [],
) {
  return {
    ...order,
    refunded: {
      vat: [...order.refunded.vat, ...split.vat],
      depositCents: order.refunded.depositCents + split.depositCents,
      lines: [...order.refunded.lines, ...lines],
    },
  };
}

function splitOf(outcome: ReturnType<typeof splitAmountRefund>): RefundSplit {
  if (!('split' in outcome)) throw new Error(`refused: ${JSON.stringify(outcome)}`);
  return outcome.split;
}

describe('splitLinesRefund', () => {
  it("gives back a line's units at its own rate, after its share of the coupon", () => {
    const order = orderOf();
    expect(order.vat).toEqual([
      { rateBasisPoints: 900, grossCents: 1755, netCents: 1610, vatCents: 145 },
      { rateBasisPoints: 2300, grossCents: 450, netCents: 366, vatCents: 84 },
    ]);
    // A bhaji: €17.55 / 3 = €5.85, of which 9% VAT: 585 × 9 / 109 = 48.3.
    expect(splitOf(splitLinesRefund(order, [{ lineId: 1, quantity: 1 }]))).toEqual({
      amountCents: 585,
      vat: [{ rateBasisPoints: 900, grossCents: 585, netCents: 537, vatCents: 48 }],
      depositCents: 0,
    });
    // A can: €4.50 / 2 = €2.25 at 23% (VAT 42.07), and its €0.15 deposit.
    expect(splitOf(splitLinesRefund(order, [{ lineId: 2, quantity: 1 }]))).toEqual({
      amountCents: 240,
      vat: [{ rateBasisPoints: 2300, grossCents: 225, netCents: 183, vatCents: 42 }],
      depositCents: 15,
    });
  });

  it("gives back exactly the order's VAT once every unit is refunded, one by one", () => {
    let order = orderOf();
    const splits: RefundSplit[] = [];
    for (const lineId of [1, 2, 1, 2, 1]) {
      const split = splitOf(splitLinesRefund(order, [{ lineId, quantity: 1 }]));
      splits.push(split);
      order = withRefund(order, split, [{ lineId, quantity: 1 }]);
    }
    expect(splits.reduce((sum, split) => sum + split.amountCents, 0)).toBe(2235);
    expect(refundableOf(order)).toEqual({
      vat: [
        { rateBasisPoints: 900, grossCents: 0, vatCents: 0 },
        { rateBasisPoints: 2300, grossCents: 0, vatCents: 0 },
      ],
      depositCents: 0,
      totalCents: 0,
    });
    // The last bhaji takes the last of the 9% VAT: 48 + 48 + 49.
    expect(splits.filter((_, index) => index % 2 === 0).map((split) => split.vat[0]?.vatCents)).toEqual([
      48, 48, 49,
    ]);
  });

  it('refuses a line not on the order, and more units than are left', () => {
    const order = orderOf();
    expect(splitLinesRefund(order, [{ lineId: 9, quantity: 1 }])).toEqual({ refused: 'line', lineId: 9 });
    expect(splitLinesRefund(order, [{ lineId: 1, quantity: 4 }])).toEqual({
      refused: 'quantity',
      lineId: 1,
      refundableQuantity: 3,
    });
    const twoBack = withRefund(order, splitOf(splitLinesRefund(order, [{ lineId: 1, quantity: 2 }])), [
      { lineId: 1, quantity: 2 },
    ]);
    // The same line twice in one request counts once, added up.
    expect(
      splitLinesRefund(twoBack, [
        { lineId: 1, quantity: 1 },
        { lineId: 1, quantity: 1 },
      ]),
    ).toEqual({ refused: 'quantity', lineId: 1, refundableQuantity: 1 });
  });
});

describe('splitAmountRefund', () => {
  it('shares an amount over the rates and the deposit by largest remainder, to the cent', () => {
    // €10.00 of €22.35: 785.2 of the food, 201.3 of the drink, 13.4 of the deposit; the cent left
    // goes to the largest fraction (the deposit's).
    expect(splitOf(splitAmountRefund(orderOf(), 1000))).toEqual({
      amountCents: 1000,
      vat: [
        { rateBasisPoints: 900, grossCents: 785, netCents: 720, vatCents: 65 },
        { rateBasisPoints: 2300, grossCents: 201, netCents: 163, vatCents: 38 },
      ],
      depositCents: 14,
    });
  });

  it('puts the delivery fee in the food rate, as placing did', () => {
    const order = orderOf([BHAJIS], { discountCents: 0, deliveryFeeCents: 525 });
    expect(splitOf(splitAmountRefund(order, 2475))).toEqual({
      amountCents: 2475,
      vat: [{ rateBasisPoints: 900, grossCents: 2475, netCents: 2271, vatCents: 204 }],
      depositCents: 0,
    });
  });

  it('refuses more than is left, and nothing', () => {
    const order = orderOf();
    expect(splitAmountRefund(order, 2236)).toEqual({ refused: 'over_total', refundableCents: 2235 });
    expect(splitAmountRefund(order, 0)).toEqual({ refused: 'nothing' });
    const most = withRefund(order, splitOf(splitAmountRefund(order, 2000)));
    expect(splitAmountRefund(most, 236)).toEqual({ refused: 'over_total', refundableCents: 235 });
  });

  it('refuses lines whose rate an amount refund has used up', () => {
    const foodOnly = orderOf([BHAJIS], { discountCents: 0 });
    const most = withRefund(foodOnly, splitOf(splitAmountRefund(foodOnly, 1500)));
    expect(splitLinesRefund(most, [{ lineId: 1, quantity: 1 }])).toEqual({
      refused: 'rate_used',
      rateBasisPoints: 900,
    });
  });

  it('any refunds, by amount or line, that give back the whole order give back exactly its VAT', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 900 }), fc.constantFrom(-1, -2)), { maxLength: 8 }),
        (steps) => {
          let order = orderOf();
          for (const step of steps) {
            const lineId = -step;
            const outcome =
              step > 0 ? splitAmountRefund(order, step) : splitLinesRefund(order, [{ lineId, quantity: 1 }]);
            if (!('split' in outcome)) continue;
            const { split } = outcome;
            expect(split.amountCents).toBe(
              split.vat.reduce((sum, rate) => sum + rate.grossCents, 0) + split.depositCents,
            );
            for (const rate of split.vat) expect(rate.vatCents).toBeGreaterThanOrEqual(0);
            order = withRefund(order, split, step > 0 ? [] : [{ lineId, quantity: 1 }]);
          }
          const left = refundableOf(order);
          const rest = left.totalCents === 0 ? null : splitOf(splitAmountRefund(order, left.totalCents));
          const done = rest ? withRefund(order, rest) : order;
          expect(refundableOf(done).vat.every((rate) => rate.grossCents === 0 && rate.vatCents === 0)).toBe(
            true,
          );
          expect(refundableOf(done).depositCents).toBe(0);
        },
      ),
    );
  });
});
