import type { Product } from '@tiffin/core';
import { useEffect, useState } from 'react';

/**
 * What the storefront says of a dish at `nowMs` (issue 33, decision 051): "Available from 12:00"
 * outside its hours, null while it is offered. The server works the steps out with the menu answer;
 * before the first step (this device's clock behind the server's) the first one holds.
 */
export function dishNoteAt(product: Product, nowMs: number): string | null {
  const steps = product.availability;
  return (steps?.findLast((step) => Date.parse(step.from) <= nowMs) ?? steps?.[0])?.note ?? null;
}

/**
 * The storefront's note on a dish "sold out for today" (issue 47), e.g. 'Sold out today: order it
 * for tomorrow', until its next opening; null when it is not. It stays orderable, for later slots.
 */
export function soldOutNoteAt(product: Product, nowMs: number): string | null {
  const soldOut = product.sold_out_today;
  return soldOut && nowMs < Date.parse(soldOut.until) ? soldOut.note : null;
}

/** This device's time, read again every minute: a dish's note changes on the minute. */
export function useMinuteClock(): number {
  const [nowMs, setNowMs] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return nowMs;
}
