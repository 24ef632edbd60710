import { EMPTY_BASKET_TOTAL_CENTS } from '@tiffin/core';
import { useMemo } from 'react';
import type { MenuAvailability } from '@/lib/cart-item';
import { useBasketStore } from '../stores/basket-store';
import {
  availableLines,
  basketDepositCents,
  basketSubtotalCents,
  itemCount,
  unavailableLineIds,
} from '../utils/cart-lines';

/**
 * The basket's lines with what the menu says of them now (issue 29): the lines no longer sold are
 * shown marked, and counted out of the count, the subtotal and the total.
 */
export function useBasketLines(availability: MenuAvailability | undefined) {
  const items = useBasketStore((state) => state.items);
  return useMemo(() => {
    const unavailable = unavailableLineIds(items, availability);
    const sold = availableLines(items, unavailable);
    const subtotalCents = basketSubtotalCents(sold);
    const depositCents = basketDepositCents(sold);
    return {
      items,
      unavailable,
      count: itemCount(sold),
      subtotalCents,
      depositCents,
      // The basket shows no fees (visitor-side §4), but the deposit, which is charged whatever the
      // fee or coupon (issue 32); an empty basket totals €0.00.
      totalCents: sold.length === 0 ? EMPTY_BASKET_TOTAL_CENTS : subtotalCents + depositCents,
    };
  }, [items, availability]);
}
