import { euroStringToCents, formatEuro, orderMessages, tipMessages } from '@tiffin/core';
import type { JSX } from 'react';

export type PlacedOrderTotalsProps = {
  /** The server's total of the order, in euros ('19.50'), the tip not in it. */
  total: string;
  /** The tip the card paid with it ('1.95'); '0.00' or absent without one. */
  tip?: string | undefined;
};

/**
 * What the placed-order dialog says was charged (issue 51): the total, and with a tip its line and
 * the total with it, the words of the order's page, since the card paid both.
 */
export function PlacedOrderTotals({ total, tip }: PlacedOrderTotalsProps): JSX.Element {
  const totalCents = euroStringToCents(total);
  const tipCents = tip === undefined ? 0 : euroStringToCents(tip);
  return (
    <>
      <p>
        {orderMessages.checkout.total}: <span className="font-semibold">{formatEuro(totalCents)}</span>
      </p>
      {tipCents > 0 && (
        <>
          <p>
            {tipMessages.line}: <span className="font-semibold">{formatEuro(tipCents)}</span>
          </p>
          <p className="font-semibold">
            {tipMessages.withTip}: <span>{formatEuro(totalCents + tipCents)}</span>
          </p>
        </>
      )}
    </>
  );
}
